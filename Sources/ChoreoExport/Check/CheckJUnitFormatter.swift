import ChoreoCore
import ChoreoDetectors

/// A check as JUnit XML, the report CI systems show as test results: one test case per input,
/// with one failure listing every finding it did not expect and every expectation nothing
/// matched, and one error per input that could not be read.
///
/// It validates against the Apache Ant JUnit schema (a copy is in the package's tests). A test
/// case is named compiler style, `path: name`, so two files that share a name stay two cases.
/// Its `time` is how long each check took on the wall clock (the schema requires it, and a run's
/// simulated length is not how long it took), so it is the one part of `choreo check`'s output
/// that differs between runs; 0 when the check was not timed. Its timestamp is the epoch.
public struct CheckJUnitFormatter: Sendable {
  /// A formatter.
  public init() {}

  /// The XML document for `report`.
  public func format(_ report: CheckReport) -> String {
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuite name=\"choreo check\" timestamp=\"1970-01-01T00:00:00\" hostname=\"localhost\""
        + " tests=\"\(report.outcomes.count + report.unreadable.count)\""
        + " failures=\"\(report.failures)\" errors=\"\(report.unreadable.count)\""
        + " time=\"\(seconds(report.outcomes.compactMap(\.elapsed).reduce(.zero, +)))\">",
      "  <properties>",
      "    <property name=\"summary\" value=\"\(escaped(report.summary))\"/>",
      "  </properties>",
    ]
    for outcome in report.outcomes {
      let open =
        "  <testcase name=\"\(escaped(outcome.label))\" classname=\"\(className(outcome.file))\""
        + " time=\"\(seconds(outcome.elapsed ?? .zero))\""
      if outcome.passed {
        lines.append(open + "/>")
        continue
      }
      let details = outcome.failureDetails
      lines.append(open + ">")
      lines.append(
        "    <failure message=\"\(escaped(outcome.verdictLine))\" type=\"findings\">"
          + details.map(escaped).joined(separator: "\n") + "</failure>")
      lines.append("  </testcase>")
    }
    for input in report.unreadable {
      lines.append(
        "  <testcase name=\"\(escaped(input.input))\" classname=\"unreadable\" time=\"0\">")
      lines.append(
        "    <error message=\"\(escaped(input.message))\" type=\"unreadable\">"
          + escaped(input.message) + "</error>")
      lines.append("  </testcase>")
    }
    lines.append("  <system-out>\(escaped(report.summary))</system-out>")
    lines.append("  <system-err></system-err>")
    lines.append("</testsuite>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The directory a file is in, or `built-in` for a built-in scenario.
  private func className(_ file: String?) -> String {
    guard let file, let slash = file.lastIndex(of: "/") else {
      return file == nil ? "built-in" : "."
    }
    return escaped(String(file[..<slash]))
  }

  /// Seconds with three decimals.
  private func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    return FixedPoint.format(Double(whole) + Double(attoseconds) / 1e18, places: 3)
  }

  private func escaped(_ text: String) -> String { SVGWriter.escaped(text) }
}
