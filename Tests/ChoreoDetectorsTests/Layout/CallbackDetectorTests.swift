import ChoreoCore
import ChoreoPlatform
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("duplicate-callback and stale-callback")
struct CallbackDetectorTests {
  func run(_ registration: Int, visible: Bool = true) -> Happening {
    .handler(
      HandlerRun(
        notification: .willShow, registration: registration, screenVisible: visible, offset: 302,
        keyboardVisible: true))
  }

  @Test("one run per notification is fine; two runs of one notification is an error")
  func duplicates() {
    var once = TraceBuilder()
    let first = once.add(.event(.keyboardWillShow(.representative)), ms: 0)
    once.add(run(1), ms: 0, cause: first)
    let second = once.add(.event(.keyboardWillShow(.representative)), ms: 500)
    once.add(run(1), ms: 500, cause: second)
    #expect(DuplicateCallbackDetector().findings(in: once.build()).isEmpty)

    var twice = TraceBuilder()
    let note = twice.add(.event(.keyboardWillShow(.representative)), ms: 0)
    twice.add(run(1), ms: 0, cause: note)
    twice.add(run(2), ms: 0, cause: note)
    let findings = DuplicateCallbackDetector().findings(in: twice.build())
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.magnitude == 2)
    #expect(findings.first?.evidence.events == [0, 1, 2])
  }

  @Test("a run for a screen not on display is stale, once per notification")
  func stale() {
    var builder = TraceBuilder()
    let visible = builder.add(.event(.keyboardWillShow(.representative)), ms: 0)
    builder.add(run(1), ms: 0, cause: visible)
    let hidden = builder.add(.event(.keyboardWillShow(.representative)), ms: 500)
    builder.add(run(1, visible: false), ms: 500, cause: hidden)
    builder.add(run(2, visible: false), ms: 500, cause: hidden)
    let findings = StaleCallbackDetector().findings(in: builder.build())
    #expect(findings.map(\.time) == [Ticks(milliseconds: 500)])
  }
}
