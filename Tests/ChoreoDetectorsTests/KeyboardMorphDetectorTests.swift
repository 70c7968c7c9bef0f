import ChoreoCore
import ChoreoTestSupport
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

  /// One accessory height change, in points, and its grade (nil when clean).
  struct Row: CustomTestStringConvertible, Sendable {
    var name: String
    var change: Double
    var expected: Severity?
    var testDescription: String { name }
  }

  @Test(
    "an accessory height change alone is graded against 1 pt and 2 pt",
    arguments: [
      Row(name: "1 pt, at the warning limit: clean", change: 1.0, expected: nil),
      Row(name: "1.5 pt: warning", change: 1.5, expected: .warning),
      Row(name: "44 pt, a whole accessory: error", change: 44, expected: .error),
    ])
  func height(_ row: Row) {
    let found = findings(from: .standard, to: KeyboardTraits(accessoryHeight: row.change))
    #expect(found.map(\.severity) == (row.expected.map { [$0] } ?? []))
  }
}
