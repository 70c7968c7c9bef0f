import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// How closely a simulated run reproduces a recorded one: per region the recording holds, the
/// largest and the RMS difference in points over the frames both hold, and how the keyboard
/// notifications line up.
///
/// A recorded frame is compared with the simulated frames at its time and one frame either way,
/// the nearest counting: a recorder's timestamps jitter, it drops frames, and a keyboard may start
/// a frame late, none of which is a different app.
public struct MotionMatch: Sendable {
  /// A part of the screen the recording follows.
  public enum Region: String, CaseIterable, Sendable {
    /// The docked keyboard's top edge.
    case keyboard
    /// The sheet's top edge.
    case sheet
    /// The layout's input bar: its bottom edge.
    case layout
    /// The bottom accessory's height.
    case accessory
    /// The newest message's bottom edge, where the list shows one.
    case newestMessage

    /// What a recording must hold for the region to be compared.
    var contents: TraceContents {
      switch self {
      case .keyboard: .keyboardMotion
      case .sheet: .sheetMotion
      case .layout: .layoutMotion
      case .accessory: .accessoryMotion
      case .newestMessage: .newestMessage
      }
    }

    /// The region's value in `frame`; `nil` where the frame shows none (no message).
    func value(_ frame: FrameSample) -> Double? {
      switch self {
      case .keyboard: frame.dockedKeyboardTop
      case .sheet: frame.sheetTop
      case .layout: frame.composerBottom
      case .accessory: frame.accessoryHeight
      case .newestMessage: frame.newestMessageBottom
      }
    }
  }

  /// One region's difference.
  public struct Difference: Sendable {
    /// The region.
    public var region: Region
    /// The largest difference, in points.
    public var largest: Double
    /// When the largest difference is.
    public var at: Ticks
    /// The root mean square of the differences, in points.
    public var rms: Double
    /// The root mean square of the differences frame for frame, with no frame either way: what
    /// the search minimises, so that of two runs a frame apart it keeps the one in step.
    var inStep: Double
    /// The largest difference frame for frame, and when: how far a run a frame apart is.
    public var largestInStep: Double
    /// When the largest frame-for-frame difference is.
    public var atInStep: Ticks
  }

  /// The regions compared, in ``Region`` order.
  public var differences: [Difference]
  /// How many frames were compared.
  public var frames: Int
  /// The recording's keyboard notifications, and how many of them the run posts in the same
  /// order under the same names.
  public var notifications: (recorded: Int, matched: Int)
  /// The largest time difference between matched notifications.
  public var largestTiming: Ticks
  /// How many keyboard notifications the run posts.
  public var simulatedNotifications: Int

  /// The comparison of `simulated` against `recorded`.
  public init(recorded: Trace, simulated: Trace) {
    let tick = simulated.refreshRate.ticksPerFrame
    let regions = Region.allCases.filter { recorded.contents.contains($0.contents) }
    var differences: [Difference] = []
    var compared = 0
    for region in regions {
      var largest = 0.0
      var at = Ticks.zero
      var squares = 0.0
      var stepSquares = 0.0
      var stepLargest = 0.0
      var stepAt = Ticks.zero
      compared = 0
      for frame in recorded.frames {
        guard let recordedValue = region.value(frame) else { continue }
        let index = Int((frame.time.rawValue + tick / 2) / tick)
        var nearest = Double.infinity
        var inStep = Double.infinity
        for candidate in (index - 1)...(index + 1)
        where simulated.frames.indices.contains(candidate) {
          // A frame that shows none where the recording shows one is as far as the screen.
          let difference = abs(
            (region.value(simulated.frames[candidate]) ?? simulated.device.height)
              - recordedValue)
          nearest = min(nearest, difference)
          if candidate == index { inStep = difference }
        }
        guard nearest.isFinite else { continue }
        compared += 1
        squares += nearest * nearest
        let step = inStep.isFinite ? inStep : nearest
        stepSquares += step * step
        if step > stepLargest {
          stepLargest = step
          stepAt = frame.time
        }
        if nearest > largest {
          largest = nearest
          at = frame.time
        }
      }
      let count = Double(max(compared, 1))
      differences.append(
        Difference(
          region: region, largest: largest, at: at, rms: (squares / count).squareRoot(),
          inStep: (stepSquares / count).squareRoot(), largestInStep: stepLargest,
          atInStep: stepAt))
    }
    self.differences = differences
    frames = compared
    let recordedNotes = Self.notifications(in: recorded)
    // A recording that starts late (a presentation under way) cannot hold what came before it.
    let start = recorded.frames.first?.time ?? .zero
    let simulatedNotes = Self.notifications(in: simulated).filter {
      $0.time.rawValue + tick >= start.rawValue
    }
    var matched = 0
    var timing = Ticks.zero
    for (lhs, rhs) in zip(recordedNotes, simulatedNotes) where lhs.name == rhs.name {
      matched += 1
      timing = max(timing, lhs.time > rhs.time ? lhs.time - rhs.time : rhs.time - lhs.time)
    }
    notifications = (recordedNotes.count, matched)
    simulatedNotifications = simulatedNotes.count
    largestTiming = timing
  }

  /// The keyboard notifications of `trace`, by name and time, in order.
  static func notifications(in trace: Trace) -> [(name: String, time: Ticks)] {
    trace.entries.compactMap { entry in
      guard case .event(let event) = entry.happening, event.keyboardNotification != nil else {
        return nil
      }
      return ("\(event.kind)", entry.time)
    }
  }

  /// The largest difference of any region.
  public var largest: Double { differences.map(\.largest).max() ?? 0 }

  /// One number to minimise: every region's in-step RMS and a quarter of its largest difference,
  /// and
  /// 100 per notification either side not matched, plus a tenth of the worst timing difference in ms.
  var score: Double {
    differences.reduce(0) { $0 + $1.inStep + $1.largest / 4 }
      + Double(max(notifications.recorded, simulatedNotifications) - notifications.matched) * 100
      + largestTiming.milliseconds / 10
  }
}
