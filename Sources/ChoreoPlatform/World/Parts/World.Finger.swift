import ChoreoCore

extension World {
  /// A finger dragging the message list: where it is while it is down, the path it follows, and
  /// whether the keyboard follows it (an interactive drag that reached the keyboard).
  public struct Finger: Sendable {
    /// Where the finger is, while it is down.
    private(set) var position: Motion?
    /// The path it follows.
    private(set) var path: FingerPath?
    /// Advanced with each drag, so a stale point does nothing.
    private(set) var generation = 0
    /// Whether the keyboard follows the finger.
    public private(set) var keyboardFollows = false
    /// The keyboard's resting top when the drag began.
    private(set) var keyboardRest = 0.0
    /// The composer's top when the drag began: the finger moves the keyboard below it.
    private(set) var contact = 0.0

    /// Whether a finger is down.
    public var isDown: Bool { position != nil }

    /// Whether nothing moves: no finger is down.
    var isAtRest: Bool { position == nil }

    /// The finger's y at `time`, while it is down.
    func y(at time: Ticks) -> Double? { position?.value(at: time) }

    /// A finger touches down and starts along `path`; the keyboard does not follow it yet.
    mutating func touchDown(_ path: FingerPath, now: Ticks) -> FingerPath.Point? {
      guard let first = path.points.first else { return nil }
      generation += 1
      self.path = path
      position = .linear(from: first.y, velocity: path.velocity(from: 0), start: now)
      keyboardFollows = false
      return first
    }

    /// The keyboard starts following the finger: it rests at `keyboardRest`, and the finger met
    /// the composer at `contact`.
    mutating func startCarryingKeyboard(keyboardRest: Double, contact: Double) {
      keyboardFollows = true
      self.keyboardRest = keyboardRest
      self.contact = contact
    }

    /// Where the keyboard's top would be for a finger at `y`: as far below its rest as the
    /// finger is below where it met the composer.
    func keyboardTop(forFingerAt y: Double) -> Double { keyboardRest + (y - contact) }

    /// Schedules the finger's arrival at each later point of its path.
    func schedulePoints(from now: Ticks, cause: Int, outbox: inout Outbox) {
      guard let path else { return }
      for index in path.points.indices.dropFirst() {
        outbox.schedule(
          .fingerPoint(generation: generation, index: index), at: now + path.points[index].time,
          cause: cause)
      }
    }

    /// What reaching a point of the path meant.
    enum Arrival {
      /// A stale wake: nothing.
      case nothing
      /// The next segment starts at `point`, moving at `velocity`.
      case segment(point: FingerPath.Point, velocity: Double)
      /// The finger lifted, moving at `velocity`; `carried` says whether the keyboard followed it.
      case lift(velocity: Double, carried: Bool)
    }

    /// The finger reaches point `index` of its path: the next segment starts, or it lifts.
    mutating func reach(_ index: Int, generation: Int, now: Ticks) -> Arrival {
      guard generation == self.generation, let path else { return .nothing }
      let point = path.points[index]
      guard index == path.points.count - 1 else {
        let velocity = path.velocity(from: index)
        position = .linear(from: point.y, velocity: velocity, start: now)
        return .segment(point: point, velocity: velocity)
      }
      position = nil
      self.path = nil
      let carried = keyboardFollows
      keyboardFollows = false
      return .lift(velocity: path.releaseVelocity, carried: carried)
    }

    /// Whether `wake`, one of the finger's, would still do something now.
    func isLive(_ wake: WorldWake) -> Bool {
      if case .fingerPoint(let generation, _) = wake { return generation == self.generation }
      return false
    }
  }
}
