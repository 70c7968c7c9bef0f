import ChoreoCore

extension World {
  /// First responder and SwiftUI focus: who holds the keyboard session, which of the screen's
  /// fields is focused, and a focus request on its way to landing or deferred until the
  /// presentation settles.
  public struct Responders: Sendable {
    /// Who holds first responder, and with it the keyboard.
    public private(set) var firstResponder: Responder?
    /// The trace id of what last changed first responder (or the focused field), which the
    /// keyboard's reaction at the end of the frame names as its cause.
    private(set) var cause: Int?
    /// Advanced with each focus request, so a stale landing does nothing.
    private(set) var focusGeneration = 0
    /// Whether a focus request waits to land.
    public private(set) var isLandingPending = false
    /// The trace id of a focus request deferred until the presentation settles.
    private(set) var deferredFocusCause: Int?
    /// The form field that holds focus, or was last focused (0 for a chat's composer).
    public private(set) var focusedField = 0

    /// Whether a focus request waits for the presentation to settle.
    public var hasDeferredFocus: Bool { deferredFocusCause != nil }

    /// Makes `responder` first responder (nil: nobody), remembering `cause`.
    mutating func setFirstResponder(_ responder: Responder?, cause: Int?) {
      firstResponder = responder
      self.cause = cause
    }

    /// Moves focus to form field `index` without changing first responder; `cause`, when given,
    /// is what the keyboard's reaction at the end of the frame names.
    mutating func focusField(_ index: Int, cause: Int? = nil) {
      focusedField = index
      if let cause { self.cause = cause }
    }

    /// Whether a new SwiftUI focus request on the composer would be a duplicate: it holds focus
    /// already, or a request waits.
    var hasFocusRequest: Bool {
      firstResponder == .composer || isLandingPending || deferredFocusCause != nil
    }

    /// Defers a focus request made by trace entry `cause` until the presentation settles.
    mutating func deferFocus(cause: Int) {
      deferredFocusCause = cause
    }

    /// Takes the deferred request, if any, so it can be scheduled now.
    mutating func takeDeferredFocus() -> Int? {
      defer { deferredFocusCause = nil }
      return deferredFocusCause
    }

    /// Schedules a focus request made at `now` to land within the platform's focus-landing
    /// window (<doc:PlatformFacts#Focus-landing>).
    mutating func scheduleLanding(
      now: Ticks, cause: Int?, platform: PlatformProfile, outbox: inout Outbox
    ) {
      focusGeneration += 1
      isLandingPending = true
      let rate = platform.refreshRate
      func vsync(_ frames: Int) -> Ticks {
        rate.time(ofFrame: rate.frame(containing: now) + frames)
      }
      let window = platform.focusLandingWindow
      outbox.schedule(
        .focusLanding(generation: focusGeneration), nominal: vsync(platform.focusLandingFrames),
        earliest: vsync(window.lowerBound), latest: vsync(window.upperBound), cause: cause)
    }

    /// A landing wake fires: whether the request it belongs to still waits.
    ///
    /// Either way, it no longer does.
    mutating func land(generation: Int) -> Bool {
      guard generation == focusGeneration, isLandingPending else { return false }
      isLandingPending = false
      return true
    }

    /// Forgets any focus request: focus was cleared, or the view that asked is gone.
    mutating func cancelFocusRequests() {
      isLandingPending = false
      deferredFocusCause = nil
    }

    /// Forgets a landing on its way, as when the field is dragged out of focus.
    mutating func cancelLanding() {
      isLandingPending = false
    }

    /// Whether `wake`, one of the responders', would still do something now.
    func isLive(_ wake: WorldWake) -> Bool {
      if case .focusLanding(let generation) = wake {
        return generation == focusGeneration && isLandingPending
      }
      return false
    }
  }
}
