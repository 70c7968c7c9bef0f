import ChoreoCommands
import Foundation

let console = Console(
  concurrency: ProcessInfo.processInfo.activeProcessorCount,
  write: { FileHandle.standardOutput.write(Data($0.utf8)) },
  progress: isatty(STDERR_FILENO) == 1 ? { FileHandle.standardError.write(Data($0.utf8)) } : nil)
let output = Choreo.main(Array(CommandLine.arguments.dropFirst()), console: console)
FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
FileHandle.standardError.write(Data(output.standardError.utf8))
exit(output.exitCode.rawValue)
