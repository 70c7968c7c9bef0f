import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Reads a per-frame value log: the keyboard's height (or inset) and whatever else an app printed
/// each frame, as React Native (`LOG  onMove: 123.4`, `onMove 0.37 123.4 false`, `onMove
/// {"height": 123.4, "progress": 0.37}`), Flutter (`flutter: viewpadding:34.0 padding:0.0
/// inset:123.0`, or one line each between `====` separators) and Android (`softInputHeight =
/// 893` under a logcat head) apps print them.
///
/// The lines become named series in frames (`ValueSeries`); the keyboard is the series the
/// caller names, or the one its name and its motion single out, and the others are reported.
/// Where the lines carry times, the values are placed at their times; otherwise one frame apart
/// on the refresh rate's grid (the one given, or whichever of 60 and 120 Hz a keyboard curve fits
/// better), with a frame taken as missing where skipping one makes a curve fit far better. What
/// the log states of where the keyboard is going (react-native-keyboard-controller's `onStart`
/// and `onEnd`, a height over its progress) is kept for the fit of each motion.
public struct ValueLogImporter: Sendable {
  /// The device the heights are measured on.
  public var device: Device
  /// The refresh rate the app logged at, or `nil` to choose the one that fits.
  public var refreshRate: RefreshRate?
  /// The name of the keyboard's series, or `nil` to single it out by its name and motion.
  public var series: String?

  /// An importer for a log from `device` at `refreshRate`, reading `series` as the keyboard.
  public init(device: Device = .iPhone14Pro, refreshRate: RefreshRate? = nil, series: String? = nil)
  {
    self.device = device
    self.refreshRate = refreshRate
    self.series = series
  }

  /// The most values a log may hold: an hour at 120 Hz.
  public static let maximumValues = Int(RecordingLimits.maximumSpan) * 120

  /// Whether `line` holds a number a value log could read.
  static func holdsValue(_ line: Substring) -> Bool { !ValueLogLine(line).fields.isEmpty }

  /// The run `text` logs; `file` names it in errors.
  public func decode(_ text: String, file: String) throws(RecordingImportError) -> RecordedRun {
    let lines = text.logLines
    let table = ValueSeries(lines: lines, maximum: Self.maximumValues)
    if let name = table.overflowing {
      throw RecordingImportError(
        file: file,
        "more than \(Self.maximumValues) values of \(name), more than an hour at 120 Hz; cut the "
          + "log to the motions to analyse")
    }
    let keyboard = try keyboardSeries(in: table, file: file)
    var inferences = Self.describe(keyboard, in: table, named: series != nil)
    var warnings: [ImportWarning] = []
    let withKeyboard = Set(keyboard.blocks)
    warnings.append(
      contentsOf: table.blocks.indices.lazy.filter { !withKeyboard.contains($0) }.prefix(50)
        .map { ImportWarning(line: table.blocks[$0].line, "no value of \(keyboard.name); ignored") }
    )
    let values = keyboard.values
    let stamps = keyboard.blocks.map { table.blocks[$0].time }
    let timed = stamps.allSatisfy { $0 != nil }
    // A target belongs to the keyboard's value in its block; else an `onEnd` to the value
    // before it, and an `onStart` to the value after it.
    let targets: [(sample: Int, target: ValueSeries.Target)] = table.targets(of: keyboard)
      .compactMap { target in
        let sample =
          keyboard.blocks.firstIndex(of: target.block)
          ?? (target.isEnd
            ? keyboard.blocks.lastIndex { $0 < target.block }
            : keyboard.blocks.firstIndex { $0 > target.block })
        return sample.map { ($0, target) }
      }
    let placement: Placement
    if timed {
      placement = timedPlacement(of: stamps.map { $0 ?? 0 })
      inferences.append(
        "\(values.count) values placed at their times, at \(placement.rate)"
          + (refreshRate == nil ? " (the rate of their intervals)" : ""))
    } else {
      placement = untimedPlacement(
        of: values,
        targets: targets.filter { !$0.target.isFullHeight }.map { ($0.sample, $0.target.height) })
      if stamps.contains(where: { $0 != nil }) {
        inferences.append(
          "times on only \(stamps.compactMap { $0 }.count) of the \(values.count) values: "
            + "placed one frame apart instead")
      }
      inferences.append(
        "\(values.count) values placed one frame apart at \(placement.rate)"
          + (refreshRate == nil ? placement.why : ""))
    }
    if !placement.gaps.isEmpty {
      inferences.append(
        "\(placement.gaps.count) frame\(placement.gaps.count == 1 ? "" : "s") missing from the "
          + "log, before values "
          + placement.gaps.sorted().map { "\($0 + 1)" }.joined(separator: ", "))
    }
    let (frames, missing, collisions) = self.frames(of: values, placement: placement)
    warnings += collisions.map {
      ImportWarning(
        line: table.blocks[keyboard.blocks[$0]].line,
        "in the same frame as the value before; it replaces it")
    }
    let stated = targets.map { sample in
      (
        frame: placement.frames[sample.sample], full: sample.target.isFullHeight,
        end: RecordedMotion.StatedEnd(
          top: device.height - sample.target.height, source: sample.target.source)
      )
    }
    let trace = Trace(
      scenario: file, device: device, refreshRate: placement.rate, layout: .standard, entries: [],
      frames: frames, contents: [.keyboardMotion])
    return RecordedRun(
      trace: trace, summary: "a per-frame keyboard height log", format: .values,
      lines: lines.count, recordedFrames: values.count, hasTimes: timed,
      inferences: inferences, warnings: warnings.sorted { $0.line < $1.line },
      missingFrames: missing, statedEnds: stated.filter { !$0.full }.map { ($0.frame, $0.end) },
      statedFullHeights: stated.filter(\.full).map { ($0.frame, $0.end) },
      observations: observations(of: keyboard, in: table))
  }

