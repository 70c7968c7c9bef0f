import ChoreoCore
import ChoreoDetectors

extension ScenarioFields {
  /// The limits findings are graded against.
  ///
  /// A warning and an error field for each ``Metric``, generated from its declaration in
  /// ``Thresholds``, then the rest speed, rest duration and focus timeout. Each warning must not
  /// exceed its error.
  static let thresholds: [ScenarioField] =
    Metric.Name.allCases.flatMap(metricFields) + [
      .number(
        "thresholds.restSpeed", \.thresholds.restSpeed, in: 0...100_000, unit: "pt/s",
        owner: .scenario, "Below this speed the bar reads as at rest.",
        source: "<doc:PlatformFacts#Spatial-acuity>"),
      .milliseconds(
        "thresholds.restDuration", \.thresholds.restDuration, owner: .scenario,
        "How long the bar must stay below the rest speed to have come to rest.",
        source: "<doc:PlatformFacts#Timing-perception>"),
      .milliseconds(
        "thresholds.focusTimeout", \.thresholds.focusTimeout, owner: .scenario,
        "How long after the sheet settles focus may take to land.",
        source: "<doc:PlatformFacts#Focus-timeout>"),
    ]

  /// The warning and error fields of the metric called `name`; a time is kept to the tick.
  private static func metricFields(_ name: Metric.Name) -> [ScenarioField] {
    let metric = Thresholds.standard[metric: name]
    let source = "<doc:PlatformFacts#\(metric.source)>"
    let warns = "Above this, \(metric.measures) warns."
    let fails = "Above this, \(metric.measures) is an error."
    switch metric.unit {
    case .milliseconds:
      return [
        .milliseconds(
          metric.warningKey, \.thresholds[metric: name].warningTime, owner: .scenario, warns,
          source: source),
        .milliseconds(
          metric.errorKey, \.thresholds[metric: name].errorTime, owner: .scenario, fails,
          source: source),
      ]
    case .points:
      return [
        .number(
          metric.warningKey, \.thresholds[metric: name].warning, in: 0...1000, unit: "pt",
          owner: .scenario, warns, source: source),
        .number(
          metric.errorKey, \.thresholds[metric: name].error, in: 0...1000, unit: "pt",
          owner: .scenario, fails, source: source),
      ]
    }
  }
}
