import Choreography

/// Why a command could not do its work, with the exit status it maps to.
public enum CommandError: Error, Equatable, Sendable {
  /// The command line is wrong; the usage of `command` follows the message.
  case usage(String, command: String?)
  /// An input is the wrong kind for the command (a recording given to `run`, a scenario file to
  /// `analyze`); the message names the command that reads it.
  case wrongKind(String)
  /// A scenario file is malformed.
  case badScenario(ScenarioFileError)
  /// An input other than a scenario file holds nothing usable; the message names the file.
  case badData(String)
  /// An input does not exist.
  case missingInput(String)
  /// An output file could not be written.
  case cannotWrite(path: String, reason: String)
  /// A bug in `choreo`.
  case internalError(String)

  /// The exit status for this error.
  public var exitCode: ExitCode {
    switch self {
    case .usage, .wrongKind: .usage
    case .badScenario, .badData: .dataError
    case .missingInput: .noInput
    case .cannotWrite: .ioError
    case .internalError: .internalError
    }
  }

  /// The text for standard error: `Error: ...`, and for usage errors the usage line and where to
  /// find help.
  public var message: String {
    switch self {
    case .usage(let message, let command):
      let usage = command.flatMap(Choreo.spec(named:))?.usage ?? Choreo.usage
      let help = command.map { "choreo \($0) --help" } ?? "choreo --help"
      return "Error: \(message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
    case .badScenario(let error):
      return "Error: \(error)\n"
    case .badData(let message), .wrongKind(let message):
      return "Error: \(message)\n"
    case .missingInput(let message):
      return "Error: \(message)\n"
    case .cannotWrite(let path, let reason):
      return "Error: cannot write '\(path)': \(reason)\n"
    case .internalError(let message):
      return "Error: internal error: \(message)\n"
    }
  }
}
