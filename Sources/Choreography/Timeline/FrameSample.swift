/// The geometry a person sees in one frame, in screen points (y grows downward).
public struct FrameSample: Hashable, Sendable {
  /// The vsync time of the frame.
  public var time: Ticks
  /// The sheet's top edge; the screen height when the sheet is off screen.
  public var sheetTop: Double
  /// The keyboard's top edge; the screen height when the keyboard is off screen.
  public var keyboardTop: Double
  /// The top edge of the input bar, its accessories included.
  public var composerTop: Double
  /// The bottom edge of the input bar.
  public var composerBottom: Double
  /// The height of the accessory strip above the bar.
  public var accessoryHeight: Double
  /// Who holds first responder.
  public var firstResponder: Responder?

  /// A sample with every field given.
  public init(
    time: Ticks, sheetTop: Double, keyboardTop: Double, composerTop: Double,
    composerBottom: Double, accessoryHeight: Double, firstResponder: Responder?
  ) {
    self.time = time
    self.sheetTop = sheetTop
    self.keyboardTop = keyboardTop
    self.composerTop = composerTop
    self.composerBottom = composerBottom
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
  }

  /// The value of `quantity` in this frame.
  public subscript(quantity: Quantity) -> Double {
    switch quantity {
    case .sheetTop: sheetTop
    case .keyboardTop: keyboardTop
    case .composerTop: composerTop
    case .composerBottom: composerBottom
    case .accessoryHeight: accessoryHeight
    }
  }
}
