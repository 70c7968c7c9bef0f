/// Text written as UTF-8 bytes into one growing buffer and made into a `String` once: how the
/// diagram renderers write, since appending many short pieces to a `String` costs more than the
/// bytes themselves.
struct UTF8Buffer {
  private var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends `text`'s UTF-8.
  static func += (buffer: inout UTF8Buffer, text: String) {
    buffer.bytes.append(contentsOf: text.utf8)
  }

  /// The text written.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
