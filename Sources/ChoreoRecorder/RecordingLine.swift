import ChoreoCore

/// One line of a recording: its kind, its time, and its fields in the order they are written.
public struct RecordingLine: Sendable {
  /// What the line records.
  public var kind: RecordingFormat.Kind
  /// When, in seconds on the recording's clock; `nil` when the source gave no time.
  public var time: Double?
  /// The line's own fields, in order.
  public var fields: [(key: String, value: JSONValue)]

  /// A line of `kind` at `time` with `fields`.
  public init(
    _ kind: RecordingFormat.Kind, at time: Double?, _ fields: [(key: String, value: JSONValue)] = []
  ) {
    self.kind = kind
    self.time = time
    self.fields = fields
  }

  /// The line as JSON on one line, without its newline: `kind`, then `t`, then the fields.
  public var text: String {
    var members: [(key: String, value: JSONValue)] = [("kind", .string(kind.rawValue))]
    if let time { members.append(("t", Self.number(time, places: 6))) }
    members += fields
    return JSONWriter(style: .compact).string(.object(members))
  }

  /// A number written with up to `places` decimals: six for times (microseconds) and
  /// geometry (a millionth of a point), so that a recording reads back as it was measured.
  public static func number(_ value: Double, places: Int = 6) -> JSONValue {
    .number(value, literal: value.isFinite ? FixedPoint.compact(value, places: places) : nil)
  }

  /// A rectangle as `[x, y, width, height]`.
  public static func rect(x: Double, y: Double, width: Double, height: Double) -> JSONValue {
    .array([number(x), number(y), number(width), number(height)])
  }
}
