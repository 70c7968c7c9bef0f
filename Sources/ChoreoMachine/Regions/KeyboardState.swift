import ChoreoCore

/// The keyboard as the app sees it through the platform's notifications, with the frame, duration
/// and curve the last notification carried.
public enum KeyboardState: Hashable, Sendable {
  /// Off screen.
  case hidden
  /// Moving on screen or to a new frame (`keyboardWillShow`, `keyboardWillChangeFrame`).
  case rising(KeyboardNotification)
  /// On screen at `frame`.
  case shown(Rect)
  /// Moving off screen (`keyboardWillHide`).
  case falling(KeyboardNotification)

  /// The state without its data, for transition tables.
  public enum Phase: String, CaseIterable, Hashable, Sendable {
    /// See ``KeyboardState/hidden``.
    case hidden
    /// See ``KeyboardState/rising(_:)``.
    case rising
    /// See ``KeyboardState/shown(_:)``.
    case shown
    /// See ``KeyboardState/falling(_:)``.
    case falling
  }

  /// The state's phase.
  public var phase: Phase {
    switch self {
    case .hidden: .hidden
    case .rising: .rising
    case .shown: .shown
    case .falling: .falling
    }
  }

  /// One state per phase, for exhaustive tests.
  public static let representatives: [KeyboardState] = {
    let show = KeyboardNotification.representative(showing: true)
    let hide = KeyboardNotification.representative(showing: false)
    return [.hidden, .rising(show), .shown(show.endFrame), .falling(hide)]
  }()

  static func rule(
    _ id: RuleID, from: [Phase], on event: ControllerEvent.Kind, to: Phase?,
    update: @escaping @Sendable (inout KeyboardState, KeyboardNotification) -> Void
  ) -> Rule {
    Rule(
      id, from: from, on: event, to: to,
      update: { state, event in
        guard let note = event.keyboardNotification else { return }
        update(&state.keyboard, note)
      })
  }

  /// The keyboard's transition table.
  public static let rules: [Rule] = [
    rule("keyboard.will-show", from: [.hidden, .falling], on: .keyboardWillShow, to: .rising) {
      $0 = .rising($1)
    },
    rule("keyboard.will-show-again", from: [.rising], on: .keyboardWillShow, to: nil) {
      $0 = .rising($1)
    },
    rule(
      "keyboard.will-change-frame", from: [.rising, .shown], on: .keyboardWillChangeFrame,
      to: .rising
    ) { $0 = .rising($1) },
    rule("keyboard.did-show", from: [.rising], on: .keyboardDidShow, to: .shown) {
      $0 = .shown($1.endFrame)
    },
    rule("keyboard.did-change-frame", from: [.rising], on: .keyboardDidChangeFrame, to: .shown) {
      $0 = .shown($1.endFrame)
    },
    rule("keyboard.will-hide", from: [.rising, .shown], on: .keyboardWillHide, to: .falling) {
      $0 = .falling($1)
    },
    rule("keyboard.did-hide", from: [.falling], on: .keyboardDidHide, to: .hidden) { state, _ in
      state = .hidden
    },
  ]
}

extension KeyboardState.Phase: RegionPhase {
  /// The keyboard region.
  public static var region: RegionID { .keyboard }

  /// The phase tagged with its region.
  public var controllerPhase: ControllerPhase { .keyboard(self) }

  /// The phase's position in declaration order.
  public var ordinal: Int {
    switch self {
    case .hidden: 0
    case .rising: 1
    case .shown: 2
    case .falling: 3
    }
  }
}
