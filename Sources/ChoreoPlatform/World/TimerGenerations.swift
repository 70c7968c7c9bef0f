import ChoreoCore
import ChoreoMachine

/// The generation of each of the app's timers: starting or cancelling a timer advances its
/// generation, so a wake scheduled for an older one does nothing. Two plain integers, so copying
/// a world copies no heap storage.
struct TimerGenerations: Hashable, Sendable {
  private var focusDelay = 0
  private var retry = 0

  /// The generation of `timer`.
  subscript(timer: AppTimer) -> Int {
    get {
      switch timer {
      case .focusDelay: focusDelay
      case .retry: retry
      }
    }
    set {
      switch timer {
      case .focusDelay: focusDelay = newValue
      case .retry: retry = newValue
      }
    }
  }

  /// Advances every timer's generation: the view and its timers are gone.
  mutating func advanceAll() {
    focusDelay += 1
    retry += 1
  }
}
