import ChoreoTestSupport
import Choreography
import Foundation
import Testing

/// The JSON Schemas the documentation publishes for `choreo run --format json` and `choreo check
/// --format json` hold for real output: every built-in's trace, and the check report of the
/// fixture tree as the end-to-end golden file keeps it. (`.ci/validate-reports` validates the
/// same files with Python's `jsonschema` too.)
@Suite("Published JSON schemas")
struct PublishedSchemaTests {
  static let resources = Snapshot.packageRoot.appendingPathComponent(
    "Sources/Choreography/Choreography.docc/Resources")

  static func schema(_ name: String) throws -> JSONValue {
    let data = try #require(
      FileManager.default.contents(atPath: resources.appendingPathComponent(name).path))
    return try JSONParser.parse(String(decoding: data, as: UTF8.self))
  }

  @Test("every built-in's trace, frames and findings included, follows trace.schema.json")
  func traces() throws {
    let schema = try Self.schema("trace.schema.json")
    for scenario in BuiltInScenarios.all {
      var simulation = Simulation(scenario: scenario)
      let trace = simulation.run()
      let document = TraceJSONFormatter(includesFrames: true).document(
        trace, summary: scenario.summary,
        findings: Detectors.findings(in: trace, thresholds: scenario.thresholds))
      let errors = SchemaCheck(root: schema).errors(in: document)
      #expect(errors.isEmpty, "\(scenario.name): \(errors.prefix(5))")
    }
  }

  @Test("the check report of the fixture tree follows check-report.schema.json")
  func checkReport() throws {
    let schema = try Self.schema("check-report.schema.json")
    let golden = Snapshot.packageRoot.appendingPathComponent(
      "Tests/ChoreoCommandsTests/Snapshots/cli/check-tree-json.txt")
    let text = String(
      decoding: try #require(FileManager.default.contents(atPath: golden.path)), as: UTF8.self)
    // The golden file is the command, its exit status and its streams: the report is standard
    // output.
    let output =
      try #require(text.components(separatedBy: "--- standard output\n").last)
      .components(separatedBy: "--- standard error").first ?? ""
    let report = try JSONParser.parse(output)
    #expect(SchemaCheck(root: schema).errors(in: report) == [])
  }

  @Test("the schema check bites: a wrong type, a missing key and an unknown key are errors")
  func bites() throws {
    let schema = try Self.schema("check-report.schema.json")
    let report = try JSONParser.parse(
      #"{"checked": [], "unreadable": [], "duplicateNames": [], "summaryText": 3, "extra": 1}"#)
    let errors = SchemaCheck(root: schema).errors(in: report)
    #expect(errors.contains { $0.contains("summary: missing") })
    #expect(errors.contains { $0.contains("summaryText: expected string") })
    #expect(errors.contains { $0.contains("extra: not allowed") })
  }
}

/// The part of JSON Schema (draft 7) the published schemas use.
///
/// It checks `type`, `enum`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `$ref` to `#/definitions/…`, `pattern`, `minimum` and `minItems`. A keyword outside that is reported, so a schema cannot rely on a
/// check this does not make.
struct SchemaCheck {
  let root: JSONValue

  static let annotations: Set<String> = ["$schema", "$id", "title", "description"]
  static let keywords: Set<String> = [
    "type", "enum", "properties", "required", "additionalProperties", "items", "$ref", "pattern",
    "minimum", "minItems", "definitions",
  ]

  func errors(in value: JSONValue) -> [String] { errors(value, against: root, at: "$") }

  private func errors(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
    guard case .object(let members) = schema else {
      return ["\(path): the schema is not an object"]
    }
    var found: [String] = []
    for (key, _) in members where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
      found.append("\(path): the schema uses \(key), which this check does not make")
    }
    if case .string(let reference)? = schema["$ref"] {
      let name = reference.replacingOccurrences(of: "#/definitions/", with: "")
      guard let target = root["definitions"]?[name] else { return ["\(path): no \(reference)"] }
      return found + errors(value, against: target, at: path)
    }
    if let types = schema["type"], !Self.matches(value, types) {
      return found + ["\(path): expected \(Self.names(types)), found \(Self.typeName(value))"]
    }
    if case .array(let allowed)? = schema["enum"], !allowed.contains(value) {
      found.append("\(path): \(value) is not one of the enum")
    }
    if case .string(let pattern)? = schema["pattern"], case .string(let text) = value,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      found.append("\(path): \"\(text)\" does not match \(pattern)")
    }
    if case .number(let minimum, _)? = schema["minimum"], case .number(let number, _) = value,
      number < minimum
    {
      found.append("\(path): \(number) is below \(minimum)")
    }
    if case .object(let object) = value { found += objectErrors(object, schema: schema, at: path) }
    if case .array(let elements) = value {
      if case .number(let least, _)? = schema["minItems"], Double(elements.count) < least {
        found.append("\(path): \(elements.count) items, fewer than \(least)")
      }
      if let items = schema["items"] {
        for (index, element) in elements.enumerated() {
          found += errors(element, against: items, at: "\(path)[\(index)]")
        }
      }
    }
    return found
  }

  private func objectErrors(
    _ object: [(key: String, value: JSONValue)], schema: JSONValue, at path: String
  ) -> [String] {
    var found: [String] = []
    let keys = Set(object.map(\.key))
    if case .array(let required)? = schema["required"] {
      for case .string(let key) in required where !keys.contains(key) {
        found.append("\(path).\(key): missing")
      }
    }
    let properties = schema["properties"]
    for (key, member) in object {
      if let property = properties?[key] {
        found += errors(member, against: property, at: "\(path).\(key)")
      } else if schema["additionalProperties"] == .bool(false) {
        found.append("\(path).\(key): not allowed")
      }
    }
    return found
  }

  private static func matches(_ value: JSONValue, _ types: JSONValue) -> Bool {
    let names: [String] =
      switch types {
      case .string(let name): [name]
      case .array(let list):
        list.compactMap { if case .string(let name) = $0 { name } else { nil } }
      default: []
      }
    return names.contains { name in
      switch (name, value) {
      case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
        ("object", .object), ("number", .number):
        true
      case ("integer", .number(let number, _)): number == number.rounded()
      default: false
      }
    }
  }

  private static func names(_ types: JSONValue) -> String {
    switch types {
    case .string(let name): name
    case .array(let list):
      list.map { if case .string(let name) = $0 { name } else { "?" } }
        .joined(separator: " or ")
    default: "?"
    }
  }

  private static func typeName(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
