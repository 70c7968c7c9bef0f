import ChoreoCore
import ChoreoPlatform
import ChoreoTimeline

/// Builds traces by hand for detector tests: frames from a closure, events at times.
public struct TraceBuilder {
  /// An empty builder for the default device at 120 Hz.
  public init() {}

  /// The device the trace is for.
  public var device = Device.iPhone14Pro
  /// The refresh rate frames are sampled at.
  public var refreshRate = RefreshRate.hz120
  /// The entries added so far.
  public private(set) var events: [TraceEntry] = []
  /// The frames added so far.
  public private(set) var frames: [FrameSample] = []

  /// A frame with the sheet, keyboard and bar off screen.
  public func offscreen(at time: Ticks) -> FrameSample {
    FrameSample(
      time: time, sheetTop: device.height, keyboardTop: device.height,
      composerTop: device.height + 100, composerBottom: device.height + 152, accessoryHeight: 0,
      firstResponder: nil)
  }

  /// `count` frames, each starting off screen and shaped by `shape(index, sample)`.
  public mutating func addFrames(_ count: Int, _ shape: (Int, inout FrameSample) -> Void) {
    for _ in 0..<count {
      let index = frames.count
      var sample = offscreen(at: refreshRate.time(ofFrame: index))
      shape(index, &sample)
      frames.append(sample)
    }
  }

  /// Adds an entry at `ms` caused by entry `cause`, and returns its id.
  @discardableResult
  public mutating func add(
    _ happening: Happening, ms: Double, cause: Int? = nil,
    outcome: TraceEntry.Outcome = .recorded
  ) -> Int {
    let time = Ticks(milliseconds: ms)
    let id = events.count
    events.append(
      TraceEntry(
        id: id, time: time, frame: refreshRate.frame(containing: time), happening: happening,
        cause: cause, outcome: outcome))
    return id
  }

  /// The trace built so far.
  public func build() -> Trace {
    Trace(
      scenario: "hand-built", device: device, refreshRate: refreshRate, layout: .standard,
      entries: events, frames: frames)
  }
}

extension TraceBuilder {
  /// `count` frames of a full-screen chat at rest in its container: the docked keyboard's top and
  /// the composer's bottom come from the closures (rest bottom 818 pt on the default device), the
  /// composer is focused, and the newest message sits on the composer.
  public mutating func addScreenFrames(
    _ count: Int, keyboard: (Int) -> Double, bar: (Int) -> Double,
    shape: (Int, inout FrameSample) -> Void = { _, _ in }
  ) {
    let rest = device.height - device.safeAreaBottom
    addFrames(count) { index, frame in
      frame.sheetTop = 0
      frame.keyboardTop = keyboard(index)
      frame.dockedKeyboardTop = frame.keyboardTop
      frame.composerBottom = bar(index)
      frame.composerTop = frame.composerBottom - 52
      frame.restBottom = rest
      frame.focusedBottom = frame.composerBottom
      frame.newestMessageBottom = frame.composerTop
      frame.layoutSettled = true
      frame.firstResponder = .composer
      shape(index, &frame)
    }
  }
}
