/// What `choreo-bench` is asked to measure, read from its command line.
///
/// Every figure the benchmark prints is a ratio to a reference measured in the same process; the
/// `--…-only` measurements stop after one loop so that an instruction profiler (valgrind's
/// callgrind) or an allocation counter (valgrind's memcheck) sees that loop and nothing else.
struct BenchOptions: Equatable {
  /// One measurement of the benchmark.
  enum Measurement: Equatable {
    /// Every figure, each against its reference; with `runsOnly`, the two run loops (without and
    /// with detectors) and nothing after them.
    case everything(runsOnly: Bool)
    /// `reduce` over every kind of event in a fixed order, for an allocation counter: two counts
    /// must allocate the same.
    case reduceOnly
    /// The analysis and every detector, on one trace of the benchmark scenario.
    case detectorsOnly
    /// The benchmark scenario's simulation, without detectors.
    case simulationOnly

    /// The measurements an option of their own asks for, each stopping after its loop.
    static let profiled: [Measurement] = [.reduceOnly, .detectorsOnly, .simulationOnly]

    /// The option that asks for it, if one does.
    var option: String? {
      switch self {
      case .everything: nil
      case .reduceOnly: "--reduce-only"
      case .detectorsOnly: "--detectors-only"
      case .simulationOnly: "--simulation-only"
      }
    }

    /// The count when the command line gives none: runs per loop for everything, enough events
    /// or runs for a profiler otherwise.
    var defaultCount: Int {
      if case .everything = self { 20_000 } else { 1_000 }
    }
  }

  /// What is measured.
  var measurement: Measurement
  /// Runs per loop (events for ``Measurement/reduceOnly``).
  var count: Int

  /// The largest count accepted: a full benchmark of this many runs per loop takes hours.
  static let maximumCount = 10_000_000

  /// The one-line synopsis, for errors.
  static let usage =
    "Usage: choreo-bench [<count>] [--runs-only] | --reduce-only <count> | "
    + "--detectors-only <count> | --simulation-only <count>"

  /// What `--help` prints.
  static let help = """
    OVERVIEW: Measures Choreography in release mode: every figure is a ratio to a reference timed
    in the same process (run it as `swift run -c release choreo-bench`).

    USAGE: choreo-bench [<count>] [--runs-only]
           choreo-bench --reduce-only [<count>]
           choreo-bench --detectors-only [<count>]
           choreo-bench --simulation-only [<count>]

    ARGUMENTS:
      <count>             Runs per loop (default 20000), or, with one of the --…-only options,
                          events or runs (default 1000); a whole number from 1 to \(maximumCount).

    OPTIONS:
      --runs-only         Stop after the runs without and with detectors (for callgrind).
      --reduce-only       Reduce <count> events, every kind in turn, and stop (for an
                          allocation counter).
      --detectors-only    Judge one trace of the benchmark scenario <count> times with every
                          detector and stop (for callgrind).
      --simulation-only   Run the benchmark scenario <count> times without detectors and stop
                          (for callgrind).
      -h, --help          Show this help.
    """

  /// A command line that asks for nothing the benchmark can measure: the message says what was
  /// wrong and what would be accepted; the benchmark exits with status 64.
  struct UsageError: Error, Equatable {
    var message: String
  }

  /// The measurement `arguments` (the command line after the program's name) ask for, or `nil`
  /// when they ask for help.
  static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions? {
    var measurement: Measurement?
    var runsOnly = false
    var count: Int?
    for argument in arguments {
      switch argument {
      case "-h", "--help", "help":
        return nil
      case "--runs-only":
        runsOnly = true
      case let option where Measurement.profiled.contains { $0.option == option }:
        if let measurement, let chosen = measurement.option {
          throw UsageError(message: "'\(chosen)' and '\(option)' cannot be combined.")
        }
        measurement = Measurement.profiled.first { $0.option == option }
      default:
        // A number, even a negative one, is a count to check; anything else with a dash is an
        // option the benchmark does not have.
        let isNumber = argument.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isNumber)
        if argument.hasPrefix("-") && !(isNumber && argument.count > 1) {
          throw UsageError(message: "Unknown option '\(argument)'.")
        }
        guard count == nil else {
          throw UsageError(message: "Unexpected argument '\(argument)'.")
        }
        guard let value = Int(argument), (1...maximumCount).contains(value) else {
          throw UsageError(
            message:
              "The value '\(argument)' is invalid for '<count>'. Accepted: a whole number from 1 "
              + "to \(maximumCount).")
        }
        count = value
      }
    }
    if let measurement, runsOnly, let option = measurement.option {
      throw UsageError(message: "'--runs-only' and '\(option)' cannot be combined.")
    }
    let chosen = measurement ?? .everything(runsOnly: runsOnly)
    return BenchOptions(measurement: chosen, count: count ?? chosen.defaultCount)
  }
}
