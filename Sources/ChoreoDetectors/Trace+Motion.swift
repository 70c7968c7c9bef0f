import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Motion queries over a trace's frames, shared by the detectors.
extension Trace {
  /// Changes smaller than this are not motion: far below the 1/3 pt a @3x screen can show
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public static let motionEpsilon = 0.01

  /// A span of frames that starts at a user action and ends before the next one.
  public struct TransitionWindow: Sendable {
    /// The person's action that opened the window, if any (the first window may have none).
    public var opener: Opener?
    /// The frame indices in the window.
    public var frames: Range<Int>

    /// The person's action that opens a window, and the entry that records it.
    public struct Opener: Sendable {
      /// The entry.
      public var entry: TraceAnalysis.EntryReference
      /// The action.
      public var action: UserAction
    }
  }

  /// How many 120 Hz frames one of the trace's frames lasts (1 at 120 Hz, 2 at 60 Hz): limits
  /// stated per 120 Hz frame allow proportionally more in a longer frame.
  var framesOf120Hz: Double {
    Double(refreshRate.frameDuration.rawValue) / Double(RefreshRate.hz120.frameDuration.rawValue)
  }

  /// The direction of a motion on screen.
  public enum Direction: Int, Sendable {
    /// Toward the top of the screen (y decreasing).
    case up = -1
    /// Toward the bottom of the screen (y increasing).
    case down = 1
  }

  /// The frame at which `quantity` starts moving in `direction` within `range`: the last frame
  /// before the first visible step, so that two motions started in the same frame have the same
  /// onset.
  public func onset(
    of quantity: FrameSample.Quantity, direction: Direction, in range: Range<Int>
  ) -> Int? {
    let sign = Double(direction.rawValue)
    return firstFrame(in: range.dropFirst()) { previous, frame in
      (frame[quantity] - previous[quantity]) * sign > Self.motionEpsilon
    }.map { $0 - 1 }
  }

  /// The first frame of `range` (clamped into the trace) that, with the frame before it (itself
  /// for frame 0), satisfies `predicate`.
  func firstFrame(
    in range: Range<Int>, where predicate: (_ previous: FrameSample, _ frame: FrameSample) -> Bool
  ) -> Int? {
    range.clamped(to: frames.indices).first { index in
      predicate(frames[max(0, index - 1)], frames[index])
    }
  }

  /// Less than this much of a view on screen cannot be seen: 1 pt is the smallest resolvable step
  /// (<doc:PlatformFacts#Spatial-acuity>).
  public static let visibleExtent = 1.0

  /// Whether a view whose top edge is at `top` is visibly on screen, on a screen `screenHeight`
  /// tall: at least ``visibleExtent`` of it shows.
  static func isOnScreen(top: Double, screenHeight: Double) -> Bool {
    top <= screenHeight - visibleExtent
  }

  /// Whether the input bar is in view in `frame`, on a screen `screenHeight` tall: the app's
  /// screen is on display and the bar's top is above the screen's bottom edge.
  static func isBarInView(_ frame: FrameSample, screenHeight: Double) -> Bool {
    frame.screenVisible && frame.composerTop < screenHeight
  }

  /// Whether the keyboard is visibly on screen in frame `index`.
  public func isKeyboardUp(at index: Int) -> Bool {
    Self.isOnScreen(top: frames[index].keyboardTop, screenHeight: device.height)
  }

  /// Whether the sheet is visibly on screen in frame `index`.
  public func isSheetUp(at index: Int) -> Bool {
    Self.isOnScreen(top: frames[index].sheetTop, screenHeight: device.height)
  }

  /// Whether the input bar is visibly on screen in frame `index`.
  public func isComposerUp(at index: Int) -> Bool {
    Self.isOnScreen(top: frames[index].composerTop, screenHeight: device.height)
  }

  /// Whether the causal chain of entry `id` holds the person or the app asking the keyboard to go:
  /// a close, a dismiss drag, a detent drag, `clearFocus` or `dismiss`.
  public func hasDismissalIntent(_ id: Int) -> Bool {
    causalChain(of: id) { entry in
      switch entry.happening {
      // A return key that moved focus on asked for the keyboard to stay.
      case .user(.pressReturn): !returnMovedFocus(entry.id)
      case .user(let action): action.intendsDismissal
      case .effect(.clearFocus), .effect(.dismiss): true
      default: false
      }
    }
  }

  /// Whether the return key pressed in entry `id` moved focus to the next field.
  func returnMovedFocus(_ id: Int) -> Bool {
    entries.contains { entry in
      guard entry.cause == id, case .note(.returnKeyPressed(_, _, .movedFocus)) = entry.happening
      else { return false }
      return true
    }
  }

  /// A sample of `quantity` in frame `index`, for evidence.
  public func sample(_ quantity: FrameSample.Quantity, at index: Int) -> Evidence.Sample {
    Evidence.Sample(time: frames[index].time, quantity: quantity, value: frames[index][quantity])
  }

  /// Ids of the entries at exactly `time` that are `kind` controller events.
  func ids(of kind: ControllerEvent.Kind, at time: Ticks) -> [Int] {
    entries.filter { $0.time == time && $0.controllerEvent?.kind == kind }.map(\.id)
  }

  /// The first frame index at or after `time`, clamped into the trace.
  func clampedFrame(_ time: Ticks) -> Int {
    Self.clampedFrame(time, rate: refreshRate, count: frames.count)
  }

  /// The first frame index at or after `time`, clamped into `count` frames sampled at `rate`.
  static func clampedFrame(_ time: Ticks, rate: RefreshRate, count: Int) -> Int {
    min(frameIndex(atOrAfter: time, rate: rate, count: count), count - 1)
  }
}
