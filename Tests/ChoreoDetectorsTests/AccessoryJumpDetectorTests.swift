import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("accessory-jump")
struct AccessoryJumpDetectorTests {
  /// An accessory 44 pt tall that changes by `change` at frame 30, while the keyboard moves or not.
  func trace(change: Double, keyboardMoving: Bool, barOnScreen: Bool = true) -> Trace {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.addFrames(60) { index, frame in
      frame.accessoryHeight = index < 30 ? 44 : 44 - change
      frame.keyboardTop = keyboardMoving ? 852 - Double(index) * 5 : 516
      frame.composerTop = barOnScreen ? 400 : 900
      frame.composerBottom = frame.composerTop + 96
    }
    return builder.build()
  }

  @Test(
    "a change during motion is graded against 1 pt and 2 pt",
    arguments: [(1.0, nil), (1.5, Severity.warning), (2.5, .error), (44, .error)]
      as [(Double, Severity?)])
  func thresholds(change: Double, expected: Severity?) {
    let findings = AccessoryJumpDetector().findings(in: trace(change: change, keyboardMoving: true))
    #expect(findings.map(\.severity) == (expected.map { [$0] } ?? []))
  }

  @Test("a change while nothing moves is not a jump")
  func still() {
    #expect(AccessoryJumpDetector().findings(in: trace(change: 44, keyboardMoving: false)).isEmpty)
  }

  @Test("a change while the bar is off screen is not seen")
  func offscreen() {
    #expect(
      AccessoryJumpDetector().findings(
        in: trace(change: 44, keyboardMoving: true, barOnScreen: false)
      )
      .isEmpty)
  }
}