  /// The keyboard's series of `table`, or why none can be used.
  private func keyboardSeries(in table: ValueSeries, file: String) throws(RecordingImportError)
    -> ValueSeries.Series
  {
    let keyboard: ValueSeries.Series
    do throws(ValueSeries.Refusal) {
      keyboard = try table.keyboard(named: series)
    } catch {
      let remedy: RecordingImportError.Remedy? =
        if case .ambiguous = error { .series } else { nil }
      throw RecordingImportError(file: file, Self.message(error), remedy: remedy)
    }
    guard keyboard.values.count >= 2 else {
      throw RecordingImportError(
        file: file,
        "the series \(keyboard.summary) holds one value; a motion needs two or more")
    }
    guard keyboard.travel > 0 else {
      throw RecordingImportError(
        file: file, "the keyboard's series never changes, \(keyboard.summary): nothing moves")
    }
    return keyboard
  }

  /// What the import says of the series: which is the keyboard and why, and the others.
  private static func describe(
    _ keyboard: ValueSeries.Series, in table: ValueSeries, named: Bool
  ) -> [String] {
    var inferences = [
      "the keyboard is \(keyboard.summary)" + (named ? " (as named)" : why(keyboard))
    ]
    let others = table.series.filter { $0.name != keyboard.name }
    if !others.isEmpty {
      inferences.append(
        "also printed: " + others.prefix(8).map(\.summary).joined(separator: ", ")
          + (others.count > 8 ? ", and \(others.count - 8) more" : ""))
    }
    return inferences
  }

  /// The frames `values` fill where `placement` puts them: a frame the log skipped holds the
  /// value before it; of two values in one frame the later stands (their indices returned).
  private func frames(of values: [Double], placement: Placement) -> (
    frames: [FrameSample], missing: Set<Int>, collisions: [Int]
  ) {
    var frames: [FrameSample] = []
    var missing: Set<Int> = []
    var collisions: [Int] = []
    for (index, value) in values.enumerated() {
      let frame = placement.frames[index]
      while frames.count < frame {
        missing.insert(frames.count)
        frames.append(sample(frames.count, value: values[max(0, index - 1)], rate: placement.rate))
      }
      if frames.count == frame {
        frames.append(sample(frame, value: value, rate: placement.rate))
      } else {
        frames[frames.count - 1] = sample(frames.count - 1, value: value, rate: placement.rate)
        collisions.append(index)
      }
    }
    return (frames, missing, collisions)
  }

