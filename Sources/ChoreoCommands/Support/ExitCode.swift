/// Exit statuses, from sysexits(3) where one applies.
public enum ExitCode: Int32, Sendable {
  /// Success.
  case success = 0
  /// A check failed: the scenario's findings are not what it expects.
  case failure = 1
  /// The command line is wrong (EX_USAGE).
  case usage = 64
  /// An input file is malformed (EX_DATAERR).
  case dataError = 65
  /// An input file or scenario does not exist (EX_NOINPUT).
  case noInput = 66
  /// Something inside `choreo` went wrong (EX_SOFTWARE).
  case internalError = 70
  /// Output could not be written: standard output, or an output file (EX_IOERR).
  case ioError = 74

  /// How severe the status is when several files end differently: an internal error, then a
  /// missing input, then bad data, then a failed check, then success.
  var severity: Int {
    switch self {
    case .internalError: 5
    case .noInput: 4
    case .dataError: 3
    case .usage: 3
    case .ioError: 3
    case .failure: 1
    case .success: 0
    }
  }

  /// The more severe of this status and `other`.
  func mostSevere(_ other: ExitCode) -> ExitCode {
    other.severity > severity ? other : self
  }
}
