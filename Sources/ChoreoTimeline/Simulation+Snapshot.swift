import ChoreoCore
import ChoreoMachine
import ChoreoPlatform

extension Simulation {
  /// A simulation's discrete state at a frame boundary: the controller, the platform without
  /// geometry (``ChoreoPlatform/World/DiscreteState``), and what waits in the queue and in the windows,
  /// relative to now.
  ///
  /// Two simulations with equal snapshots at the same frame behave the same from here on, so an
  /// exploration visits a snapshot once.
  ///
  /// Equality compares everything; the hash is the ``fingerprint``, which mixes only the parts
  /// that tell states of one frame apart, which is enough to spread them and much cheaper than
  /// hashing every field.
  public struct Snapshot: Hashable, Sendable {
    /// The controller's state.
    public var controller: ControllerState.DiscreteState
    /// The platform's state without its geometry.
    public var world: World.DiscreteState
    var pending: SortedCodes
    var windows: SortedCodes

    /// Equal when every part is.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
      lhs.controller == rhs.controller && lhs.world == rhs.world && lhs.pending == rhs.pending
        && lhs.windows == rhs.windows
    }

    /// A cheap, deterministic mix of the parts that tell states of one frame apart (what waits,
    /// the keyboard's phase and first responder): equal snapshots have equal fingerprints, and
    /// those of different states mostly differ.
    public var fingerprint: Int {
      var mixed = pending.total << 8 | windows.total
      pending.visit { mixed = mixed &* 31 &+ Int(truncatingIfNeeded: $0) }
      windows.visit { mixed = mixed &* 31 &+ Int(truncatingIfNeeded: $0) }
      mixed = mixed &* 31 &+ controller.keyboard.ordinal
      return mixed &* 31 &+ (world.responders.firstResponder?.ordinal ?? -1)
    }

    /// Hashes the ``fingerprint``.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(fingerprint)
    }
  }

  /// The simulation's discrete state now.
  ///
  /// Queued wakes that would do nothing (their part has moved on) are left out, since they cannot
  /// change what happens.
  public var snapshot: Snapshot {
    let now = upcomingVsync
    let pending = SortedCodes { pending in
      queue.forEachEntry { time, index in
        let code: Int64
        switch items[index] {
        case .user(let action): code = 1_000 + Int64(action.explorationCode)
        case .event(let event, _): code = 2_000 + Int64(event.kind.rawValue)
        case .wake(let wake, _):
          guard world.isLive(wake) else { return }
          code = 3_000 + Int64(wake.kind.code)
        }
        pending.append(Int64((time - now).rawValue) << 16 | code)
      }
    }
    let windows = SortedCodes { codes in
      for window in self.windows where world.isLive(window.wake) {
        codes.append(
          Int64((window.latest - now).rawValue) << 32
            | Int64((window.earliest - now).rawValue) << 16 | Int64(window.wake.kind.code))
      }
    }
    return Snapshot(
      controller: state.discreteState, world: world.discreteState, pending: pending,
      windows: windows)
  }
}

extension UserAction {
  /// A small code distinguishing actions for exploration keys.
  fileprivate var explorationCode: Int {
    switch self {
    case .present: 1
    case .close: 2
    case .dragDismiss(_, _, let commits): commits ? 3 : 4
    case .dragToDetent(let detent): 5 + detent.rawValue
    case .keystroke: 8
    case .tapField(let index): 100 + index
    case .dismissKeyboard: 9
    case .leaveScreen(let focusing): focusing ? 10 : 11
    case .returnToScreen: 12
    case .undockKeyboard: 13
    case .dragList: 14
    case .tapControl(let control): control == .save ? 15 : 16
    case .pressReturn: 17
    }
  }
}
