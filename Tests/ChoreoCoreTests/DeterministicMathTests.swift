import ChoreoTestSupport
import Foundation
import Testing

@testable import ChoreoCore

@Suite("Deterministic math")
struct DeterministicMathTests {
  @Test(
    "exp matches the platform's to within 1e-15 relative",
    arguments: Array(stride(from: -40.0, through: 40.0, by: 0.37)))
  func exponential(x: Double) {
    let expected = Foundation.exp(x)
    #expect(abs(DeterministicMath.exp(x) - expected) <= 1e-15 * expected)
  }

  @Test(
    "sin and cos match the platform's to within 1e-14",
    arguments: Array(stride(from: -50.0, through: 50.0, by: 0.71)))
  func trigonometry(x: Double) {
    #expect(abs(DeterministicMath.sin(x) - Foundation.sin(x)) <= 1e-14)
    #expect(abs(DeterministicMath.cos(x) - Foundation.cos(x)) <= 1e-14)
  }

  @Test("exp handles the edges")
  func edges() {
    #expect(DeterministicMath.exp(0) == 1)
    #expect(DeterministicMath.exp(-800) == 0)
    #expect(DeterministicMath.exp(800) == .infinity)
    #expect(DeterministicMath.exp(.nan).isNaN)
  }
}
