import ChoreoCore
import ChoreoMachine

extension World {
  /// The app's own timers (`Task.sleep`, `asyncAfter`): starting or cancelling one advances its
  /// generation, so a wake scheduled for an older one does nothing.
  ///
  /// Plain integers, so copying a world copies no heap storage.
  public struct AppTimers: Hashable, Sendable {
    private var focusDelay = 0
    private var retry = 0
    private var closeDelay = 0

    /// The generation of `timer`.
    subscript(timer: AppTimer) -> Int {
      switch timer {
      case .focusDelay: focusDelay
      case .retry: retry
      case .closeDelay: closeDelay
      }
    }

    /// Starts `timer` to fire after `delay`, replacing a running one.
    mutating func start(
      _ timer: AppTimer, after delay: Ticks, now: Ticks, cause: Int, outbox: inout Outbox
    ) {
      advance(timer)
      outbox.schedule(.appTimer(timer, generation: self[timer]), at: now + delay, cause: cause)
    }

    /// Cancels `timer`.
    mutating func advance(_ timer: AppTimer) {
      switch timer {
      case .focusDelay: focusDelay += 1
      case .retry: retry += 1
      case .closeDelay: closeDelay += 1
      }
    }

    /// Cancels every timer: the view and its timers are gone.
    mutating func cancelAll() {
      focusDelay += 1
      retry += 1
      closeDelay += 1
    }

    /// Whether `wake`, one of the timers', would still fire its event now.
    func isLive(_ wake: WorldWake) -> Bool {
      if case .appTimer(let timer, let generation) = wake { return generation == self[timer] }
      return false
    }
  }
}
