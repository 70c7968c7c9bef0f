import ChoreoCommands
import Choreography
import Dispatch
import Foundation

/// A limit a user feels, with how it is measured: the time a command takes to answer (or, for a
/// recording, the memory it grows by), against the limit.
struct Budget {
  /// What is measured, as the report prints it.
  var name: String
  /// The limit, in the measurement's unit.
  var limit: Double
  /// The unit: `ms` or `MiB`.
  var unit: String
  /// Measures once and returns the figure, with a note on what was measured.
  var measure: () -> (figure: Double, note: String)

  /// How many times each budget is measured; the best figure is kept, so that a slow spell of a
  /// shared machine does not fail a budget the code meets.
  static let attempts = 3

  /// The best figure of ``attempts`` measurements, and its note.
  func best() -> (figure: Double, note: String) {
    var best = measure()
    for _ in 1..<Self.attempts {
      let next = measure()
      if next.figure < best.figure { best = next }
    }
    return best
  }
}

/// Milliseconds `body` takes.
func milliseconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// Runs `choreo` in this process with `arguments`, stopping the benchmark with status 70 if the
/// command fails in a way the budget does not expect (exit status above 1).
func choreo(_ arguments: [String]) {
  let output = Choreo.main(arguments)
  guard output.exitCode.rawValue <= 1 else {
    FileHandle.standardError.write(
      Data(
        "choreo-bench: 'choreo \(arguments.joined(separator: " "))' failed: \(output.standardError)"
          .utf8))
    exit(70)
  }
}

extension Budget {
  /// Every budget, in the order they print.
  static func all(scratch: URL) -> [Budget] {
    let names = BuiltInScenarios.all.map(\.name)
    let failing = BuiltInScenarios.all.filter { scenario in
      var simulation = Simulation(scenario: scenario)
      return Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds)
        .contains { $0.severity == .error }
    }.map(\.name)
    /// The slowest of `names` under `command`, as `(milliseconds, name)`.
    func slowest(_ names: [String], _ command: (String) -> [String]) -> (
      figure: Double, note: String
    ) {
      var worst = (figure: 0.0, note: "")
      for name in names {
        let time = milliseconds { choreo(command(name)) }
        if time > worst.figure { worst = (time, name) }
      }
      return worst
    }
    let plotPath = scratch.appendingPathComponent("plot.svg").path
    let pagePath = scratch.appendingPathComponent("page.html").path
    return [
      Budget(name: "check every built-in", limit: 1000, unit: "ms") {
        (milliseconds { choreo(["check"] + names) }, "\(names.count) scenarios")
      },
      Budget(name: "run one built-in", limit: 100, unit: "ms") {
        slowest(names) { ["run", $0] }
      },
      Budget(name: "check one built-in", limit: 100, unit: "ms") {
        slowest(names) { ["check", $0] }
      },
      Budget(name: "plot one built-in", limit: 100, unit: "ms") {
        slowest(names) { ["plot", $0, "-o", plotPath] }
      },
      Budget(name: "play one built-in", limit: 100, unit: "ms") {
        slowest(names) { ["play", $0, "-o", pagePath] }
      },
      Budget(name: "sweep 10,000 combinations", limit: 2000, unit: "ms") {
        let arguments = [
          "sweep", "naive-delayed-focus", "--vary", "world.contentMountDelay=0...990:10",
          "--vary", "controller.focusDelay=0...990:10", "--jobs", "2",
        ]
        return (milliseconds { choreo(arguments) }, "100 x 100, 2 jobs")
      },
      Budget(name: "fix any built-in", limit: 1000, unit: "ms") {
        slowest(failing) { ["fix", $0] }
      },
      Budget(name: "verify any built-in", limit: 2000, unit: "ms") {
        slowest(names) { ["verify", $0] }
      },
    ]
  }

  /// The recording budgets: ten minutes of a chat explained in time, an hour at 120 Hz analysed in
  /// time, and with memory that does not grow from one analysis to the next.
  static func recording(at path: String, tenMinutes: String = "") -> [Budget] {
    [
      Budget(name: "explain a 10-minute recording", limit: 10_000, unit: "ms") {
        (milliseconds { choreo(["explain", tenMinutes]) }, "72,000 frames, 240 actions")
      },
      Budget(name: "analyse a 1-hour 120 Hz recording", limit: 5000, unit: "ms") {
        (milliseconds { choreo(["analyze", path]) }, "432,000 frames, 5 views")
      },
      Budget(name: "memory grown by analysing it again", limit: 16, unit: "MiB") {
        choreo(["analyze", path])
        let before = residentKiB() ?? 0
        choreo(["analyze", path])
        let after = residentKiB() ?? before
        return (Double(max(0, after - before)) / 1024, "resident \(after / 1024) MiB after")
      },
    ]
  }
}
