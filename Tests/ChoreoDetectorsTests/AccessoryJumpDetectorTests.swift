import ChoreoTestSupport
import ChoreoTimeline
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

  /// One change of the accessory's height, in points, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var change: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "a change during motion is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "1 pt, at the warning limit: clean", change: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", change: 1.5, expected: .warning),
      Row(name: "2.5 pt: error", change: 2.5, expected: .error),
      Row(name: "44 pt, the whole accessory: error", change: 44, expected: .error),
    ])
  func thresholds(_ row: Row) {
    let findings = AccessoryJumpDetector().findings(
      in: trace(change: row.change, keyboardMoving: true))
    #expect(findings.map(\.severity) == (row.expected.map { [$0] } ?? []))
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
