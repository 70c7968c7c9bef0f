import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoDetectors

@Suite("lost-keystrokes")
struct LostKeystrokesDetectorTests {
  func findings(_ deliveries: [(Responder?, Bool)], presentAgainAt: Int? = nil) -> [Finding] {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    for (index, delivery) in deliveries.enumerated() {
      if index == presentAgainAt { builder.add(.user(.present), ms: 1000 + Double(index) * 100) }
      let key = builder.add(.user(.keystroke("k")), ms: 1000 + Double(index) * 100)
      builder.add(
        .note(.keystrokeDelivered("k", to: delivery.0, visible: delivery.1)),
        ms: 1000 + Double(index) * 100, cause: key)
    }
    builder.addFrames(300) { _, _ in }
    return LostKeystrokesDetector().findings(in: builder.build())
  }

  @Test("keys into the prewarm or nobody are lost; one finding per presentation")
  func lost() {
    let found = findings([(.prewarm, false), (nil, false), (.composer, true)])
    #expect(found.count == 1)
    #expect(found.first?.magnitude == 2)
    #expect(findings([(.prewarm, false), (.prewarm, false)], presentAgainAt: 1).count == 2)
  }

  @Test("keys the person sees land are not lost")
  func visible() {
    #expect(findings([(.composer, true), (.composer, true)]).isEmpty)
  }
}
