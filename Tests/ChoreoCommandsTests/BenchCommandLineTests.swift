import Foundation
import Testing

/// The benchmark's command line, through the built `choreo-bench`: a bad count or an unknown
/// option gets one line of error and status 64 before anything is measured (a count of zero or
/// below used to trap in the per-detector loop), `--help` prints the options, and each profiler
/// measurement runs its loop the number of times asked.
///
/// Only the quick measurements run here; no figure is timed.
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
      name: "zero runs", arguments: ["0"],
      error:
        "Error: The value '0' is invalid for '<count>'. Accepted: a whole number from 1 to 10000000."
    ),
    Refusal(
      name: "negative runs", arguments: ["--detectors-only", "-5"],
      error:
        "Error: The value '-5' is invalid for '<count>'. Accepted: a whole number from 1 to 10000000."
    ),
    Refusal(
      name: "more runs than an Int holds", arguments: ["99999999999999999999"],
      error:
        "Error: The value '99999999999999999999' is invalid for '<count>'. Accepted: a whole number "
        + "from 1 to 10000000."),
    Refusal(
      name: "not a number", arguments: ["--simulation-only", "many"],
      error:
        "Error: The value 'many' is invalid for '<count>'. Accepted: a whole number from 1 to 10000000."
    ),
    Refusal(
      name: "unknown option", arguments: ["--detector-only", "10"],
      error: "Error: Unknown option '--detector-only'."),
    Refusal(
      name: "two counts", arguments: ["10", "20"],
      error: "Error: Unexpected argument '20'."),
    Refusal(
      name: "two measurements", arguments: ["--reduce-only", "--simulation-only"],
      error: "Error: '--reduce-only' and '--simulation-only' cannot be combined."),
    Refusal(
      name: "runs only with a profiler measurement",
      arguments: ["--runs-only", "--detectors-only"],
      error: "Error: '--runs-only' and '--detectors-only' cannot be combined."),
  ]

  @Test("a bad command line gets one line of error, the usage and status 64", arguments: refusals)
  func refuse(_ refusal: Refusal) throws {
    let result = try ChoreoBinary.run(refusal.arguments, executable: ChoreoBinary.benchURL)
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == refusal.error)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: choreo-bench [<count>]") == true)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
  }

  @Test("--help prints every option and measures nothing")
  func help() throws {
    let result = try ChoreoBinary.run(["--help"], executable: ChoreoBinary.benchURL)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    for option in ["--runs-only", "--reduce-only", "--detectors-only", "--simulation-only"] {
      #expect(result.standardOutput.contains(option), "\(option) is not in the help")
    }
    #expect(!result.standardOutput.contains("runs/s"))
  }

  /// A profiler measurement, with the one line it must print.
  struct Measurement: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var output: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  // The benchmark scenario samples 241 frames (2 s at 120 Hz) and the pattern finds nothing in it.
  @Test(
    "each profiler measurement runs its loop the number of times asked",
    arguments: [
      Measurement(arguments: ["--simulation-only", "3"], output: "ran 3 simulations, 723 frames"),
      Measurement(arguments: ["2", "--detectors-only"], output: "judged 2 traces, 0 findings"),
      Measurement(arguments: ["--reduce-only"], output: "reduced 1000 events, 494 effects"),
    ])
  func measure(_ measurement: Measurement) throws {
    let result = try ChoreoBinary.run(measurement.arguments, executable: ChoreoBinary.benchURL)
    #expect(result.status == 0)
    #expect(result.standardOutput == measurement.output + "\n")
  }
}
