import ChoreoCore
import ChoreoDetectors
import ChoreoRecording
import ChoreoTimeline

/// Renders what `choreo analyze` found in a recording, as text or JSON.
///
/// The text names the file, says what was imported and what was inferred, lists the findings
/// and the stream's quirks compiler style, then the detectors that could not run and what the
/// recording lacks for them, and the fits of the keyboard's motion when asked for.
public struct RecordingReportFormatter: Sendable {
  /// A formatter.
  public init() {}

  /// The report on `analysis` of the recording at `file`, as text.
  public func text(_ analysis: RecordingAnalysis, file: String) -> String {
    let run = analysis.run
    let trace = run.trace
    var lines = ["analyze \(file): \(run.title)"]
    let entries = trace.events.count
    lines.append(
      "read as \(run.format): \(run.lines) lines, \(entries) event\(entries == 1 ? "" : "s"), "
        + "\(run.recordedFrames) frame\(run.recordedFrames == 1 ? "" : "s") recorded, "
        + (run.hasTimes
          ? "\(trace.endTime) ms at \(trace.refreshRate)" : "no times (kept in order)"))
    lines += run.inferences.map { "inferred: \($0)" }
    lines.append("")
    if analysis.findings.isEmpty && analysis.stream.isEmpty {
      lines.append("no findings")
    }
    lines += analysis.findings.map { $0.line(scenario: file) }
    lines += analysis.stream.map { $0.line(file: file) }
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
    var lines = [
      "keyboard motion at \(motion.start) ms, \(FixedPoint.compact(abs(motion.travel))) pt "
        + "\(direction) over \(motion.frames.count) frames: follows the \(fit.follows.name)"
    ]
    for curve in [fit.spring, fit.easeOut] {
      lines.append(
        "  " + curve.name.padded(to: 17) + "starts at "
          + (curve.start < 0 ? "" : "+") + "\(FixedPoint.format(curve.start, places: 1)) ms, "
          + "largest residual \(FixedPoint.format(curve.largestResidual, places: 2)) pt, "
          + "rms \(FixedPoint.format(curve.rmsResidual, places: 2)) pt")
    }
    if let parting = fit.partingSample {
      lines.append(
        "  the two part by more than 1 pt at frame \(motion.frames.lowerBound + parting)")
    } else {
      lines.append("  the two never part by more than 1 pt: this motion cannot tell them apart")
    }
    return lines
  }

  /// The report on `analysis` of the recording at `file`, as a JSON value.
  public func json(_ analysis: RecordingAnalysis, file: String) -> JSONValue {
    let run = analysis.run
    return .object([
      ("file", .string(file)), ("format", .string(run.format.rawValue)),
      ("summary", .string(run.summary)), ("lines", .number(Double(run.lines))),
      ("events", .number(Double(run.trace.events.count))),
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
        ("largestResidual", .number(curve.largestResidual)),
        ("rmsResidual", .number(curve.rmsResidual)),
      ])
    }
    return .object([
      ("at", .number(motion.start.milliseconds)),
      (
        "frames",
        .array([
          .number(Double(motion.frames.lowerBound)), .number(Double(motion.frames.upperBound)),
        ])
      ),
      ("travel", .number(motion.travel)), ("follows", .string(motion.fit.follows.name)),
      ("spring", curve(motion.fit.spring)), ("easeOut", curve(motion.fit.easeOut)),
      (
        "partingFrame",
        motion.fit.partingSample.map { .number(Double(motion.frames.lowerBound + $0)) } ?? .null
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
