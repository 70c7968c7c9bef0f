import ChoreoTestSupport
import Choreography
import Foundation
import Testing

@testable import ChoreoCommands

/// The project's JSON parser against Foundation's `JSONSerialization` on the fuzz corpus, the
/// bad-input table's files and a list of edge cases: the same decision to accept or reject, and
/// the same values for everything both accept, except the documented differences below.
@Suite("JSON parser against Foundation")
struct JSONParserDifferentialTests {
  /// Where the two parsers deliberately or unavoidably differ, and why.
  enum Difference: String, CaseIterable {
    /// A key twice in one object: this parser refuses the object, since a scenario file with
    /// two values for one field is a mistake; Foundation keeps one of them.
    case duplicateKey
    /// A number beyond a double: this parser keeps it as infinite with its text, so the field
    /// can refuse it by name; Foundation refuses the whole text.
    case numberBeyondDouble
    /// Nesting beyond 256 levels: this parser refuses it, to bound its stack; Foundation's limit
    /// differs by platform.
    case deepNesting
    /// A comma before a closing bracket: RFC 8259 has none, and this parser refuses it;
    /// Foundation on Linux accepts it.
    case trailingComma
  }

  static let edgeCases: [String] = [
    "{}", "[]", "0", "-0", "1.5e3", "1E-2", "\"a\\u00e9\\ud83d\\ude00\"",
    "{\"a\": [1, {\"b\": null}]}", "[true, false, null]", "\"\\\\\\/\\b\\f\\n\\r\\t\"",
    "1e309", "-1e309", "123456789012345678901234567890", "{\"a\": 1, \"a\": 2}", "[1,]",
    "{\"a\" 1}", "01", "1.", ".5", "+1", "\"\\x\"", "\"a", "[\"\\ud800\"]", "tru", "nul",
    " \n\t[1]\r\n", "\u{FEFF}{}",
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    "{\"a\": 1}x", "\"\u{0001}\"",
  ]

  static var inputs: [(name: String, data: Data)] {
    var inputs = edgeCases.enumerated().map { ("edge \($0.offset)", Data($0.element.utf8)) }
    let corpus = Snapshot.packageRoot.appendingPathComponent("Tests/ChoreoFuzzingTests/Corpus")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()) ?? [] {
      if let data = FileManager.default.contents(
        atPath: corpus.appendingPathComponent(name).path)
      {
        inputs.append((name, data))
      }
    }
    for input in BadInputTests.inputs {
      if let content = input.file { inputs.append((input.name, content.data)) }
    }
    return inputs
  }

  /// Foundation's value in the shape of ours, for comparison.
  static func convert(_ value: Any) -> JSONValue? {
    switch value {
    case is NSNull: return .null
    case let flag as Bool where type(of: value) == Bool.self:
      return .bool(flag)
    case let number as NSNumber:
      // Foundation reports booleans as numbers too, of the C type `char`.
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      return .number(number.doubleValue)
    case let text as String: return .string(text)
    case let array as [Any]:
      var values: [JSONValue] = []
      for element in array {
        guard let converted = convert(element) else { return nil }
        values.append(converted)
      }
      return .array(values)
    case let object as [String: Any]:
      var members: [(key: String, value: JSONValue)] = []
      for key in object.keys.sorted() {
        guard let converted = convert(object[key] as Any) else { return nil }
        members.append((key, converted))
      }
      return .object(members)
    default: return nil
    }
  }

  /// `value` with every object's keys sorted, as Foundation's dictionaries come back.
  static func sorted(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let values): .array(values.map(sorted))
    case .object(let members):
      .object(members.sorted { $0.key < $1.key }.map { ($0.key, sorted($0.value)) })
    default: value
    }
  }

  /// Which documented difference explains a disagreement on `text`, if any.
  static func difference(for text: String) -> Difference? {
    if text.contains("1e309") || text.contains("123456789012345678901234567890") {
      return .numberBeyondDouble
    }
    if text.filter({ $0 == "[" }).count > 256 { return .deepNesting }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      if error.message.hasPrefix("duplicate key") { return .duplicateKey }
    }
    if text.contains(",]") || text.contains(",}") { return .trailingComma }
    return nil
  }

  @Test("both parsers accept and reject the same texts, and agree on the values")
  func agree() throws {
    var disagreements: [String] = []
    for input in Self.inputs {
      // As the file loader does: text that is not UTF-8 is refused before it is parsed.
      let text = String(decoding: input.data, as: UTF8.self)
      let valid = String(data: input.data, encoding: .utf8) != nil
      let ours = valid ? try? JSONParser.parse(text) : nil
      let theirs = (try? JSONSerialization.jsonObject(with: input.data, options: .fragmentsAllowed))
        .flatMap(Self.convert)
      let same =
        switch (ours, theirs) {
        case (nil, nil): true
        case (let ours?, let theirs?): Self.sorted(ours) == theirs
        default: false
        }
      if !same, Self.difference(for: text) == nil {
        disagreements.append(
          "\(input.name): ours \(ours.map { $0.snippet } ?? "rejects"), Foundation's "
            + (theirs.map { $0.snippet } ?? "rejects"))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
  }
}
