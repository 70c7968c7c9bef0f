import ChoreoPlatform
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("no-drag-dismiss, eaten-tap, return-dead-end, return-label-mismatch")
struct GestureDetectorTests {
  /// The keyboard up at 516 pt; a finger dragged from 300 pt to `depth` pt below the keys' top
  /// over frames 10...50; the keyboard moving down from frame `follows` if given.
  func drag(depth: Double, follows: Int? = nil) -> Trace {
    var builder = TraceBuilder()
    builder.add(
      .user(
        .dragList(
          FingerPath([.init(ms: 0, y: 300), .init(ms: 333.3, y: 516 + depth)]))),
      ms: 83.3)
    builder.addScreenFrames(
      90,
      keyboard: { index in
        guard let follows, index > follows else { return 516 }
        return min(852, 516 + Double(index - follows) * 10)
      }, bar: { _ in 516 },
      shape: { index, frame in
        if (10...50).contains(index) {
          frame.fingerY = 300 + (516 + depth - 300) * Double(index - 10) / 40
        }
      })
    return builder.build()
  }

  @Test("a drag into the keys that nothing follows is an error; a drag above them is not")
  func noDragDismiss() {
    #expect(NoDragDismissDetector().findings(in: drag(depth: 200)).map(\.severity) == [.error])
    #expect(NoDragDismissDetector().findings(in: drag(depth: 200)).first?.magnitude == 200)
    #expect(NoDragDismissDetector().findings(in: drag(depth: -20)).isEmpty)
    #expect(NoDragDismissDetector().findings(in: drag(depth: 0.5)).isEmpty)
  }

  @Test("a keyboard that moves down during the drag or just after followed it")
  func followed() {
    #expect(NoDragDismissDetector().findings(in: drag(depth: 200, follows: 30)).isEmpty)
    #expect(NoDragDismissDetector().findings(in: drag(depth: 200, follows: 55)).isEmpty)
    #expect(!NoDragDismissDetector().findings(in: drag(depth: 200, follows: 75)).isEmpty)
  }

  @Test("a tap that only closed the keyboard is eaten; a tap the control got is not")
  func eatenTap() {
    var eaten = TraceBuilder()
    let tap = eaten.add(.user(.tapControl(.save)), ms: 100)
    eaten.add(.event(.focusDidLeave), ms: 100, cause: tap)
    eaten.add(.note(.tapClosedKeyboard(.save)), ms: 100, cause: tap)
    #expect(EatenTapDetector().findings(in: eaten.build()).map(\.severity) == [.error])

    var handled = TraceBuilder()
    let other = handled.add(.user(.tapControl(.save)), ms: 100)
    handled.add(.note(.controlActivated(.save)), ms: 100, cause: other)
    #expect(EatenTapDetector().findings(in: handled.build()).isEmpty)
  }

  @Test(
    "every return result against every label",
    arguments: ReturnKey.allCases)
  func labels(label: ReturnKey) {
    for result in [ReturnResult.movedFocus, .submitted, .dismissedKeyboard, .nothing] {
      var builder = TraceBuilder()
      let press = builder.add(.user(.pressReturn), ms: 100)
      builder.add(
        .note(.returnKeyPressed(field: 0, label: label, result: result)), ms: 100, cause: press)
      let trace = builder.build()
      #expect(ReturnDeadEndDetector().findings(in: trace).isEmpty == (result != .nothing))
      let expectedMismatch: Bool =
        switch result {
        case .movedFocus: label != .next
        case .submitted: ![.done, .go, .send, .search].contains(label)
        case .dismissedKeyboard: label != .done
        case .nothing: false
        }
      #expect(
        ReturnLabelMismatchDetector().findings(in: trace).isEmpty == !expectedMismatch,
        "\(label) \(result)")
    }
  }

  @Test("dead ends on one field are one finding counting the presses")
  func deadEndsGroup() {
    var builder = TraceBuilder()
    for time in [100.0, 500, 900] {
      let press = builder.add(.user(.pressReturn), ms: time)
      builder.add(
        .note(.returnKeyPressed(field: 3, label: .next, result: .nothing)), ms: time, cause: press)
    }
    let findings = ReturnDeadEndDetector().findings(in: builder.build())
    #expect(findings.map(\.magnitude) == [3])
  }
}
