import ChoreoMachine

extension HandWrittenReducer {
  /// The effects of the rules that fired, in region order, made once every region has moved.
  struct PendingEffects {
    var mountPrewarm = false
    var becomePrewarmFirstResponder = false
    var retirePrewarm = false
    var collapseAccessories = false
    var expandAccessories = false
    var attempt = false
    var startFocusDelay = false
    var surfaceFocusFailure = false
    var cancelRetryTimer = false
    var clearFocus = false
    var present = false
    var dismiss = false
    var startCloseDelay = false

    func emit(into list: inout EffectList, after state: ControllerState, options: ControllerOptions)
    {
      if mountPrewarm { list.append(.mountPrewarm) }
      if becomePrewarmFirstResponder { list.append(.becomeFirstResponder(.prewarm)) }
      if retirePrewarm { list.append(.retirePrewarm) }
      if collapseAccessories { list.append(.collapseAccessories) }
      if expandAccessories { list.append(.expandAccessories) }
      if attempt {
        list.append(.setFocus(.composer))
        if case .upTo(_, let interval) = options.retry {
          list.append(.startTimer(.retry, after: interval))
        }
      }
      if startFocusDelay {
        list.append(.startTimer(.focusDelay, after: options.focusTrigger.delay))
      }
      if surfaceFocusFailure, options.surfacesFocusFailure { list.append(.surfaceFocusFailure) }
      if cancelRetryTimer, case .upTo = options.retry { list.append(.cancelTimer(.retry)) }
      if clearFocus { list.append(.clearFocus) }
      if present { list.append(.present(state.sheet.detent, allowed: state.sheet.allowed)) }
      if dismiss { list.append(.dismiss) }
      if startCloseDelay { list.append(.startTimer(.closeDelay, after: options.closeDismissDelay)) }
    }
  }
}
