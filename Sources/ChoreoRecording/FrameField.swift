/// A field a recording's frame line may give by name: a frame sample's own fields, as a
/// simulated run's recording writes them.
enum FrameField: Int, CaseIterable {
  case sheetTop, keyboardTop, dockedKeyboardTop, composerTop, composerBottom, restBottom
  case accessoryHeight, focusedBottom, newestMessageBottom, fingerY
  case layoutSettled, screenVisible, appKeyboardVisible

  /// The field a key names, if any.
  init?(key: String) {
    switch key {
    case "sheetTop": self = .sheetTop
    case "keyboardTop": self = .keyboardTop
    case "dockedKeyboardTop": self = .dockedKeyboardTop
    case "composerTop": self = .composerTop
    case "composerBottom": self = .composerBottom
    case "restBottom": self = .restBottom
    case "accessoryHeight": self = .accessoryHeight
    case "focusedBottom": self = .focusedBottom
    case "newestMessageBottom": self = .newestMessageBottom
    case "fingerY": self = .fingerY
    case "layoutSettled": self = .layoutSettled
    case "screenVisible": self = .screenVisible
    case "appKeyboardVisible": self = .appKeyboardVisible
    default: return nil
    }
  }

  /// Whether the field is true or false rather than a number.
  var isFlag: Bool { rawValue >= FrameField.layoutSettled.rawValue }

  /// The field as one bit, for sets of fields.
  var bit: UInt32 { 1 << UInt32(rawValue) }
}

/// A value a frame line gives a field: a number, a flag, or `null`.
enum FrameValue {
  case number(Double)
  case flag(Bool)
  case none
}
