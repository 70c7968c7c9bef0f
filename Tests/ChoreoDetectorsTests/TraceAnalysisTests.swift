import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

/// The facts the analysis prepares for every detector: entry kinds, windows, presentations,
/// resting runs and keyboard motions.
@Suite("Trace analysis")
struct TraceAnalysisTests {
  /// A chat at rest with the keyboard up for frames 0-39, the keyboard going down 20 pt a frame
  /// over 40-56 while the layout stays put, and the accessory strip collapsing at frame 20.
  func restingTrace() -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.add(.event(.keyboardWillHide(.representative(showing: false))), ms: 325)
    builder.addScreenFrames(
      60, keyboard: { $0 < 40 ? 516 : min(852, 516 + Double($0 - 39) * 20) }, bar: { _ in 516 },
      shape: { index, frame in frame.accessoryHeight = index < 20 ? 44 : 0 })
    return builder.build()
  }

  @Test("each entry of a kind is found once, in order, and a kind the trace lacks is not held")
  func entryKinds() {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.add(.event(.sheetDidSettle), ms: 500)
    builder.add(.user(.keystroke("a")), ms: 600)
    builder.add(.event(.detentDidChange(.medium)), ms: 700)
    builder.add(.user(.close), ms: 800)
    builder.add(.event(.detentDidChange(.large)), ms: 900)
    builder.addFrames(120) { _, _ in }
    let analysis = TraceAnalysis(trace: builder.build(), thresholds: .standard)
    #expect(analysis.positions(of: .detentChange) == [3, 5])
    #expect(analysis.positions(of: .transitionStart) == [0, 4])
    #expect(analysis.positions(of: [.present, .exit]) == [0, 4])
    #expect(analysis.holds(.sheetSettle))
    #expect(!analysis.holds(.handlerRun))
    #expect(analysis.positions(of: .handlerRun).isEmpty)
  }

  @Test("a person's action the platform ignored opens no window and closes no presentation")
  func ignoredActions() {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    let close = builder.add(.user(.close), ms: 100)
    builder.add(.note(.actionIgnored("the presentation is still running")), ms: 100, cause: close)
    builder.addFrames(60) { _, _ in }
    let analysis = TraceAnalysis(trace: builder.build(), thresholds: .standard)
    #expect(analysis.windows.map(\.frames) == [0..<60])
    #expect(analysis.presentations.map(\.closedAt) == [nil])
  }

  @Test("resting frames come in runs split where the docked keyboard goes up or down")
  func restingRuns() {
    let analysis = TraceAnalysis(trace: restingTrace(), thresholds: .standard)
    #expect(
      analysis.restingRuns == [
        .init(frames: 1..<40, keyboardUp: true), .init(frames: 57..<60, keyboardUp: false),
      ])
  }

  /// One pause in the keyboard's rise, in frames, and how many motion spans it leaves.
  struct SpanRow: CustomTestStringConvertible, Sendable {
    var name: String
    var pauseFrames: Int
    var spans: Int
    var testDescription: String { name }
  }

  @Test(
    "the keyboard's motion is one span through a pause up to the rest duration, two past it",
    arguments: [
      SpanRow(name: "4 frames, under the rest duration: one span", pauseFrames: 4, spans: 1),
      SpanRow(name: "12 frames, past the rest duration: two spans", pauseFrames: 12, spans: 2),
    ])
  func keyboardSpans(_ row: SpanRow) {
    let pauseFrames = row.pauseFrames
    var builder = TraceBuilder()
    builder.addScreenFrames(
      80,
      keyboard: { index in
        // Up 100 pt over frames 1-10, still for `pauseFrames`, then up 100 pt more.
        let resumed = 10 + pauseFrames
        if index <= 10 { return 852 - Double(index) * 10 }
        if index <= resumed { return 752 }
        return max(652, 752 - Double(index - resumed) * 10)
      }, bar: { _ in 516 })
    let analysis = TraceAnalysis(trace: builder.build(), thresholds: .standard)
    #expect(analysis.keyboardMotions.count == row.spans)
    #expect(analysis.keyboardMotions.first?.frames.lowerBound == 0)
  }

  /// A random chat of `count` frames: stretches where the container settles or moves, the screen
  /// shows or hides, and the keyboard, the layout and the accessory strip stand still, creep or
  /// jump, so that every fact of the frame pass is met.
  static func randomTrace(count: Int, using generator: inout SplitMix64) -> Trace {
    var builder = TraceBuilder()
    var (keyboard, bar, accessory) = (516.0, 516.0, 44.0)
    var (keyboardStep, barStep, accessoryStep) = (0.0, 0.0, 0.0)
    var (settled, visible, flag) = (true, true, false)
    var left = 0
    let steps = [0, 0, 0.005, -0.005, 0.02, 20, -20, 40]
    builder.addScreenFrames(
      count, keyboard: { _ in 0 }, bar: { _ in 0 },
      shape: { _, frame in
        if left == 0 {
          left = Int.random(in: 1...10, using: &generator)
          keyboardStep = steps[Int.random(in: 0..<steps.count, using: &generator)]
          barStep = steps[Int.random(in: 0..<steps.count, using: &generator)]
          accessoryStep = Int.random(in: 0..<8, using: &generator) == 0 ? 3 : 0
          settled = Int.random(in: 0..<4, using: &generator) > 0
          visible = Int.random(in: 0..<8, using: &generator) > 0
          flag = Int.random(in: 0..<16, using: &generator) == 0
          // Now and then just above the screen's visible edge, where a creep takes it off.
          if Int.random(in: 0..<8, using: &generator) == 0 { keyboard = 850.995 }
        }
        left -= 1
        keyboard = min(852, max(300, keyboard + keyboardStep))
        bar += barStep
        accessory += accessoryStep
        frame.keyboardTop = keyboard
        frame.dockedKeyboardTop = keyboard
        frame.composerBottom = bar
        frame.composerTop = bar - 52 - accessory
        frame.accessoryHeight = accessory
        frame.layoutSettled = settled
        frame.screenVisible = visible
        frame.appKeyboardVisible = flag ? true : nil
      })
    return builder.build()
  }

  @Test("resting runs are exactly the resting frames, split where the keyboard changes")
  func restingRunsAgreeWithDefinition() {
    var generator = SplitMix64(seed: 2026)
    for _ in 0..<500 {
      let trace = Self.randomTrace(
        count: Int.random(in: 1...120, using: &generator), using: &generator)
      let analysis = TraceAnalysis(trace: trace, thresholds: .standard)
      let indices = trace.frames.indices.dropFirst()
      let resting = indices.filter { trace.isLayoutAtRest(at: $0) }
      #expect(analysis.restingRuns.flatMap { Array($0.frames) } == resting)
      #expect(
        analysis.restingRuns.allSatisfy { run in
          run.frames.allSatisfy { trace.isDockedKeyboardUp(at: $0) == run.keyboardUp }
        })
      // Each run as long as it can be: one that ends where the next begins changes the keyboard.
      #expect(
        zip(analysis.restingRuns, analysis.restingRuns.dropFirst()).allSatisfy {
          $0.frames.upperBound < $1.frames.lowerBound || $0.keyboardUp != $1.keyboardUp
        })
    }
  }
}
