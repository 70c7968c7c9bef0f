import ChoreoMachine
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("keyboard-drop")
struct KeyboardDropDetectorTests {
  let hide = ControllerEvent.representative(of: .keyboardWillHide)

  /// A keyboard up from the start; hidden at 400 ms because of `cause`.
  func trace(cause: Happening) -> Trace {
    var builder = TraceBuilder()
    let root = builder.add(.user(.present), ms: 0)
    let reason = builder.add(cause, ms: 400, cause: root)
    builder.add(.event(hide), ms: 400, cause: reason)
    builder.addFrames(100) { index, frame in
      frame.keyboardTop = index <= 48 ? 516 : min(852, 516 + Double(index - 48) * 10)
    }
    return builder.build()
  }

  @Test("a hide caused by retiring the prewarm is a drop, with how far it fell")
  func drop() {
    let findings = KeyboardDropDetector().findings(in: trace(cause: .effect(.retirePrewarm)))
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.magnitude == 336)
    #expect(findings.first?.evidence.events == [0, 1, 2])
  }

  @Test(
    "a hide the person or the app asked for is not a drop",
    arguments: [Happening.effect(.clearFocus), .effect(.dismiss), .user(.close)])
  func intended(cause: Happening) {
    #expect(KeyboardDropDetector().findings(in: trace(cause: cause)).isEmpty)
  }
}
