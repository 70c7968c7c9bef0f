import ChoreoCore
import ChoreoDetectors

/// A check as SARIF 2.1.0, the format code-scanning tools read.
///
/// One rule per detector (its definition, what it measures and its sources) and one result per
/// finding, at level `error`
/// or `warning`, or `note` for a finding the input expects; an expectation nothing matched is an
/// `error` result of its detector; an input that could not be read is an `error` result of the
/// rule `unreadable` at its file (and the line and column of a syntax error), and a scenario that
/// exercised nothing one of the rule `exercised-nothing`. The driver names its version.
///
/// It validates against the OASIS SARIF 2.1.0 JSON schema (a copy is in the package's tests).
public struct CheckSARIFFormatter: Sendable {
  /// A formatter.
  public init() {}

  /// The SARIF log for `report`.
  public func format(_ report: CheckReport) -> JSONValue {
    var results: [JSONValue] = []
    for outcome in report.outcomes {
      for finding in outcome.findings {
        let expected = outcome.expected.contains { $0.matches(finding) }
        results.append(
          result(
            finding.detector, level: expected ? "note" : finding.severity.rawValue,
            message: "\(outcome.label): \(finding.message)", file: outcome.file,
            properties: [
              ("time", .number(finding.time.milliseconds)),
              ("magnitude", .number(finding.magnitude)), ("unit", .string(finding.unit)),
            ]))
      }
      for missing in outcome.verdict.missing {
        results.append(
          result(
            missing.detector, level: "error",
            message: "\(outcome.label): expected \(missing), not found", file: outcome.file,
            properties: []))
      }
      if let nothing = outcome.exercisedNothing {
        results.append(
          result(
            rule: Self.exercisedNothing, level: "error",
            message: "\(outcome.label): this scenario exercised nothing: \(nothing)",
            file: outcome.file, properties: []))
      }
    }
    for input in report.unreadable {
      results.append(
        result(
          rule: Self.unreadable, level: "error", message: input.message, file: input.input,
          position: input.position, properties: []))
    }
    let notifications: [JSONValue] = []
    return .object([
      (
        "$schema",
        .string(
          "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json"
        )
      ),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
            ("tool", .object([("driver", driver)])),
            (
              "invocations",
              .array([
                .object([
                  ("executionSuccessful", .bool(report.unreadable.isEmpty)),
                  ("toolExecutionNotifications", .array(notifications)),
                ])
              ])
            ),
            ("results", .array(results)),
          ])
        ])
      ),
    ])
  }

  /// The rules that are not detectors, after the detectors' in the driver's list: their ids,
  /// indices and descriptions.
  static let unreadable = (
    id: "unreadable", index: DetectorID.allCases.count,
    text: "The file could not be read as a scenario or a recording."
  )
  static let exercisedNothing = (
    id: "exercised-nothing", index: DetectorID.allCases.count + 1,
    text:
      "The scenario's script is empty or the platform ignored every action of it, so finding "
      + "nothing is no evidence."
  )

  private var driver: JSONValue {
    let own = [Self.unreadable, Self.exercisedNothing].map { rule in
      JSONValue.object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.text))])),
        ("defaultConfiguration", .object([("level", .string("error"))])),
      ])
    }
    return .object([
      ("name", .string("choreo")),
      ("version", .string(ChoreoVersion.current)),
      ("informationUri", .string("https://github.com/choreography/choreo")),
      ("rules", .array(DetectorID.allCases.map(rule) + own)),
    ])
  }

  private func rule(_ id: DetectorID) -> JSONValue {
    let info = id.info
    let details = info.details(.standard)
    let sources = info.sources.map(\.description).joined(separator: "; ")
    return .object([
      ("id", .string(id.rawValue)),
      ("shortDescription", .object([("text", .string(info.definition))])),
      ("fullDescription", .object([("text", .string(details))])),
      ("help", .object([("text", .string(details + " Sources: " + sources + "."))])),
      ("defaultConfiguration", .object([("level", .string("error"))])),
    ])
  }

  private func result(
    _ id: DetectorID, level: String, message: String, file: String?,
    properties: [(String, JSONValue)]
  ) -> JSONValue {
    result(
      rule: (id.rawValue, id.ordinal, ""), level: level, message: message, file: file,
      properties: properties)
  }

  private func result(
    rule: (id: String, index: Int, text: String), level: String, message: String, file: String?,
    position: (line: Int, column: Int)? = nil, properties: [(String, JSONValue)]
  ) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(rule.id)), ("ruleIndex", .number(Double(rule.index))),
      ("level", .string(level)), ("message", .object([("text", .string(message))])),
    ]
    if let file {
      var location: [(String, JSONValue)] = [
        ("artifactLocation", .object([("uri", .string(Self.uri(file)))]))
      ]
      if let position {
        location.append(
          (
            "region",
            .object([
              ("startLine", .number(Double(position.line))),
              ("startColumn", .number(Double(position.column))),
            ])
          ))
      }
      members.append(
        ("locations", .array([.object([("physicalLocation", .object(location))])])))
    }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    return .object(members)
  }

  /// A relative path as a URI reference: bytes other than unreserved characters and `/`
  /// percent-encoded.
  static func uri(_ path: String) -> String {
    var text = ""
    for byte in path.utf8 {
      let scalar = Unicode.Scalar(byte)
      let unreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || "-._~/".unicodeScalars.contains(scalar)
      if unreserved {
        text.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return text
  }
}