  /// What the values show apart from the keyboard's motion: a height above the screen, a safe
  /// area absorbed frame by frame.
  private func observations(of keyboard: ValueSeries.Series, in table: ValueSeries) -> [StreamCheck]
  {
    var observations: [StreamCheck] = []
    if let highest = keyboard.values.max(), highest > device.height {
      observations.append(
        StreamCheck(
          kind: .heightAboveScreen, time: .zero,
          message:
            "the keyboard's series reaches \(FixedPoint.format(highest, places: 1)) on a "
            + "\(FixedPoint.compact(device.height)) pt screen: not a height in points (pixels, or "
            + "another quantity) unless the device is named"))
    }
    return observations + table.absorbedSafeArea(keyboard: keyboard)
  }

  /// Why `keyboard` was taken as the keyboard's series.
  private static func why(_ keyboard: ValueSeries.Series) -> String {
    switch ValueSeries.heightScore(of: keyboard.name) {
    case 1...: " (named like a height or an inset, and moving furthest)"
    default: " (the only series that moves)"
    }
  }

  private static func message(_ refusal: ValueSeries.Refusal) -> String {
    func list(_ series: [ValueSeries.Series]) -> String {
      series.prefix(6).map(\.summary).joined(separator: ", ")
        + (series.count > 6 ? ", and \(series.count - 6) more" : "")
    }
    switch refusal {
    case .noMotion(let series) where series.isEmpty:
      return "no line holds a number; expected one keyboard height or inset per line"
    case .noMotion(let series):
      return "no series holds two or more values (\(list(series))); a motion needs two or more "
        + "of the keyboard's heights"
    case .ambiguous(let series):
      return "several series move and none is named like a height or an inset: \(list(series))"
    case .unknownName(let name, let series):
      return "no series named '\(name)'; the log holds \(list(series))"
    }
  }

  /// Where each value goes on the frame grid.
  private struct Placement {
    var rate: RefreshRate
    /// The frame of each value.
    var frames: [Int]
    /// The values a frame went missing before.
    var gaps: Set<Int>
    /// Why the rate, for the report.
    var why: String
  }

  /// Values at their times (seconds since midnight): the rate their intervals run at, each value
  /// in the frame nearest its time.
  private func timedPlacement(of seconds: [Double]) -> Placement {
    let origin = seconds.min() ?? 0
    let intervals = zip(seconds.dropFirst(), seconds).map { ($0 - $1) * 1000 }.filter { $0 > 0 }
      .sorted()
    let median = intervals.isEmpty ? 1000.0 / 120 : intervals[intervals.count / 2]
    let rate = refreshRate ?? (median < 12.5 ? .hz120 : .hz60)
    let frame = rate.time(ofFrame: 1).milliseconds
    let frames = seconds.map { Int((($0 - origin) * 1000 / frame).rounded()) }
    var gaps: Set<Int> = []
    for index in frames.indices.dropFirst() where frames[index] > frames[index - 1] + 1 {
      gaps.insert(index)
    }
    return Placement(rate: rate, frames: frames, gaps: gaps, why: "")
  }

  /// The most values the placement looks at: the first five seconds at 120 Hz, enough for a
  /// motion to show its rate and its missing frames, and a bound on the work.
  static let placementWindow = 600

