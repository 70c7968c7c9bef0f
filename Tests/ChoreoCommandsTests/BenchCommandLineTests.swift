import ChoreoTestSupport
import Foundation
import Testing

/// The benchmark's command line, through the built `choreo-bench`: a bad count or an unknown
/// option gets one line of error and status 64 before anything is measured, `--help` prints the
/// options, and `--reduce-only` reduces the number of events asked.
///
/// No budget is timed here: CI runs the benchmark itself.
@Suite("choreo-bench's command line")
struct BenchCommandLineTests {
  /// A command line the benchmark refuses, with the first line of standard error it must print.
  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var error: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "zero events", arguments: ["--reduce-only", "0"],
      error:
        "Error: The value '0' is invalid for '--reduce-only <count>'. Accepted: a whole number "
        + "from 1 to 10000000."),
    Refusal(
      name: "more events than an Int holds", arguments: ["--reduce-only", "99999999999999999999"],
      error:
        "Error: The value '99999999999999999999' is invalid for '--reduce-only <count>'. "
        + "Accepted: a whole number from 1 to 10000000."),
    Refusal(
      name: "no count", arguments: ["--reduce-only"],
      error: "Error: Missing value for '--reduce-only <count>'."),
    Refusal(
      name: "unknown option", arguments: ["--runs-only"],
      error: "Error: Unknown option '--runs-only'."),
    Refusal(name: "a count alone", arguments: ["20"], error: "Error: Unexpected argument '20'."),
    Refusal(
      name: "twice", arguments: ["--reduce-only", "3", "--reduce-only", "4"],
      error: "Error: '--reduce-only' is given twice."),
    Refusal(
      name: "list and reduce", arguments: ["--list", "--reduce-only", "4"],
      error: "Error: '--list' cannot be combined with another measurement."),
  ]

  @Test("a bad command line gets one line of error, the usage and status 64", arguments: refusals)
  func refuse(_ refusal: Refusal) throws {
    let result = try ChoreoBinary.run(refusal.arguments, executable: ChoreoBinary.benchURL)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == refusal.error)
    #expect(lines.dropFirst().first == "Usage: choreo-bench [--list | --reduce-only <count>]")
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }

  @Test("--help prints the options and measures nothing")
  func help() throws {
    let result = try ChoreoBinary.run(["--help"], executable: ChoreoBinary.benchURL)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.contains("--reduce-only <count>"))
    #expect(!result.standardOutput.contains("every budget holds"))
  }

  @Test("--reduce-only reduces the number of events asked and stops")
  func reduce() throws {
    let result = try ChoreoBinary.run(
      ["--reduce-only", "1000"], executable: ChoreoBinary.benchURL)
    #expect(result.status == 0)
    #expect(result.standardOutput == "reduced 1000 events, 494 effects\n")
  }
}
