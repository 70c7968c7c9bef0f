import ChoreoCore

extension World {
  /// The end of a frame (the transaction commits): motions that have ended come to rest, the
  /// keyboard follows first responder, and a sheet resting below its largest detent grows when
  /// the keyboard has shown.
  ///
  /// Most frames only settle motions, so that part is inline and the commit a call away.
  public mutating func commitFrame(at now: Ticks) {
    if now >= nextSettle { settleMotions(at: now) }
    guard needsCommit else { return }
    commitChanges(at: now)
  }

  /// Settles every motion that has ended by `now`; those still moving set the next deadline
  /// again as they are stored back.
  private mutating func settleMotions(at now: Ticks) {
    sheet.settle(at: now)
    keyboard.settle(at: now)
    screen.settle(at: now)
  }

  /// What a frame commits when something changed since the last one.
  private mutating func commitChanges(at now: Ticks) {
    needsCommit = false
    let responder = responders.firstResponder
    let traits = platform.showsKeyboardForFocus ? traits(of: responder) : nil
    let inset = keyboard.follow(
      responder, field: responders.focusedField, traits: traits, now: now,
      cause: responders.cause, setup: setup, outbox: &outbox)
    if let inset { screen.ride(inset, now: now, setup: setup) }
    screen.reserve(forComposerFocused: responder == .composer, setup: setup)
    // The system grows a sheet resting below its largest detent once the keyboard has shown
    // (<doc:PlatformFacts#Medium-detent-shove>).
    if platform.growsSheet, constants.inSheet, keyboard.presence == .shown,
      responder != nil, let largest = sheet.largerDetent
    {
      sheet.grow(
        to: largest, now: now, cause: keyboard.shownCause, setup: setup, outbox: &outbox)
    }
  }
}
