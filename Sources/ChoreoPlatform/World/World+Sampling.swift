import ChoreoCore
import ChoreoMachine

extension World {
  /// The motion of the docked keyboard's top edge: the keyboard's own while it is docked.
  var dockedBand: Motion { undockedBand ?? keyboardTop }

  /// The geometry a person sees at `time`.
  ///
  /// It changes nothing, but it is `mutating` so that the world is read in place: a
  /// non-mutating call on a world stored in a simulation copies all 900 bytes of it first.
  @inline(__always)
  public mutating func sample(at time: Ticks) -> FrameSample {
    let c = constants
    let top = sheetTop.value(at: time)
    let contentBottom = top + contentHeight(at: time)
    let keyboard = keyboardTop.value(at: time)
    let dockedTop = undockedBand?.value(at: time) ?? keyboard
    // How far above the container's bottom the app lays out: the avoidance strategy's inset plus
    // the app's own constraint constant.
    var inset: Double
    if c.avoidance == .followsKeyboard {
      let top = c.followLag == .zero ? dockedTop : dockedBand.value(at: time - c.followLag)
      inset = bottomInset(forKeyboardTop: top)
    } else {
      inset = self.inset.value(at: time)
    }
    // A second view padding by the same inset adds the keyboard's part of it again.
    if c.repeatedApplications > 0 {
      inset += c.repeatedApplications * max(0, inset - c.insetFloor)
    }
    if case .rest(let offset) = appOffset {
      inset += offset
    } else {
      inset += appOffset.value(at: time)
    }
    let bottom = contentBottom - inset
    let barTop = bottom - c.composerHeight - accessoryHeight
    let restBottom = contentBottom - c.insetFloor
    let contentMoving: Bool =
      switch content {
      case .fixed(.rest), .tracksSheet: false
      case .fixed(let motion): motion.isMoving(at: time)
      }
    let settled = stage == .resting && !contentMoving && !sheetTop.isMoving(at: time)
    var focusedBottom: Double?
    var newestMessageBottom: Double?
    switch c.content {
    case .chat:
      if firstResponder == .composer { focusedBottom = bottom }
      newestMessageBottom =
        c.newestMessageAnchored ? barTop : restBottom - c.composerHeight - accessoryHeight
    case .form:
      if firstResponder == .composer {
        focusedBottom = formFieldBottom(focusedField, containerTop: top, visibleBottom: bottom)
      }
    }
    return FrameSample(
      time: time, sheetTop: top, keyboardTop: keyboard, composerTop: barTop,
      composerBottom: bottom, accessoryHeight: accessoryHeight, firstResponder: firstResponder,
      dockedKeyboardTop: dockedTop, restBottom: restBottom, focusedBottom: focusedBottom,
      newestMessageBottom: newestMessageBottom, layoutSettled: settled,
      screenVisible: screenVisible,
      appKeyboardVisible: c.keepsVisibilityFlag ? appKeyboardVisible : nil,
      fingerY: finger?.value(at: time))
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
