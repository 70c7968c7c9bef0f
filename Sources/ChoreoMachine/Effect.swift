import ChoreoCore

/// Something the controller asks the platform to do, returned as a value for the runner to carry
/// out.
public enum Effect: Hashable, Sendable, CustomStringConvertible {
  /// Present the sheet at `detent`, allowing `allowed` (`.sheet` with `presentationDetents`).
  case present(Detent, allowed: DetentSet)
  /// Render the prewarm `UITextField` into the sheet's content.
  case mountPrewarm
  /// Call `becomeFirstResponder()` on a UIKit responder.
  case becomeFirstResponder(Responder)
  /// Set the SwiftUI focus state of a field to true.
  case setFocus(Responder)
  /// Remove the prewarm field from the content.
  case retirePrewarm
  /// Collapse the focus-collapsing bottom accessories.
  case collapseAccessories
  /// Expand the bottom accessories again.
  case expandAccessories
  /// Start one of the app's timers.
  case startTimer(AppTimer, after: Ticks)
  /// Cancel one of the app's timers.
  case cancelTimer(AppTimer)
  /// Set the focus state to false (`focused = false`).
  case clearFocus
  /// Dismiss the sheet (`dismiss()` / `onClose()`).
  case dismiss
  /// Tell the person that focus could not be set (an error the app surfaces).
  case surfaceFocusFailure

  /// The effect without its payload, as transition tables name it.
  public enum Kind: Int, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// See ``Effect/present(_:allowed:)``.
    case present
    /// See ``Effect/mountPrewarm``.
    case mountPrewarm
    /// `becomeFirstResponder(.prewarm)`.
    case becomePrewarmFirstResponder
    /// `setFocus(.composer)`.
    case focusComposer
    /// See ``Effect/retirePrewarm``.
    case retirePrewarm
    /// See ``Effect/collapseAccessories``.
    case collapseAccessories
    /// See ``Effect/expandAccessories``.
    case expandAccessories
    /// `startTimer(.focusDelay, after:)` with the configured delay.
    case startFocusDelay
    /// `startTimer(.retry, after:)`; emitted only when the retry policy allows retries.
    case startRetryTimer
    /// `cancelTimer(.retry)`; emitted only when the retry policy allows retries.
    case cancelRetryTimer
    /// `startTimer(.closeDelay, after:)`: the wait between clearing focus and dismissing.
    case startCloseDelay
    /// See ``Effect/clearFocus``.
    case clearFocus
    /// See ``Effect/dismiss``.
    case dismiss
    /// See ``Effect/surfaceFocusFailure``; emitted only when the app surfaces focus failures.
    case surfaceFocusFailure

    /// Whether the effect is emitted only when an option asks for it (drawn with a `?`).
    public var isConditional: Bool {
      switch self {
      case .startRetryTimer, .cancelRetryTimer, .surfaceFocusFailure: true
      default: false
      }
    }

    /// The name as transition tables and diagrams print it.
    public var description: String {
      let name =
        switch self {
        case .present: "present"
        case .mountPrewarm: "mountPrewarm"
        case .becomePrewarmFirstResponder: "becomeFirstResponder(prewarm)"
        case .focusComposer: "setFocus(composer)"
        case .retirePrewarm: "retirePrewarm"
        case .collapseAccessories: "collapseAccessories"
        case .expandAccessories: "expandAccessories"
        case .startFocusDelay: "startTimer(focusDelay)"
        case .startRetryTimer: "startTimer(retry)"
        case .cancelRetryTimer: "cancelTimer(retry)"
        case .startCloseDelay: "startTimer(closeDelay)"
        case .clearFocus: "clearFocus"
        case .dismiss: "dismiss"
        case .surfaceFocusFailure: "surfaceFocusFailure"
        }
      return isConditional ? name + "?" : name
    }

    /// The effect value this kind stands for, given the controller's state after the transition;
    /// `nil` when a conditional effect's option is off.
    public func make(after state: ControllerState, options: ControllerOptions) -> Effect? {
      switch self {
      case .present: return .present(state.sheet.detent, allowed: state.sheet.allowed)
      case .mountPrewarm: return .mountPrewarm
      case .becomePrewarmFirstResponder: return .becomeFirstResponder(.prewarm)
      case .focusComposer: return .setFocus(.composer)
      case .retirePrewarm: return .retirePrewarm
      case .collapseAccessories: return .collapseAccessories
      case .expandAccessories: return .expandAccessories
      case .startFocusDelay: return .startTimer(.focusDelay, after: options.focusTrigger.delay)
      case .startRetryTimer:
        guard case .upTo(_, let interval) = options.retry else { return nil }
        return .startTimer(.retry, after: interval)
      case .cancelRetryTimer:
        guard case .upTo = options.retry else { return nil }
        return .cancelTimer(.retry)
      case .startCloseDelay: return .startTimer(.closeDelay, after: options.closeDismissDelay)
      case .clearFocus: return .clearFocus
      case .dismiss: return .dismiss
      case .surfaceFocusFailure: return options.surfacesFocusFailure ? .surfaceFocusFailure : nil
      }
    }
  }

  /// An effect's name without its payload, as traces and recordings write it: each case's own
  /// name, declared once here.
  public enum Name: String, CaseIterable, Sendable {
    /// See ``Effect/present(_:allowed:)``.
    case present
    /// See ``Effect/mountPrewarm``.
    case mountPrewarm
    /// See ``Effect/becomeFirstResponder(_:)``.
    case becomeFirstResponder
    /// See ``Effect/setFocus(_:)``.
    case setFocus
    /// See ``Effect/retirePrewarm``.
    case retirePrewarm
    /// See ``Effect/collapseAccessories``.
    case collapseAccessories
    /// See ``Effect/expandAccessories``.
    case expandAccessories
    /// See ``Effect/startTimer(_:after:)``.
    case startTimer
    /// See ``Effect/cancelTimer(_:)``.
    case cancelTimer
    /// See ``Effect/clearFocus``.
    case clearFocus
    /// See ``Effect/dismiss``.
    case dismiss
    /// See ``Effect/surfaceFocusFailure``.
    case surfaceFocusFailure
  }

  /// The effect's name.
  public var name: Name {
    switch self {
    case .present: .present
    case .mountPrewarm: .mountPrewarm
    case .becomeFirstResponder: .becomeFirstResponder
    case .setFocus: .setFocus
    case .retirePrewarm: .retirePrewarm
    case .collapseAccessories: .collapseAccessories
    case .expandAccessories: .expandAccessories
    case .startTimer: .startTimer
    case .cancelTimer: .cancelTimer
    case .clearFocus: .clearFocus
    case .dismiss: .dismiss
    case .surfaceFocusFailure: .surfaceFocusFailure
    }
  }

  /// `present(large, allowed: medium|large)`, `startTimer(focusDelay, 400.0 ms)`.
  public var description: String {
    switch self {
    case .present(let detent, let allowed): "\(name.rawValue)(\(detent), allowed: \(allowed))"
    case .becomeFirstResponder(let responder), .setFocus(let responder):
      "\(name.rawValue)(\(responder))"
    case .startTimer(let timer, let after): "\(name.rawValue)(\(timer), \(after) ms)"
    case .cancelTimer(let timer): "\(name.rawValue)(\(timer))"
    case .mountPrewarm, .retirePrewarm, .collapseAccessories, .expandAccessories, .clearFocus,
      .dismiss, .surfaceFocusFailure:
      name.rawValue
    }
  }
}
