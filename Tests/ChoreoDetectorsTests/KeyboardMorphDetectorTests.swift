import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoDetectors

@Suite("keyboard-morph")
struct KeyboardMorphDetectorTests {
  func findings(from: KeyboardTraits, to: KeyboardTraits) -> [Finding] {
    var builder = TraceBuilder()
    builder.add(.user(.present), ms: 0)
    builder.add(.note(.keyboardTraitsChanged(from: from, to: to)), ms: 408.333, cause: 0)
    builder.addFrames(60) { _, frame in frame.keyboardTop = 516 }
    return KeyboardMorphDetector().findings(in: builder.build())
  }

  @Test("a different key layout or appearance is an error")
  func layout() {
    #expect(
      findings(from: .standard, to: KeyboardTraits(type: .emailAddress)).map(\.severity) == [.error]
    )
    #expect(
      findings(from: .standard, to: KeyboardTraits(appearance: .dark)).map(\.severity) == [.error])
  }

  @Test(
    "an accessory height change alone is graded against 1 pt and 2 pt",
    arguments: [(1.0, nil), (1.5, Severity.warning), (44, .error)] as [(Double, Severity?)])
  func height(change: Double, expected: Severity?) {
    let found = findings(from: .standard, to: KeyboardTraits(accessoryHeight: change))
    #expect(found.map(\.severity) == (expected.map { [$0] } ?? []))
  }
}
