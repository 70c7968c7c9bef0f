import Choreography
import Dispatch
import Foundation

// Measures simulated runs per second in release mode: `swift run -c release choreo-bench`.
// Every figure is reported next to a baseline measured in the same process, so the ratios hold
// whatever the machine.

/// The benchmark scenario: the full pattern, opened at 0 and closed at 1.5 s, 2 s at 120 Hz.
let scenario: Scenario = {
  var scenario = BuiltInScenarios.prewarmHandoff
  scenario.name = "bench-2s"
  scenario.script = [ScriptStep(ms: 0, .present), ScriptStep(ms: 1500, .close)]
  scenario.duration = Ticks(milliseconds: 2000)
  return scenario
}()

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
let iterations = options.count
let runsOnly = options.measurement == .everything(runsOnly: true)
switch options.measurement {
case .everything:
  break
case .reduceOnly:
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
case .detectorsOnly:
  var simulation = Simulation(scenario: scenario)
  let trace = simulation.run()
  var found = 0
  for _ in 0..<iterations { found &+= Detectors.findings(in: trace).count }
  print("judged \(iterations) traces, \(found) findings")
  exit(0)
case .simulationOnly:
  var frames = 0
  for _ in 0..<iterations {
    var simulation = Simulation(scenario: scenario)
    frames &+= simulation.run().frames.count
  }
  print("ran \(iterations) simulations, \(frames) frames")
  exit(0)
}
let frames = Simulation(scenario: scenario).trace.frames.capacity
var warm = Simulation(scenario: scenario)
_ = warm.run()

// The two loops alternate over short rounds of `iterations / 25` runs each, so that a slow spell
// of the machine (this VM's speed swings by a third) lands on both loops of a round alike. Each
// loop's runs/s are reported as the median and the best of its rounds; the detector cost is the
// median of the rounds' own ratios, with the middle half of them to show how far the machine let
// it wander.
let rounds = 25
let perRound = max(1, iterations / rounds)
var simulateRates: [Double] = []
var fullRates: [Double] = []
var frameChecksum = 0
var findingChecksum = 0
for _ in 0..<rounds {
  simulateRates.append(
    rate(iterations: perRound, checksum: &frameChecksum) {
      var simulation = Simulation(scenario: scenario)
      return simulation.run().frames.count
    })
  fullRates.append(
    rate(iterations: perRound, checksum: &findingChecksum) {
      var simulation = Simulation(scenario: scenario)
      return Detectors.findings(in: simulation.run()).count
    })
}
let simulate = summary(simulateRates).median
let full = summary(fullRates).median
report("simulation only (detectors off)", simulateRates)
report("simulation + all detectors", fullRates)
print(
  "frames per run: \(frameChecksum / (rounds * perRound)); findings per run: "
    + "\(findingChecksum / (rounds * perRound)); frames/s with detectors: \(Int(full * Double(frames)))"
)
let costs = zip(simulateRates, fullRates).map { pair in (pair.0 / pair.1 - 1) * 100 }.sorted()
print(
  "detector cost: \(Int(costs[rounds / 2].rounded())) % on top of the simulation (median of "
    + "\(rounds) paired rounds; middle half \(Int(costs[rounds / 4].rounded()))–"
    + "\(Int(costs[rounds - 1 - rounds / 4].rounded())) %)")
if runsOnly { exit(0) }

// The cost of each detector on one trace of the benchmark scenario, as a share of one simulation.
var traced = Simulation(scenario: scenario)
let sample = traced.run()
let analysis = TraceAnalysis(trace: sample, thresholds: scenario.thresholds)
let simulationNanos = 1e9 / simulate
print("per run: simulation \(Int(simulationNanos)) ns")
for detector in Detectors.all {
  let start = DispatchTime.now().uptimeNanoseconds
  var count = 0
  for _ in 0..<iterations { count &+= detector.findings(in: analysis).count }
  let nanos = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
  let share = Int((nanos / simulationNanos * 100).rounded())
  let name =
    detector.id.rawValue + String(repeating: " ", count: max(0, 22 - detector.id.rawValue.count))
  print("  \(name) \(Int(nanos)) ns  (\(share) % of a simulation; \(count / iterations) findings)")
}
let prepare = DispatchTime.now().uptimeNanoseconds
for _ in 0..<iterations { _ = TraceAnalysis(trace: sample, thresholds: scenario.thresholds) }
let prepareNanos = Double(DispatchTime.now().uptimeNanoseconds - prepare) / Double(iterations)
print("  trace analysis         \(Int(prepareNanos)) ns")

