import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Reads a per-frame value log, one keyboard height or inset per line and no times, as React
/// Native (`LOG  onMove: 123.4`) and Flutter (`flutter: viewpadding:34.0 padding:0.0
/// inset:123.0`) apps print them.
///
/// The heights are the lines of the kind most lines that end in a number are (a line's kind is the
/// line with its numbers written `#`: `LOG  onMove: #`), each line's last number the keyboard's
/// height in that frame; a console log's other numbered lines are left out with a warning.
/// Without times, the values are placed one frame apart on the refresh rate's grid (the one
/// given, or whichever of 60 and 120 Hz the system spring fits better), a frame is taken as
/// missing where skipping one fits the spring better by more than half a point, and the import
/// says where it placed the motion's
/// first value and how far the values are from the spring.
public struct ValueLogImporter: Sendable {
  /// The device the heights are measured on.
  public var device: Device
  /// The refresh rate the app logged at, or `nil` to choose the one that fits.
  public var refreshRate: RefreshRate?

  /// An importer for a log from `device` at `refreshRate`.
  public init(device: Device = .iPhone14Pro, refreshRate: RefreshRate? = nil) {
    self.device = device
    self.refreshRate = refreshRate
  }

  /// The last number in `line`, if it has one.
  public static func value(in line: Substring) -> Double? {
    var end = line.endIndex
    while end > line.startIndex, !line[line.index(before: end)].isNumber {
      end = line.index(before: end)
    }
    guard end > line.startIndex else { return nil }
    var start = end
    while start > line.startIndex {
      let previous = line[line.index(before: start)]
      guard previous.isNumber || previous == "." || previous == "-" else { break }
      start = line.index(before: start)
      if previous == "-" { break }
    }
    return Double(line[start..<end])
  }

