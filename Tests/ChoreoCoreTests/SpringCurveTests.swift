import ChoreoTestSupport
import Testing

@testable import ChoreoCore

@Suite("The keyboard and sheet spring against the derived keyboard motion")
struct SpringCurveTests {
  let curve = SpringCurve(.systemKeyboard)

  /// One sourced time since the motion began and the derived progress at it.
  struct ProgressRow: CustomTestStringConvertible, Sendable {
    var name: String
    var milliseconds: Double
    var expected: Double
    var testDescription: String { name }
  }

  @Test(
    "progress at sourced times is within 1 % of the derived keyboard motion",
    arguments: [
      ProgressRow(name: "100 ms", milliseconds: 100.0, expected: 0.545),
      ProgressRow(name: "250 ms", milliseconds: 250.0, expected: 0.942),
      ProgressRow(name: "200 ms", milliseconds: 200.0, expected: 0.879),
      ProgressRow(name: "300 ms", milliseconds: 300.0, expected: 0.973),
      ProgressRow(name: "four 120 Hz frames", milliseconds: 33.333, expected: 0.125),
    ])
  func progress(_ row: ProgressRow) {
    let progress = curve.progress(elapsed: Ticks(milliseconds: row.milliseconds).rawValue)
    #expect(abs(progress - row.expected) < 0.01)
  }

  @Test(
    "the system spring is evaluated critically damped, not overdamped (PlatformFacts, Keyboard curve)"
  )
  func criticallyDamped() {
    #expect(Spring.systemKeyboard.dampingRatio > 4.5)
    #expect(Spring.systemKeyboard.isCriticallyDampedForm)
    #expect(abs(Spring.systemKeyboard.naturalFrequency - 18.257) < 0.001)
    // The true overdamped form would be at 63 % at 0.5 s; the curve is at 99.9 %.
    #expect(curve.progress(elapsed: 120) > 0.998)
  }

  @Test("the motion is monotonic: the system curve never overshoots")
  func monotonic() {
    var previous = 0.0
    for tick in 0...curve.tailTicks {
      let progress = curve.progress(elapsed: tick)
      #expect(progress >= previous)
      #expect(progress <= 1)
      previous = progress
    }
  }

  @Test("completion at the 0.5 s settling duration; the final snap is under 2e-5 of the travel")
  func settling() {
    #expect(curve.settleTicks == 120)
    #expect(curve.progress(elapsed: curve.tailTicks) == 1)
    #expect(1 - curve.progress(elapsed: curve.tailTicks - 1) < 2e-5)
  }

  @Test("peak speed of a 336 pt rise is about 2,260 pt/s (PlatformFacts, Derived keyboard motion)")
  func peakSpeed() {
    var peak = 0.0
    for tick in 0..<120 {
      let state = curve.state(displacement: 336, velocity: 0, elapsed: tick)
      peak = max(peak, abs(state.velocity))
    }
    #expect(abs(peak - 2260) < 20)
  }

  @Test("an underdamped spring overshoots")
  func underdamped() {
    let bouncy = SpringCurve(Spring(mass: 1, stiffness: 300, damping: 10, settlingDuration: 1))
    let overshoot = (0..<240).map { bouncy.progress(elapsed: $0) }.max() ?? 0
    #expect(overshoot > 1.05)
  }

  @Test(
    "a spring with no damping, or almost none, oscillates for at most 10 s",
    arguments: [0.0, 1e-9, 0.5])
  func undamped(damping: Double) {
    let spring = SpringCurve(
      Spring(mass: 3, stiffness: 1000, damping: damping, settlingDuration: 0.5))
    #expect(spring.tailTicks == 10 * Ticks.perSecond)
    let overshoot = (0..<240).map { spring.progress(elapsed: $0) }.max() ?? 0
    #expect(overshoot > 1.9)
    #expect(spring.progress(elapsed: spring.tailTicks) == 1)
  }

  @Test("a retargeted motion starts from the old one's position and velocity")
  func retarget() {
    let rise = Motion.spring(from: 852, to: 516, velocity: 0, start: .zero, curve: curve)
    let now = Ticks(milliseconds: 100)
    let fall = rise.retargeted(to: 852, at: now, curve: curve)
    #expect(fall.value(at: now) == rise.value(at: now))
    #expect(abs(fall.state(at: now).velocity - rise.state(at: now).velocity) < 1e-9)
  }
}

@Suite("The system spring's decay table")
struct SpringDecayTableTests {
  /// One start of a motion: its displacement from the target and its velocity.
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var displacement: Double
    var velocity: Double
    var testDescription: String { name }
  }

  @Test(
    "reading the table gives the computed curve, in position and velocity, at every tick",
    arguments: [
      Row(name: "below the target, at rest", displacement: -300.0, velocity: 0.0),
      Row(name: "above the target, velocity down", displacement: 336.0, velocity: -1200.0),
      Row(name: "one point off, at rest", displacement: 1.0, velocity: 0.0),
      Row(name: "near, moving fast", displacement: -52.5, velocity: 4000.0),
    ])
  func tableMatchesComputation(_ row: Row) {
    let displacement = row.displacement
    let velocity = row.velocity
    let table = SpringCurve(.systemKeyboard)
    let computed = SpringCurve(.systemKeyboard, readsSystemTable: false)
    #expect(table.tailTicks == computed.tailTicks)
    for elapsed in -2...(table.tailTicks + 2) {
      let read = table.state(displacement: displacement, velocity: velocity, elapsed: elapsed)
      let made = computed.state(displacement: displacement, velocity: velocity, elapsed: elapsed)
      #expect(abs(read.displacement - made.displacement) <= 1e-9 * max(1, abs(displacement)))
      #expect(abs(read.velocity - made.velocity) <= 1e-9 * max(1, abs(velocity), abs(displacement)))
    }
  }
}
