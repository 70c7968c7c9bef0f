import Choreography
import Foundation

// The budgets a user feels, measured in release mode: `swift run -c release choreo-bench`. Each
// prints with its figure, its limit and its margin; the benchmark exits 1 when any is broken, so
// CI fails on it.

let options: BenchOptions
do {
  guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
    print(BenchOptions.help)
    exit(0)
  }
  options = parsed
} catch {
  FileHandle.standardError.write(
    Data(
      ("Error: \(error.message)\n\(BenchOptions.usage)\n"
        + "  See 'choreo-bench --help' for more information.\n").utf8))
  exit(64)
}

if case .reduceOnly(let iterations) = options.measurement {
  // Two counts must allocate the same: the events are built once, and every kind of event is
  // replayed in a fixed order.
  let events =
    ControllerEvent.Kind.allCases.map { ControllerEvent.representative(of: $0) }
    + [.detentDidChange(.medium)]
  let controller = SheetController(options: .pattern)
  let initial = ControllerState.initial(options: .pattern)
  var state = initial
  var emitted = 0
  for index in 0..<iterations {
    if index & 63 == 0 { state = initial }
    emitted &+= controller.reduce(&state, events[index % events.count]).effects.count
  }
  print("reduced \(iterations) events, \(emitted) effects")
  exit(0)
}

if case .list = options.measurement {
  // The budgets without their figures, as the Performance article lists them.
  for budget in Budget.all(scratch: FileManager.default.temporaryDirectory)
    + Budget.recording(at: "")
  {
    print(
      budget.name.padding(toLength: 36, withPad: " ", startingAt: 0) + "under "
        + FixedPoint.compact(budget.limit) + " " + budget.unit)
  }
  exit(0)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "choreo-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }
let recordingPath = scratch.appendingPathComponent("hour.jsonl").path
guard
  FileManager.default.createFile(
    atPath: recordingPath, contents: Data(recording(minutes: 60).utf8))
else {
  FileHandle.standardError.write(Data("Error: \(recordingPath): cannot write the recording\n".utf8))
  exit(74)
}

let tenMinutesPath = scratch.appendingPathComponent("ten-minutes.jsonl").path
guard
  FileManager.default.createFile(
    atPath: tenMinutesPath, contents: Data(chatRecording(minutes: 10).utf8))
else {
  FileHandle.standardError.write(
    Data("Error: \(tenMinutesPath): cannot write the recording\n".utf8))
  exit(74)
}

let budgets =
  Budget.all(scratch: scratch)
  + Budget.recording(at: recordingPath, tenMinutes: tenMinutesPath)
var broken: [String] = []
print("budget                               figure      limit    margin")
for budget in budgets {
  let (figure, note) = budget.best()
  let margin = figure > 0 ? budget.limit / figure : .infinity
  let held = figure <= budget.limit
  if !held { broken.append(budget.name) }
  let number = { (value: Double) in FixedPoint.format(value, places: 1) + " " + budget.unit }
  print(
    budget.name.padding(toLength: 36, withPad: " ", startingAt: 0)
      + number(figure).leftPadded(10) + number(budget.limit).leftPadded(11)
      + (margin.isFinite ? FixedPoint.format(margin, places: 1) + "x" : "-").leftPadded(10)
      + (held ? "" : "  BROKEN") + "  (" + note + ")")
}
try? FileManager.default.removeItem(at: scratch)
if broken.isEmpty {
  print("every budget holds (best of \(Budget.attempts) measurements each)")
} else {
  print("broken: " + broken.joined(separator: ", "))
  exit(1)
}

extension String {
  /// The string padded on the left with spaces to `width` characters.
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
