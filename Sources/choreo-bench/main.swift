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

/// Runs per second of `body` over `iterations` runs; `checksum` accumulates what it returns, so
/// the work cannot be optimised away.
func rate(iterations: Int, checksum: inout Int, _ body: () -> Int) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<iterations { checksum &+= body() }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  return Double(iterations) / seconds
}

/// The median and the best of `rates`.
func summary(_ rates: [Double]) -> (median: Double, best: Double) {
  let sorted = rates.sorted()
  return (sorted[sorted.count / 2], sorted[sorted.count - 1])
}

func report(_ label: String, _ rates: [Double]) {
  let padded = label + String(repeating: " ", count: max(0, 34 - label.count))
  let (median, best) = summary(rates)
  print("\(padded) median \(Int(median)) runs/s, best \(Int(best)) runs/s")
}

let arguments = CommandLine.arguments.dropFirst()
let iterations = arguments.lazy.compactMap { Int($0) }.first ?? 20_000
/// `--runs-only` stops after the two run loops, so an instruction profiler (valgrind's callgrind)
/// sees the simulation and the detectors and nothing else.
let runsOnly = arguments.contains("--runs-only")
let frames = Simulation(scenario: scenario).trace.frames.capacity
var warm = Simulation(scenario: scenario)
_ = warm.run()

// The two loops alternate over five rounds of `iterations / 5` runs each, so that a slow spell
// of the machine (this VM's speed swings by a third) lands on both, and each is reported as the
// median and the best of its rounds.
let rounds = 5
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
print("detector cost: \(Int((simulate / full - 1) * 100)) % on top of the simulation (medians)")
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

// Sweeps: combinations of the benchmark scenario per second on every core, against the same
// number of runs on one core.
let cores = ProcessInfo.processInfo.activeProcessorCount
do {
  let sweep = try Sweep(
    base: scenario,
    axes: [
      try SweepAxis(parsing: "world.contentMountDelay=0...999:1"),
      try SweepAxis(parsing: "controller.retries=0...\(max(0, iterations / 1000 - 1)):1"),
    ], source: "--vary")
  let start = DispatchTime.now().uptimeNanoseconds
  var broken = 0
  sweep.run(concurrency: cores) { if !$0.errors.isEmpty { broken += 1 } }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  let rate = Double(sweep.count) / seconds
  print(
    "sweep: \(sweep.count) combinations on \(cores) cores in \(FixedPoint.format(seconds, places: 2)) s, "
      + "\(Int(rate)) combinations/s (\(FixedPoint.format(rate / full, places: 2))x one core)")
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
print(
  "verify: \(states) states, 5 explorations: median \(Int(verifyRates[2])) states/s, "
    + "best \(Int(verifyRates[4])) states/s")

/// Resident memory in KiB from /proc (Linux); nil elsewhere.
func residentKiB() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * 4
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
