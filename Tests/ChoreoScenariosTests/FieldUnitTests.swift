import ChoreoScenarios
import Foundation
import Testing

/// A field's unit, which labels print (a sweep's `by world.contentMountDelay (ms):`, a heat map's
/// axes), is the one its accepted text states.
@Suite("Field units")
struct FieldUnitTests {
  /// The unit an accepted text such as `0 to 600000 (ms), or null` or `60 or 120 (Hz)` states:
  /// the words in the brackets right after a number.
  static func statedUnit(_ accepted: String) -> String? {
    guard let bracket = accepted.range(of: #"[0-9] \("#, options: .regularExpression),
      let close = accepted[bracket.upperBound...].firstIndex(of: ")")
    else { return nil }
    return String(accepted[bracket.upperBound..<close])
  }

  @Test("every field's unit is the one its accepted text states, and only a number has one")
  func unitsMatchAcceptedText() {
    for field in ScenarioFields.all {
      #expect(field.unit == Self.statedUnit(field.accepted), "\(field.key): \(field.accepted)")
    }
  }

  @Test("a sweep labels its numbers with their unit")
  func labels() {
    #expect(ScenarioFields.field("world.contentMountDelay")?.unit == "ms")
    #expect(ScenarioFields.field("screen.viewOffset")?.unit == "pt")
    #expect(ScenarioFields.field("controller.retries")?.unit == "count")
    #expect(ScenarioFields.field("device")?.unit == nil)
  }
}
