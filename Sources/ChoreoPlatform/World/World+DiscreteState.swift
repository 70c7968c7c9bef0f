import ChoreoCore
import ChoreoMachine

extension World {
  /// The platform's state without its geometry: what decides what happens next. Two worlds with
  /// the same key behave the same from here on, so an exploration visits the key once.
  public struct DiscreteKey: Hashable, Sendable {
    var stage: SheetStage
    var detent: Detent
    var allowed: DetentSet
    var contentInWindow: Bool
    var composerMounted: Bool
    var prewarmMounted: Bool
    var prewarmInWindow: Bool
    public var firstResponder: Responder?
    var isLandingPending: Bool
    var hasDeferredFocus: Bool
    var keyboardPresence: KeyboardPresence
    var keyboardAnimation: KeyboardAnimation
    var keyboardTraits: KeyboardTraits
    var accessoryHeight: Double
    var dismissalIntended: Bool
    var screenVisible: Bool
    var observerCount: Int
    var appKeyboardVisible: Bool
    var focusedField: Int
    var docked: Bool
    var suggestionBarShown: Bool
    var fingerDown: Bool
    var dragFollows: Bool
    var keyboardOwner: Responder?
  }

  public var discreteKey: DiscreteKey {
    DiscreteKey(
      stage: stage, detent: detent, allowed: allowed, contentInWindow: contentInWindow,
      composerMounted: composerMounted, prewarmMounted: prewarmMounted,
      prewarmInWindow: prewarmInWindow, firstResponder: firstResponder,
      isLandingPending: isLandingPending, hasDeferredFocus: deferredFocusCause != nil,
      keyboardPresence: keyboardPresence, keyboardAnimation: keyboardAnimation,
      keyboardTraits: keyboardTraits, accessoryHeight: accessoryHeight,
      dismissalIntended: dismissalIntended, screenVisible: screenVisible,
      observerCount: observerCount, appKeyboardVisible: appKeyboardVisible,
      focusedField: focusedField, docked: undockedBand == nil,
      suggestionBarShown: suggestionBarShown, fingerDown: finger != nil, dragFollows: dragFollows,
      keyboardOwner: keyboardOwner)
  }

  /// Whether `wake` would still do something if it fired now (its generation is current).
  public func isLive(_ wake: WorldWake) -> Bool {
    switch wake {
    case .contentMount(let generation): generation == contentGeneration && contentInWindow
    case .focusLanding(let generation): generation == focusGeneration && isLandingPending
    case .sheetSettled(let generation): generation == sheetGeneration
    case .keyboardSettled(let generation): generation == keyboardGeneration
    case .keyboardStart(let generation):
      generation == keyboardGeneration && keyboardPresence == .starting
    case .dragReleased(let generation, _): generation == sheetGeneration && stage == .dragging
    case .appTimer(let timer, let generation): generation == timerGenerations[timer]
    case .suggestionBar(let generation):
      generation == keyboardGeneration && !suggestionBarShown
    case .fingerPoint(let generation, _): generation == dragGeneration
    }
  }
}

extension WorldWake {
  /// The wake without its generation, for exploration keys and decisions.
  public enum Kind: String, Hashable, Sendable {
    case contentMount, focusLanding, sheetSettled, keyboardSettled, keyboardStart
    case dragReleasedToDismiss, dragReleasedToStay, focusDelay, retry, suggestionBar, fingerPoint
  }

  public var kind: Kind {
    switch self {
    case .contentMount: .contentMount
    case .focusLanding: .focusLanding
    case .sheetSettled: .sheetSettled
    case .keyboardSettled: .keyboardSettled
    case .keyboardStart: .keyboardStart
    case .dragReleased(_, let commits): commits ? .dragReleasedToDismiss : .dragReleasedToStay
    case .appTimer(.focusDelay, _): .focusDelay
    case .appTimer(.retry, _): .retry
    case .suggestionBar: .suggestionBar
    case .fingerPoint: .fingerPoint
    }
  }
}
