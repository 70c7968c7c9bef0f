import ChoreoCore

/// The geometry a person sees in one frame, in screen points (y grows downward).
public struct FrameSample: Hashable, Sendable {
  /// The vsync time of the frame.
  public var time: Ticks
  /// The sheet's top edge; the screen height when the sheet is off screen.
  public var sheetTop: Double
  /// The keyboard's top edge; the screen height when the keyboard is off screen.
  public var keyboardTop: Double
  /// The top edge of the keyboard while it is docked, and the screen height when it floats or is
  /// gone.
  ///
  /// Layout that avoids the keyboard follows this edge.
  public var dockedKeyboardTop: Double
  /// The top edge of the input bar, its accessories included.
  public var composerTop: Double
  /// The bottom edge of the input bar; for a form, the bottom of the area the app lays out in.
  public var composerBottom: Double
  /// Where ``composerBottom`` rests with no keyboard: the container's bottom above the safe area.
  public var restBottom: Double
  /// The bottom edge of the focused control that must stay above the keys (the chat's composer,
  /// the form's focused field); `nil` when the app's screen holds no focus.
  public var focusedBottom: Double?
  /// The bottom edge of the chat's newest message; `nil` for a form.
  public var newestMessageBottom: Double?
  /// Whether the container (the sheet and its content) is not moving, so the layout's position
  /// is the app's doing alone.
  public var layoutSettled: Bool
  /// Whether the app's screen is on display.
  public var screenVisible: Bool
  /// The app's own `isKeyboardVisible`, when it keeps one.
  public var appKeyboardVisible: Bool?
  /// Where a finger dragging the message list is; `nil` when no finger is down.
  public var fingerY: Double?
  /// The height of the accessory strip above the bar.
  public var accessoryHeight: Double
  /// Who holds first responder.
  public var firstResponder: Responder?

  /// A sample with every field given; the screen fields default to a sheet's composer whose
  /// container is moving (so the layout detectors do not judge it) unless given.
  public init(
    time: Ticks, sheetTop: Double, keyboardTop: Double, composerTop: Double,
    composerBottom: Double, accessoryHeight: Double, firstResponder: Responder?,
    dockedKeyboardTop: Double? = nil, restBottom: Double? = nil, focusedBottom: Double? = nil,
    newestMessageBottom: Double? = nil, layoutSettled: Bool = false, screenVisible: Bool = true,
    appKeyboardVisible: Bool? = nil, fingerY: Double? = nil
  ) {
    self.time = time
    self.sheetTop = sheetTop
    self.keyboardTop = keyboardTop
    self.dockedKeyboardTop = dockedKeyboardTop ?? keyboardTop
    self.composerTop = composerTop
    self.composerBottom = composerBottom
    self.restBottom = restBottom ?? composerBottom
    self.focusedBottom = focusedBottom
    self.newestMessageBottom = newestMessageBottom
    self.layoutSettled = layoutSettled
    self.screenVisible = screenVisible
    self.appKeyboardVisible = appKeyboardVisible
    self.fingerY = fingerY
    self.accessoryHeight = accessoryHeight
    self.firstResponder = firstResponder
  }

  /// A geometric quantity of a frame, for detectors and exporters that read one of them.
  public enum Quantity: String, CaseIterable, Hashable, Sendable {
    /// ``FrameSample/sheetTop``.
    case sheetTop
    /// ``FrameSample/keyboardTop``.
    case keyboardTop
    /// ``FrameSample/composerTop``.
    case composerTop
    /// ``FrameSample/composerBottom``.
    case composerBottom
    /// ``FrameSample/accessoryHeight``.
    case accessoryHeight
    /// ``FrameSample/dockedKeyboardTop``.
    case dockedKeyboardTop
    /// ``FrameSample/restBottom``.
    case restBottom
    /// ``FrameSample/focusedBottom``.
    case focusedBottom
    /// ``FrameSample/newestMessageBottom``.
    case newestMessageBottom
    /// ``FrameSample/fingerY``.
    case fingerY
  }

  /// The value of `quantity` in this frame.
  @inlinable
  public subscript(quantity: Quantity) -> Double {
    switch quantity {
    case .sheetTop: sheetTop
    case .keyboardTop: keyboardTop
    case .composerTop: composerTop
    case .composerBottom: composerBottom
    case .accessoryHeight: accessoryHeight
    case .dockedKeyboardTop: dockedKeyboardTop
    case .restBottom: restBottom
    case .focusedBottom: focusedBottom ?? composerBottom
    case .newestMessageBottom: newestMessageBottom ?? composerTop
    case .fingerY: fingerY ?? composerTop
    }
  }
}
