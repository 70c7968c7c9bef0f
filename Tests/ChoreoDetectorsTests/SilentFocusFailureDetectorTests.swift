import ChoreoCore
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoDetectors

@Suite("silent-focus-failure")
struct SilentFocusFailureDetectorTests {
  /// Present at 0, focus set at 0, settle at 500 ms, a 2 s trace.
  func trace(
    landing: Double? = nil, keyboardUpFrom: Int? = nil, surfaced: Bool = false, frames: Int = 241
  )
    -> Trace
  {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.add(.effect(.setFocus(.composer)), ms: 0, cause: 0)
    builder.add(.event(.sheetDidSettle), ms: 500, cause: 0)
    if let landing { builder.add(.event(.focusDidLand), ms: landing, cause: 1) }
    if surfaced { builder.add(.effect(.surfaceFocusFailure), ms: 1200, cause: 1) }
    builder.addFrames(frames) { index, frame in
      frame.sheetTop = 69
      if let keyboardUpFrom, index >= keyboardUpFrom { frame.keyboardTop = 516 }
    }
    return builder.build()
  }

  @Test("no landing, no keyboard, nothing surfaced: an error at the 1 s timeout after the settle")
  func failure() {
    let findings = SilentFocusFailureDetector().findings(in: trace())
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.time == Ticks(milliseconds: 1500))
  }

  /// One time focus lands, in milliseconds, and how many findings that gives.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var landing: Double
    var count: Int
    var testDescription: String { name }
  }

  @Test(
    "focus landing on either side of the timeout",
    arguments: [
      Row(name: "half a frame before the timeout: clean", landing: 1495.833, count: 0),
      Row(name: "half a frame after the timeout: a finding", landing: 1504.167, count: 1),
    ])
  func landingAroundTimeout(_ row: Row) {
    #expect(
      SilentFocusFailureDetector().findings(in: trace(landing: row.landing)).count == row.count)
  }

  @Test("a keyboard on screen is not silent (an invisible responder holds it)")
  func keyboardUp() {
    #expect(SilentFocusFailureDetector().findings(in: trace(keyboardUpFrom: 10)).isEmpty)
  }

  @Test("a surfaced failure is not silent")
  func surfaced() {
    #expect(SilentFocusFailureDetector().findings(in: trace(surfaced: true)).isEmpty)
  }

  @Test("a trace that ends before the timeout is not judged")
  func tooShort() {
    #expect(SilentFocusFailureDetector().findings(in: trace(frames: 150)).isEmpty)
  }
}
