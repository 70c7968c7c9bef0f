import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("Motions come to rest at their end")
struct MotionTests {
  static let spring = SpringCurve(.systemKeyboard)

  @Test(
    "a motion is still moving just before its end and settles into a rest at it",
    arguments: [
      Motion.spring(from: 852, to: 516, velocity: 0, start: Ticks(10), curve: spring),
      Motion.spring(
        from: 0, to: 100, velocity: 50, start: Ticks(3), curve: SpringCurve(.swiftUIDefault)),
      Motion.eased(from: 0, to: 40, start: Ticks(7), duration: Ticks(60), curve: .easeInOut),
    ])
  func settlesAtEnd(motion: Motion) throws {
    let end = try #require(motion.end)
    #expect(motion.isMoving(at: end - Ticks(1)))
    #expect(!motion.isMoving(at: end))
    var before = motion
    before.settle(at: end - Ticks(1))
    #expect(!before.isRest)
    var after = motion
    after.settle(at: end)
    #expect(after.isRest)
    #expect(after.value(at: end) == motion.target)
  }

  @Test("a rest, and a motion a finger drives, have no end")
  func noEnd() {
    #expect(Motion.rest(4).end == nil)
    #expect(Motion.linear(from: 0, velocity: 100, start: .zero).end == nil)
    #expect(Motion.clamped(from: 0, velocity: 100, start: .zero, lower: 0, upper: 50).end == nil)
  }
}