  /// The run `text` logs; `file` names it in errors.
  public func decode(_ text: String, file: String) throws(RecordingImportError) -> RecordedRun {
    var values: [Double] = []
    var warnings: [ImportWarning] = []
    let lines = text.logLines
    // Every line that ends in a number, with its kind: the heights are the lines of the kind
    // most of them are.
    var numbered: [(line: Int, value: Double, kind: ValueLineKind)] = []
    for (index, line) in lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
      if let value = Self.value(in: line), value.isFinite {
        numbered.append((index, value, ValueLineKind(line)))
      } else {
        warnings.append(ImportWarning(line: index + 1, "no number on the line; ignored"))
      }
    }
    let heights = ValueLineKind.mostCommon(in: numbered.map(\.kind))
    var ignored = 0
    for (index, value, kind) in numbered {
      guard kind == heights else {
        ignored += 1
        warnings.append(
          ImportWarning(
            line: index + 1,
            "a line like '\(kind)', not like the heights' '\(heights?.description ?? "")'; "
              + "ignored"))
        continue
      }
      // One value a frame: an hour's worth at 120 Hz at most.
      guard values.count < Int(RecordingLimits.maximumSpan) * 120 else {
        warnings.append(
          ImportWarning(line: index + 1, "more than an hour of frames; the rest is ignored"))
        break
      }
      values.append(abs(value))
    }
    warnings.sort { $0.line < $1.line }
    guard values.count >= 2 else {
      throw RecordingImportError(
        file: file, "fewer than two values; nothing to place on a frame grid")
    }
    let (rate, gaps) = placement(of: values)
    var inferences: [String] = []
    var frames: [FrameSample] = []
    var missing: Set<Int> = []
    var frame = 0
    for (index, value) in values.enumerated() {
      frame += index == 0 ? 0 : 1 + (gaps.contains(index) ? 1 : 0)
      while frames.count < frame {
        missing.insert(frames.count)
        frames.append(sample(frames.count, value: values[index - 1], rate: rate))
      }
      frames.append(sample(frame, value: value, rate: rate))
    }
    if ignored > 0, let heights {
      inferences.append(
        "the heights are the \(values.count) lines like '\(heights)'; \(ignored) "
          + "line\(ignored == 1 ? "" : "s") of other kinds ignored")
    }
    inferences.append(
      "\(values.count) values placed one frame apart at \(rate)"
        + (refreshRate == nil ? " (the rate the spring fits better)" : ""))
    if !gaps.isEmpty {
      inferences.append(
        "\(gaps.count) frame\(gaps.count == 1 ? "" : "s") missing from the log, before values "
          + gaps.sorted().map { "\($0 + 1)" }.joined(separator: ", "))
    }
    let trace = Trace(
      scenario: file, device: device, refreshRate: rate, layout: .standard, events: [],
      frames: frames, contents: [.keyboardMotion])
    return RecordedRun(
      trace: trace, summary: "a per-frame keyboard height log", format: .values,
      lines: lines.count, recordedFrames: values.count,
      hasTimes: false,
      inferences: inferences, warnings: warnings, missingFrames: missing)
  }

  private func sample(_ index: Int, value: Double, rate: RefreshRate) -> FrameSample {
    let top = device.height - value
    return FrameSample(
      time: rate.time(ofFrame: index), sheetTop: device.height, keyboardTop: top,
      composerTop: device.height, composerBottom: device.height, accessoryHeight: 0,
      firstResponder: nil, dockedKeyboardTop: top)
  }

  /// The most values the placement looks at: the first five seconds at 120 Hz, enough for a
  /// motion to show its rate and its missing frames, and a bound on the work.
  static let placementWindow = 600

  /// The refresh rate and the indices of values a frame went missing before, among the first
  /// ``placementWindow`` values.
  private func placement(of all: [Double]) -> (RefreshRate, Set<Int>) {
    let values = Array(all.prefix(Self.placementWindow))
    let rates = refreshRate.map { [$0] } ?? [.hz60, .hz120]
    var best: (rate: RefreshRate, gaps: Set<Int>, rms: Double)?
    guard !values.isEmpty else { return (.hz120, []) }
    for rate in rates {
      let milliseconds = rate.time(ofFrame: 1).milliseconds
      var gaps: Set<Int> = []
      func times(_ gaps: Set<Int>) -> [Double] {
        var shift = 0.0
        return values.indices.map { index in
          if gaps.contains(index) { shift += milliseconds }
          return Double(index) * milliseconds + shift
        }
      }
      func rms(_ gaps: Set<Int>) -> Double {
        KeyboardFit(times: times(gaps), samples: values)?.spring.rmsResidual ?? .infinity
      }
      var current = rms(gaps)
      // A missing frame shows as a step about twice its neighbours'; those are the candidates.
      let steps = values.indices.dropFirst().map { abs(values[$0] - values[$0 - 1]) }
      let suspects = steps.indices.filter { index in
        let before = index > 0 ? steps[index - 1] : steps[index]
        let after = index + 1 < steps.count ? steps[index + 1] : steps[index]
        return steps[index] > 1 && steps[index] > 1.4 * (before + after) / 2
      }.map { $0 + 1 }.prefix(12)
      // It also puts every later value a frame ahead of the spring: add the suspect that fits
      // the spring best, while it halves the residual and gains half a point.
      while gaps.count < suspects.count {
        let candidates = suspects.filter { !gaps.contains($0) }
        guard
          let (index, fit) = candidates.map({ ($0, rms(gaps.union([$0]))) }).min(by: { $0.1 < $1.1 }
          ),
          fit < current / 2, fit < current - 0.5
        else { break }
        gaps.insert(index)
        current = fit
      }
      if best.map({ current < $0.rms }) ?? true { best = (rate, gaps, current) }
    }
    return best.map { ($0.rate, $0.gaps) } ?? (rates[0], [])
  }
}

/// An input that holds nothing usable, with the file it came from.
public struct RecordingImportError: Error, Sendable, CustomStringConvertible {
  /// The file's name as given.
  public var file: String
  /// Why nothing could be used.
  public var message: String

  /// An error about `file`.
  public init(file: String, _ message: String) {
    self.file = file
    self.message = message
  }

  /// `run.log: fewer than two values; ...`.
  public var description: String { "\(file): \(message)" }
}
