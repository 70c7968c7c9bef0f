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
  /// An output file could not be written (EX_CANTCREAT).
  case cannotCreate = 73
}