  /// Values without times: one frame apart at the rate that fits a keyboard curve best, with a
  /// frame taken as missing before a value where that halves the residual and gains half a point.
  private func untimedPlacement(
    of all: [Double], targets: [(sample: Int, height: Double)]
  ) -> Placement {
    let values = Array(all.prefix(Self.placementWindow))
    let rates = refreshRate.map { [$0] } ?? [.hz60, .hz120]
    var best: (rate: RefreshRate, gaps: Set<Int>, residual: Double)?
    for rate in rates {
      let frame = rate.time(ofFrame: 1).milliseconds
      var gaps: Set<Int> = []
      var total = 0.0
      var fitted = 0
      for motion in RecordedMotion.motions(in: values) {
        guard let found = missingFrames(in: motion, of: values, frame: frame, targets: targets)
        else { continue }
        gaps.formUnion(found.gaps)
        total += found.residual
        fitted += 1
      }
      let residual = fitted > 0 ? total / Double(fitted) : .infinity
      if best.map({ residual < $0.residual }) ?? true { best = (rate, gaps, residual) }
    }
    let chosen = best ?? (rates[0], [], .infinity)
    let decided = chosen.residual.isFinite
    let rate = decided ? chosen.rate : (refreshRate ?? .hz120)
    var frames: [Int] = []
    var frame = 0
    for index in all.indices {
      frame += index == 0 ? 0 : 1 + (chosen.gaps.contains(index) ? 1 : 0)
      frames.append(frame)
    }
    return Placement(
      rate: rate, frames: frames, gaps: decided ? chosen.gaps : [],
      why: decided
        ? " (the rate a keyboard curve fits better)"
        : " (assumed: no motion long enough to tell the rate)")
  }

  /// The frames a motion's values skipped, at `frame` milliseconds apart: a frame is taken as
  /// missing before a value whose step is about twice its neighbours' where that halves the
  /// residual of the curve that fits best and gains half a point; with the residual left, or
  /// `nil` for a motion too short to fit.
  private func missingFrames(
    in motion: RecordedMotion, of values: [Double], frame: Double,
    targets: [(sample: Int, height: Double)]
  ) -> (gaps: Set<Int>, residual: Double)? {
    let indices = Array(motion.samples)
    let end =
      motion.end?.top
      ?? targets.last(where: { motion.samples.contains($0.sample) || $0.sample < indices[0] })
      .map(\.height)
    func residual(_ gaps: Set<Int>) -> Double {
      // A frame skipped before a value puts it and every later one a frame later.
      let times = indices.map { index in
        Double(index + gaps.filter { $0 <= index }.count) * frame
      }
      guard
        let fit = KeyboardFit(
          times: times.map { $0 - times[0] }, samples: indices.map { values[$0] },
          origin: motion.origin?.top, end: end, bounds: 0...device.height)
      else { return .infinity }
      return min(fit.spring.rmsResidual, fit.easeOut.rmsResidual)
    }
    var current = residual([])
    guard current.isFinite, indices.count >= 4 else { return nil }
    // Too few samples to tell a missing frame from a curve that fits them differently: the fit
    // needs two more than its parameters (the start and each unknown end).
    guard indices.count >= 3 + (motion.origin == nil ? 1 : 0) + (end == nil ? 1 : 0) else {
      return ([], current)
    }
    // A missing frame shows as a step about twice its neighbours'; those are the suspects.
    let steps = indices.dropFirst().map { abs(values[$0] - values[$0 - 1]) }
    let suspects = steps.indices.filter { index in
      let before = index > 0 ? steps[index - 1] : steps[index]
      let after = index + 1 < steps.count ? steps[index + 1] : steps[index]
      return steps[index] > 1 && steps[index] > 1.4 * (before + after) / 2
    }.map { indices[$0 + 1] }.prefix(12)
    var gaps: Set<Int> = []
    while gaps.count < suspects.count {
      guard
        let (index, fit) = suspects.filter({ !gaps.contains($0) })
          .map({ ($0, residual(gaps.union([$0]))) }).min(by: { $0.1 < $1.1 }),
        fit < current / 2, fit < current - 0.5
      else { break }
      gaps.insert(index)
      current = fit
    }
    return (gaps, current)
  }

  private func sample(_ index: Int, value: Double, rate: RefreshRate) -> FrameSample {
    let top = device.height - value
    return FrameSample(
      time: rate.time(ofFrame: index), sheetTop: device.height, keyboardTop: top,
      composerTop: device.height, composerBottom: device.height, accessoryHeight: 0,
      firstResponder: nil, dockedKeyboardTop: top)
  }
}
