import Choreography

let names = CommandLine.arguments.dropFirst()
for scenario in BuiltInScenarios.all where names.contains(scenario.name) {
  var simulation = Simulation(scenario: scenario)
  let trace = simulation.run()
  let findings = Detectors.findings(in: trace, thresholds: scenario.thresholds)
  print(TraceTextFormatter(includesFrames: true).format(trace, summary: scenario.summary, findings: findings))
}
