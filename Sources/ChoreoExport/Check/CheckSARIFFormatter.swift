import ChoreoCore
import ChoreoDetectors

/// A check as SARIF 2.1.0, the format code-scanning tools read: one rule per detector (its
/// definition, what it measures and its sources) and one result per finding, at level `error`
/// or `warning`, or `note` for a finding the input expects; an expectation nothing matched is an
/// `error` result of its detector, and an input that could not be read a tool notification.
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
            message: "\(outcome.name): \(finding.message)", file: outcome.file,
            properties: [
              ("time", .number(finding.time.milliseconds)),
              ("magnitude", .number(finding.magnitude)), ("unit", .string(finding.unit)),
            ]))
      }
      for missing in outcome.verdict.missing {
        results.append(
          result(
            missing.detector, level: "error",
            message: "\(outcome.name): expected \(missing), not found", file: outcome.file,
            properties: []))
      }
    }
    let notifications: [JSONValue] = report.unreadable.map { input in
      .object([
        ("level", .string("error")), ("message", .object([("text", .string(input.message))])),
      ])
    }
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

  private var driver: JSONValue {
    .object([
      ("name", .string("choreo")),
      ("rules", .array(DetectorID.allCases.map(rule))),
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
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(id.rawValue)), ("ruleIndex", .number(Double(id.ordinal))),
      ("level", .string(level)), ("message", .object([("text", .string(message))])),
    ]
    if let file {
      members.append(
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([("artifactLocation", .object([("uri", .string(Self.uri(file)))]))])
              )
            ])
          ])
        ))
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
