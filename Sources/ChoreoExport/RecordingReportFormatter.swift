import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoRecording
import ChoreoTimeline

/// Renders what `choreo analyze` found in a recording, as text or JSON.
///
/// The text names the file, says what was imported and what was inferred, lists the findings
/// and the stream's quirks compiler style, then the detectors that could not run and what the
/// recording lacks for them, and the fits of the keyboard's motion when asked for.
public struct RecordingReportFormatter: Sendable {
  /// The app's framework, whose code the remedies give (UIKit when `nil`).
  public var framework: FrameworkProfile.ID?

  /// A formatter whose remedies are in `framework`'s terms.
  public init(framework: FrameworkProfile.ID? = nil) {
    self.framework = framework
  }

  /// The report on `analysis` of the recording at `file`, as text.
  public func text(_ analysis: RecordingAnalysis, file: String) -> String {
    let run = analysis.run
    let trace = run.trace
    var lines = ["analyze \(file): \(run.title)"]
    let entries = trace.entries.count
    let held: String
    if let posts = run.posts {
      let nameless = posts.filter { $0.name == nil }.count
      held =
        "\(posts.count) notification\(posts.count == 1 ? "" : "s")"
        + (nameless > 0 ? " (\(nameless) of unknown name)" : "")
    } else {
      held =
        "\(entries) event\(entries == 1 ? "" : "s"), \(run.recordedFrames) frame"
        + "\(run.recordedFrames == 1 ? "" : "s") recorded"
    }
    let span = run.posts.map { posts in (posts.last?.time ?? .zero) - (posts.first?.time ?? .zero) }
    lines.append(
      "read as \(run.format): \(run.lines) line\(run.lines == 1 ? "" : "s"), \(held), "
        + (run.hasTimes
          ? "\(span ?? trace.endTime) ms at \(trace.refreshRate)" : "no times (kept in order)"))
    lines += run.inferences.map { "inferred: \($0)" }
    lines.append("")
    if analysis.findings.isEmpty && analysis.stream.isEmpty {
      lines.append("no findings")
    }
    lines += analysis.findings.map { $0.line(scenario: file) }
    lines += analysis.stream.map { $0.line(file: file, hasTimes: run.hasTimes) }
    lines += RemedyNote.lines(for: analysis.findings.map(\.detector), framework: framework)
    lines += RemedyNote.lines(for: analysis.stream, framework: framework)
    if analysis.notChecked.count == Detectors.all.count {
      lines.append("")
      lines.append(
        "not checked: no detector, since the recording holds only "
          + (run.trace.contents.isEmpty ? "nothing they read" : run.trace.contents.description))
    } else if !analysis.notChecked.isEmpty {
      lines.append("")
      lines.append("not checked, the recording lacks what they read:")
      let width = (analysis.notChecked.map(\.detector.rawValue.count).max() ?? 0) + 1
      for (detector, lacking) in analysis.notChecked {
        lines.append("  " + (detector.rawValue + ":").padded(to: width + 1) + lacking.description)
      }
    }
    if !analysis.fits.isEmpty {
      lines.append("")
      lines += analysis.fits.flatMap(fitLines)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func fitLines(_ motion: RecordingAnalysis.MotionFit) -> [String] {
    let fit = motion.fit
    let direction = motion.travel < 0 ? "up" : "down"
    // A motion that goes back has no one direction to name.
    var goesBack = false
    if case .goesBack = fit.verdict { goesBack = true }
    let travel =
      goesBack || abs(motion.travel) < 1
      ? "" : "\(FixedPoint.compact(abs(motion.travel))) pt \(direction)"
    var lines = [
      "keyboard motion at \(motion.start) ms" + (travel.isEmpty ? "" : ", \(travel)")
        + " over \(motion.frames.count) frames: " + verdict(motion)
    ]
    let shown = fit.follows ?? fit.spring
    let origin = motion.motion.origin
    let end = motion.motion.end
    if fit.fitsACurve {
      lines.append(
        "  from " + self.end(shown.origin, origin, begins: true) + ", to "
          + self.end(shown.origin + shown.travel, end, begins: false))
    } else if origin != nil || end != nil {
      lines.append(
        "  "
          + [
            origin.map { "from " + self.end(0, $0, begins: true) },
            end.map { "to " + self.end(0, $0, begins: false) },
          ].compactMap { $0 }
          .joined(separator: ", "))
    }
    if !motion.missingFrames.isEmpty {
      lines.append(
        "  frames missing from the recording, left out of the fit: "
          + motion.missingFrames.map(String.init).joined(separator: ", "))
    }
    guard fit.isJudged else { return lines }
    for curve in [fit.spring, fit.easeOut] {
      lines.append(
        "  " + curve.name.padded(to: 17) + "starts at "
          + (curve.start < 0 ? "" : "+") + "\(FixedPoint.format(curve.start, places: 1)) ms, "
          + "largest residual \(FixedPoint.format(curve.largestResidual, places: 2)) pt, "
          + "rms \(FixedPoint.format(curve.rmsResidual, places: 2)) pt")
    }
    if let parting = fit.partingSample {
      lines.append("  the two part by more than 1 pt at frame \(motion.sampleFrames[parting])")
    } else {
      lines.append("  the two never part by more than 1 pt: this motion cannot tell them apart")
    }
    return lines
  }

  /// The verdict in words.
  private func verdict(_ motion: RecordingAnalysis.MotionFit) -> String {
    let tolerance = motion.fit.tolerance
    let within =
      "\(FixedPoint.compact(tolerance.rms)) pt rms, \(FixedPoint.compact(tolerance.largest)) pt "
      + "at any frame"
    switch motion.fit.verdict {
    case .follows(let kind): return "follows the \(kind) (within \(within))"
    case .bothFit: return "fits both curves within \(within): these frames cannot tell them apart"
    case .neitherFits: return "does not fit either curve within \(within)"
    case .tooFewSamples(let count):
      return "too few frames to decide (\(count); a fit needs \(motion.fit.minimumSamples))"
    case .goesBack(let sample):
      return "goes back at frame \(motion.sampleFrames[sample]): out of order or more "
        + "than one motion, so no curve is said to fit"
    }
  }

  /// An end of a motion: where it is, and whether the recording states it or the fit found it.
  private func end(_ fitted: Double, _ stated: RecordedMotion.StatedEnd?, begins: Bool) -> String {
    if let stated {
      return "\(FixedPoint.format(stated.top, places: 1)) pt (stated: \(stated.source))"
    }
    return "\(FixedPoint.format(fitted, places: 1)) pt (fitted: the recording "
      + (begins ? "begins" : "ends") + " mid-flight)"
  }

  /// The report on `analysis` of the recording at `file`, as a JSON value.
  public func json(_ analysis: RecordingAnalysis, file: String) -> JSONValue {
    let run = analysis.run
    return .object([
      ("file", .string(file)), ("format", .string(run.format.rawValue)),
      ("summary", .string(run.summary)), ("lines", .number(Double(run.lines))),
      ("events", .number(Double(run.trace.entries.count))),
      ("recordedFrames", .number(Double(run.recordedFrames))),
      ("frames", .number(Double(run.trace.frames.count))),
      ("span", .number(run.trace.endTime.milliseconds)), ("hasTimes", .bool(run.hasTimes)),
      ("records", .array(run.trace.contents.names.map { .string($0) })),
      ("inferences", .array(run.inferences.map { .string($0) })),
      (
        "warnings",
        .array(
          run.warnings.map {
            .object([("line", .number(Double($0.line))), ("message", .string($0.message))])
          })
      ),
      ("findings", .array(analysis.findings.map(TraceJSONFormatter().finding))),
      (
        "stream",
        .array(
          analysis.stream.map {
            .object([
              ("check", .string("stream." + $0.kind.rawValue)),
              ("at", .number($0.time.milliseconds)),
              ("message", .string($0.message)),
            ])
          })
      ),
      (
        "notChecked",
        .array(
          analysis.notChecked.map {
            .object([
              ("detector", .string($0.detector.rawValue)),
              ("lacking", .array($0.lacking.names.map { .string($0) })),
            ])
          })
      ),
      ("fits", .array(analysis.fits.map(fitJSON))),
    ])
  }

  private func fitJSON(_ motion: RecordingAnalysis.MotionFit) -> JSONValue {
    func curve(_ curve: KeyboardFit.Curve) -> JSONValue {
      .object([
        ("name", .string(curve.name)), ("start", .number(curve.start)),
        ("origin", .number(curve.origin)), ("travel", .number(curve.travel)),
        ("largestResidual", .number(curve.largestResidual)),
        ("rmsResidual", .number(curve.rmsResidual)),
      ])
    }
    func stated(_ end: RecordedMotion.StatedEnd?) -> JSONValue {
      guard let end else { return .null }
      return .object([("top", .number(end.top)), ("source", .string(end.source))])
    }
    let verdict: String
    switch motion.fit.verdict {
    case .follows(let kind): verdict = "follows \(kind)"
    case .bothFit: verdict = "both fit"
    case .neitherFits: verdict = "neither fits"
    case .tooFewSamples: verdict = "too few frames"
    case .goesBack: verdict = "goes back"
    }
    return .object([
      ("at", .number(motion.start.milliseconds)),
      (
        "frames",
        .array([
          .number(Double(motion.frames.lowerBound)), .number(Double(motion.frames.upperBound)),
        ])
      ),
      ("travel", .number(motion.travel)), ("verdict", .string(verdict)),
      ("follows", motion.fit.follows.map { .string($0.name) } ?? .null),
      ("origin", stated(motion.motion.origin)), ("end", stated(motion.motion.end)),
      ("restingBefore", .number(Double(motion.motion.restingBefore))),
      ("restingAfter", .number(Double(motion.motion.restingAfter))),
      ("missingFrames", .array(motion.missingFrames.map { .number(Double($0)) })),
      ("spring", curve(motion.fit.spring)), ("easeOut", curve(motion.fit.easeOut)),
      (
        "partingFrame",
        motion.fit.partingSample.map { .number(Double(motion.sampleFrames[$0])) } ?? .null
      ),
    ])
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
