import ChoreoMachine
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("detent-jump")
struct DetentJumpDetectorTests {
  func trace(cause: Happening) -> Trace {
    var builder = TraceBuilder()
    let root = builder.add(.user(.present), ms: 0)
    let reason = builder.add(cause, ms: 500, cause: root)
    builder.add(.event(.detentDidChange(.large)), ms: 500, cause: reason)
    builder.addFrames(120) { index, frame in
      frame.sheetTop = index <= 60 ? 443 : max(69, 443 - Double(index - 60) * 20)
    }
    return builder.build()
  }

  @Test("a detent change caused by the keyboard is a jump, with the sheet's travel")
  func systemChange() {
    let findings = DetentJumpDetector().findings(
      in: trace(cause: .event(ControllerEvent.representative(of: .keyboardDidShow))))
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.magnitude == 374)
  }

  @Test("a detent change the person dragged to is not a jump")
  func personDragged() {
    #expect(DetentJumpDetector().findings(in: trace(cause: .user(.dragToDetent(.large)))).isEmpty)
  }
}
