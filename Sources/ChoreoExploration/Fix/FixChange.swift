import ChoreoCore
import ChoreoDetectors

/// One field a fix changes: from what to what, and which of the scenario's error findings that
/// change alone removes.
public struct FixChange: Hashable, Sendable, CustomStringConvertible {
  /// The field's key, such as `controller.focusTrigger`.
  public var key: String
  /// Its value in the scenario, as a file writes it; `nil` when the file leaves it out.
  public var from: JSONValue?
  /// The value the fix sets.
  public var to: JSONValue
  /// The scenario's error findings that go away with this change alone.
  public var removes: [DetectorID]

  /// A change with every field given.
  public init(key: String, from: JSONValue?, to: JSONValue, removes: [DetectorID] = []) {
    self.key = key
    self.from = from
    self.to = to
    self.removes = removes
  }

  /// `controller.focusTrigger: "onAppear" -> "onContentMount"`.
  public var description: String {
    let writer = JSONWriter(style: .compact)
    return "\(key): \(from.map(writer.string) ?? "none") -> \(writer.string(to))"
  }
}
