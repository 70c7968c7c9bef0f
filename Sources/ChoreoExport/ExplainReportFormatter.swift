import ChoreoCore
import ChoreoDetectors
import ChoreoExploration
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// What `choreo explain` prints.
///
/// Whether a scenario reproduces the recording and how closely, per region; the fields the
/// recording decides, each with the nearest other value's miss; those it cannot decide; and the
/// reproduction's findings with their remedies. A recording nothing reproduces gets the closest
/// match and no cause.
public struct ExplainReportFormatter: Sendable {
  /// The framework the remedies' code is written in; `nil` takes UIKit's.
  public var framework: FrameworkProfile.ID?

  /// A formatter writing remedies for `framework`.
  public init(framework: FrameworkProfile.ID? = nil) {
    self.framework = framework
  }

  /// The text report of `result`, for the recording read from `file`.
  public func text(_ result: ExplainSearch.Result, file: String) -> String {
    let tolerance = FixedPoint.compact(ExplainSearch.tolerance)
    let scenario = result.scenario
    var lines: [String] = []
    if result.reproduced {
      lines.append(
        "explain \(file): reproduced within \(tolerance) pt by a scenario started from "
          + "\(result.base)")
    } else {
      let worst = result.match.differences.max { $0.largest < $1.largest }
      let miss =
        worst.map {
          "the closest (started from \(result.base)) leaves the \($0.region.rawValue) "
            + "\(FixedPoint.format($0.largest, places: 1)) pt off at \($0.at) ms"
        } ?? "the closest (started from \(result.base)) posts other keyboard notifications"
      lines.append(
        "explain \(file): no scenario reproduces this recording within \(tolerance) pt: \(miss)")
    }
    let device = scenario.platform.device
    lines.append(
      "device \(device.name) \(FixedPoint.compact(device.width))x"
        + "\(FixedPoint.compact(device.height)) pt, \(scenario.platform.refreshRate.rawValue) Hz; "
        + "script: "
        + (scenario.script.isEmpty
          ? "none"
          : scenario.script.prefix(6).map { "\($0.action) at \($0.time) ms" }
            .joined(separator: ", ")
            + (scenario.script.count > 6 ? ", and \(scenario.script.count - 6) more steps" : "")))
    if let lead = result.presentedBefore {
      lines.append(
        "the recording starts with the sheet already rising and no present of its own: a present "
          + "\(lead) ms before its first frame fits the sheet's motion, and the times here count "
          + "from it")
    }
    lines += matchLines(result.match)
    guard result.reproduced else {
      lines.append(
        "no cause is named: a recording no scenario reproduces may come from a mechanism the "
          + "model lacks (a layout on its own schedule, frames that contradict each other)")
      lines.append("searched: \(result.runs) scenarios run")
      return lines.joined(separator: "\n") + "\n"
    }
    lines += fieldLines(result)
    lines += findingLines(result)
    lines += RemedyNote.lines(
      for: Array(Set(result.findings.filter { $0.severity == .error }.map(\.detector))).sorted(),
      framework: framework)
    lines.append("searched: \(result.runs) scenarios run")
    return lines.joined(separator: "\n") + "\n"
  }

  /// What the recording decides, what it leaves undecided or unexercised, and the other
  /// reproductions it cannot tell apart.
  private func fieldLines(_ result: ExplainSearch.Result) -> [String] {
    var lines: [String] = []
    if !result.decided.isEmpty {
      lines.append("decided by the recording:")
      for decision in result.decided {
        let miss =
          decision.nearest.map {
            "   (\(json($0.value)) leaves the \($0.miss.region.rawValue) "
              + "\(FixedPoint.format($0.miss.largestInStep, places: 1)) pt off at "
              + "\($0.miss.atInStep) ms)"
          } ?? ""
        lines.append("  \(decision.key) \(json(decision.value))" + miss)
      }
    }
    if !result.undecided.isEmpty {
      lines.append("undecided (these values reproduce it alike):")
      for field in result.undecided {
        lines.append("  \(field.key): " + field.values.map(json).joined(separator: ", "))
      }
    }
    lines.append("not exercised by this recording: \(result.unexercised) fields an app sets")
    for alternative in result.alternatives {
      lines.append(
        "also reproduced alike, started from \(alternative.base) (the recording cannot tell it "
          + "apart; errors \(expected(alternative.scenario))):")
      for difference in alternative.differences {
        lines.append(
          "  \(difference.key) \(json(difference.value)) instead of "
            + json(difference.reproduction))
      }
    }
    return lines
  }

  /// The reproduction's findings, each marked where it comes from the model.
  private func findingLines(_ result: ExplainSearch.Result) -> [String] {
    var lines: [String] = []
    if result.findings.isEmpty {
      lines.append("the reproduction has no findings")
    } else {
      lines.append("findings of the reproduction:")
      lines += result.findings.map { finding in
        let missing = result.unrecorded(finding)
        let note =
          !missing.isEmpty
          ? "  (from the model: the recording holds no \(missing))"
          : result.precedesRecording(finding)
            ? "  (from the model: it reaches back before the recording's first frame)" : ""
        return "  " + finding.line(scenario: result.scenario.name) + note
      }
    }
    return lines
  }

  /// The match per region and of the keyboard notifications.
  private func matchLines(_ match: MotionMatch) -> [String] {
    var lines = ["match over \(match.frames) frames (a frame either way):"]
    for difference in match.differences {
      lines.append(
        "  " + difference.region.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
          + " largest \(FixedPoint.format(difference.largest, places: 1)) pt"
          + (difference.largest < 0.05 ? "" : " at \(difference.at) ms")
          + ", rms \(FixedPoint.format(difference.rms, places: 1)) pt")
    }
    let notes = match.notifications
    lines.append(
      "  keyboard notifications: \(notes.matched) of \(notes.recorded) recorded matched in order"
        + " (the reproduction posts \(match.simulatedNotifications)), timing within "
        + "\(match.largestTiming) ms")
    return lines
  }

  private func json(_ value: JSONValue) -> String { JSONWriter(style: .compact).string(value) }

  /// The error findings `scenario` expects, listed.
  private func expected(_ scenario: Scenario) -> String {
    let names = (scenario.expect ?? []).map(\.detector.rawValue)
    return names.isEmpty ? "none" : names.joined(separator: ", ")
  }
}