// Sweeps: what one combination costs against a direct run of the same combination's scenario
// (both with every detector, on one core), and how much faster every core makes the sweep. The
// direct runs are of scenarios built beforehand, outside the timing, so the ratio is what the sweep
// adds: building, checking and judging each combination, and collecting its result.
let cores = ProcessInfo.processInfo.activeProcessorCount
do {
  let sweep = try Sweep(
    base: scenario,
    axes: [
      try SweepAxis(parsing: "world.contentMountDelay=0...999:1"),
      // At least 10,000 combinations: fewer finish before two cores are worth waking.
      try SweepAxis(parsing: "controller.retries=0...\(max(10, iterations / 1000) - 1):1"),
    ], source: "--vary")
  /// Combinations that are not valid scenarios in the last sweep (none are expected).
  var invalid = 0
  /// Combinations per second on `concurrency` cores.
  func sweepRate(_ concurrency: Int) -> Double {
    invalid = 0
    let start = DispatchTime.now().uptimeNanoseconds
    sweep.run(concurrency: concurrency) { if $0.invalid != nil { invalid += 1 } }
    return Double(sweep.count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  /// Direct runs per second of every combination's scenario, built in blocks before each block is
  /// timed.
  func directRate() throws -> Double {
    var nanoseconds: UInt64 = 0
    var checksum = 0
    var first = 0
    while first < sweep.count {
      let block = try (first..<min(sweep.count, first + 1000)).map { try sweep.scenario(at: $0) }
      let start = DispatchTime.now().uptimeNanoseconds
      for scenario in block {
        var simulation = Simulation(scenario: scenario)
        checksum &+= Detectors.findings(in: simulation.run(), thresholds: scenario.thresholds).count
      }
      nanoseconds += DispatchTime.now().uptimeNanoseconds - start
      first += block.count
    }
    // Read, so that the runs cannot be optimised away.
    return checksum < 0 ? 0 : Double(sweep.count) / (Double(nanoseconds) / 1e9)
  }
  // Direct runs, the sweep on one core and on every core take turns over three rounds, and each
  // keeps its best round: a slow spell of the machine then spoils no ratio.
  var direct = 0.0
  var one = 0.0
  var all = 0.0
  for _ in 0..<3 {
    direct = max(direct, try directRate())
    one = max(one, sweepRate(1))
    all = max(all, sweepRate(cores))
  }
  print(
    "sweep: \(sweep.count) combinations: one costs \(FixedPoint.format(direct / one, places: 2))x a "
      + "direct run of its scenario on one core; \(cores) cores run "
      + "\(FixedPoint.format(all / one, places: 2))x one core"
      + (invalid > 0 ? " (\(invalid) invalid)" : ""))
} catch {
  print("sweep: not run: \(error)")
}

// Verification: distinct states per second exploring the full pattern, five times; one
// exploration lasts a few hundredths of a second, so the median and the best are both printed.
var verifyRates: [Double] = []
var states = 0
for _ in 0..<5 {
  let verifyStart = DispatchTime.now().uptimeNanoseconds
  let report = Explorer(scenario: BuiltInScenarios.prewarmHandoff).explore()
  let verifySeconds = Double(DispatchTime.now().uptimeNanoseconds - verifyStart) / 1e9
  states = report.distinctStates
  verifyRates.append(Double(report.distinctStates) / verifySeconds)
}
verifyRates.sort()
// An explored state is one branch stepped by a frame; its cost is set against a frame of the
// plain simulation measured above (the median runs/s times the frames a run samples).
let stateCost = simulate * Double(frames) / verifyRates[2]
print(
  "verify: \(states) states, 5 explorations: median \(Int(verifyRates[2])) states/s, "
    + "best \(Int(verifyRates[4])) states/s; one state costs "
    + "\(FixedPoint.format(stateCost, places: 1))x a frame of a plain run")

// Recordings: analysing a ten-minute recording against the baseline of reading it line by line
// (counting its newlines), in the same process.
do {
  let recording = tenMinuteRecording()
  var baseline: [Double] = []
  var analysis: [Double] = []
  var checksum = 0
  for _ in 0..<3 {
    let start = DispatchTime.now().uptimeNanoseconds
    var copy = recording
    checksum &+= copy.withUTF8 { bytes in
      var lines = 0
      for byte in bytes where byte == 0x0A { lines += 1 }
      return lines
    }
    let middle = DispatchTime.now().uptimeNanoseconds
    if let run = try? RecordingImporter().run(recording, file: "bench.jsonl") {
      checksum &+= RecordingAnalysis(run).findings.count
    }
    let end = DispatchTime.now().uptimeNanoseconds
    baseline.append(Double(middle - start) / 1e9)
    analysis.append(Double(end - middle) / 1e9)
  }
  let (lineCount, analyse) = (baseline.sorted()[1], analysis.sorted()[1])
  print(
    "recording: 10 min at 120 Hz, 5 views, \(recording.utf8.count / 1_000_000) MB: analysed in "
      + "\(FixedPoint.format(analyse, places: 2)) s, \(Int((analyse / lineCount).rounded()))x reading its lines "
      + "(\(FixedPoint.format(lineCount * 1000, places: 1)) ms) (checksum \(checksum % 10))")
}

// Memory of one run must not depend on how many came before: compare resident memory after N and
// after 2N more runs.
if let before = residentKiB() {
  for _ in 0..<iterations {
    var simulation = Simulation(scenario: scenario)
    _ = Detectors.findings(in: simulation.run())
  }
  let middle = residentKiB() ?? before
  for _ in 0..<(2 * iterations) {
    var simulation = Simulation(scenario: scenario)
    _ = Detectors.findings(in: simulation.run())
  }
  let after = residentKiB() ?? middle
  print(
    "resident memory: \(middle) KiB after \(iterations) more runs, \(after) KiB after \(2 * iterations) more (growth \(after - middle) KiB)"
  )
}
