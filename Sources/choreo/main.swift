import ChoreoCommands
import Foundation

// Results stream to standard output through write(2): a closed pipe ends the process quietly
// (SIGPIPE), any other failed write is reported once and exits 74, and nothing traps.
StandardStream.endQuietlyOnClosedPipe()

func emit(_ text: String, to stream: StandardStream) {
  do {
    try stream.write(text)
  } catch {
    try? StandardStream.error.write("Error: cannot write output: \(error)\n")
    exit(ExitCode.ioError.rawValue)
  }
}

let console = Console(
  concurrency: ProcessInfo.processInfo.activeProcessorCount,
  write: { emit($0, to: .output) },
  progress: isatty(STDERR_FILENO) == 1 ? { emit($0, to: .error) } : nil)
let output = Choreo.main(Array(CommandLine.arguments.dropFirst()), console: console)
emit(output.standardOutput, to: .output)
emit(output.standardError, to: .error)
exit(output.exitCode.rawValue)
