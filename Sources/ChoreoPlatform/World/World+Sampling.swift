import ChoreoCore

extension World {
  /// The geometry a person sees at `time`, read from every part.
  public func sample(at time: Ticks) -> FrameSample {
    let top = sheet.topValue(at: time)
    let keyboardTop = keyboard.topValue(at: time)
    let dockedTop = keyboard.undockedTop(at: time) ?? keyboardTop
    // A sheet's content runs from its top; any other view is where its context puts it (a form
    // sheet moving up with the keyboard).
    let contentBottom =
      setup.constants.inSheet
      ? top + sheet.contentHeight(at: time, screenHeight: setup.constants.screenHeight, top: top)
      : setup.constants.viewBottom(forKeyboardTop: dockedTop)
    // How far above the container's bottom the app lays out: the avoidance strategy's inset plus
    // the app's own constraint constant.
    var inset: Double
    if setup.constants.avoidance == .followsKeyboard {
      let read =
        setup.constants.followLag == .zero
        ? dockedTop : keyboard.dockedTop(at: time - setup.constants.followLag)
      inset = setup.constants.avoidanceInset(forKeyboardTop: read)
    } else {
      inset = screen.systemInset(at: time)
    }
    // A second view padding by the same inset adds the keyboard's part of it again.
    if setup.constants.repeatedApplications > 0 {
      inset += setup.constants.repeatedApplications * max(0, inset - setup.constants.insetFloor)
    }
    inset += screen.appOffset(at: time)
    let accessoryHeight = screen.accessoryHeight
    let bottom = contentBottom - inset
    let barTop = bottom - setup.constants.composerHeight - accessoryHeight
    let restBottom = contentBottom - setup.constants.insetFloor
    let firstResponder = responders.firstResponder
    var focusedBottom: Double?
    var newestMessageBottom: Double?
    switch setup.constants.content {
    case .chat:
      if firstResponder == .composer { focusedBottom = bottom }
      newestMessageBottom =
        setup.constants.newestMessageAnchored
        ? barTop : restBottom - setup.constants.composerHeight - accessoryHeight
    case .form:
      if firstResponder == .composer {
        focusedBottom = formFieldBottom(
          responders.focusedField, containerTop: top, visibleBottom: bottom)
      }
    }
    return FrameSample(
      time: time, sheetTop: top, keyboardTop: keyboardTop, composerTop: barTop,
      composerBottom: bottom, accessoryHeight: accessoryHeight, firstResponder: firstResponder,
      dockedKeyboardTop: dockedTop, restBottom: restBottom, focusedBottom: focusedBottom,
      newestMessageBottom: newestMessageBottom, layoutSettled: sheet.isSettled(at: time),
      screenVisible: screen.isVisible,
      appKeyboardVisible: setup.constants.keepsVisibilityFlag ? screen.appKeyboardVisible : nil,
      fingerY: finger.y(at: time))
  }

  /// The bottom of form field `index` once its scroll view has scrolled it into the visible area
  /// (UIKit and SwiftUI scroll the first responder into view when the visible area shrinks).
  func formFieldBottom(_ index: Int, containerTop: Double, visibleBottom: Double) -> Double {
    let top = containerTop + constants.formTop + Double(index) * Screen.formRowPitch
    let natural = top + Screen.formRowHeight
    let scroll = max(0, natural + Screen.formFocusMargin - visibleBottom)
    return natural - scroll
  }
}
