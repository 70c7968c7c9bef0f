/// What `choreo-bench` is asked to do, read from its command line: measure every budget, or only
/// reduce events for an allocation counter.
struct BenchOptions: Equatable {
  /// One measurement of the benchmark.
  enum Measurement: Equatable {
    /// Every budget, each with its figure, its limit and its margin.
    case budgets
    /// The budgets' names and limits, measuring nothing.
    case list
    /// `reduce` over this many events, every kind in turn, for an allocation counter (valgrind's
    /// memcheck): two counts must allocate the same.
    case reduceOnly(Int)
  }

  /// What is measured.
  var measurement: Measurement

  /// The largest count `--reduce-only` accepts.
  static let maximumCount = 10_000_000

  /// The one-line synopsis, for errors.
  static let usage = "Usage: choreo-bench [--list | --reduce-only <count>]"

  /// What `--help` prints.
  static let help = """
    OVERVIEW: Measures Choreography against the budgets a user feels, in release mode (run it as
    `swift run -c release choreo-bench`): each budget prints with its figure, its limit and its
    margin, and the benchmark exits 1 when one is broken.

    USAGE: choreo-bench
           choreo-bench --list
           choreo-bench --reduce-only <count>

    OPTIONS:
      --list              Print each budget and its limit, and measure nothing.
      --reduce-only <count>
                          Reduce <count> events, every kind in turn, and stop (for an
                          allocation counter); a whole number from 1 to \(maximumCount).
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
    var remaining = arguments[...]
    var measurement = Measurement.budgets
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help", "help":
        return nil
      case "--list":
        guard case .budgets = measurement else {
          throw UsageError(message: "'--list' cannot be combined with another measurement.")
        }
        measurement = .list
      case "--reduce-only":
        if case .list = measurement {
          throw UsageError(message: "'--list' cannot be combined with another measurement.")
        }
        guard case .budgets = measurement else {
          throw UsageError(message: "'--reduce-only' is given twice.")
        }
        guard let value = remaining.popFirst() else {
          throw UsageError(message: "Missing value for '--reduce-only <count>'.")
        }
        guard let count = Int(value), (1...maximumCount).contains(count) else {
          throw UsageError(
            message:
              "The value '\(value)' is invalid for '--reduce-only <count>'. Accepted: a whole "
              + "number from 1 to \(maximumCount).")
        }
        measurement = .reduceOnly(count)
      default:
        throw UsageError(
          message: argument.hasPrefix("-")
            ? "Unknown option '\(argument)'." : "Unexpected argument '\(argument)'.")
      }
    }
    return BenchOptions(measurement: measurement)
  }
}
