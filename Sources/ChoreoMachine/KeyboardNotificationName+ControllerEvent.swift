import ChoreoCore

extension KeyboardNotificationName {
  /// The notification a controller event is, if it is one.
  public init?(_ event: ControllerEvent) {
    switch event {
    case .keyboardWillShow: self = .willShow
    case .keyboardDidShow: self = .didShow
    case .keyboardWillChangeFrame: self = .willChangeFrame
    case .keyboardDidChangeFrame: self = .didChangeFrame
    case .keyboardWillHide: self = .willHide
    case .keyboardDidHide: self = .didHide
    case .presentTapped, .contentDidAppear, .contentDidMount, .prewarmDidMoveToWindow,
      .prewarmDidBecomeFirstResponder, .prewarmDidResignFirstResponder, .focusDelayDidElapse,
      .retryIntervalDidElapse, .closeDelayDidElapse, .focusDidLand, .focusDidLeave, .sheetDidSettle,
      .detentDidChange, .closeTapped, .dragDismissBegan, .dragDismissCancelled, .sheetDidDismiss:
      return nil
    }
  }
}
