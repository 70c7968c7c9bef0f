import ChoreoCore

/// How the keyboard's notification stream departs from one `willShow` and one `didShow`, as real
/// streams do (<doc:PlatformFacts#Notification-stream>).
///
/// Every field's default is the plain stream, so a scenario that sets none of them runs as before.
public struct KeyboardStream: Hashable, Sendable {
  /// One further notification of a show: `after` the show began, the keyboard moves to `height`
  /// and posts `notification` for it.
  public struct Step: Hashable, Sendable {
    /// How long after the show's first notification.
    public var after: Ticks
    /// The keyboard's height after the step; `nil` is its own height.
    public var height: Double?
    /// `willShow` or `willChangeFrame`.
    public var notification: KeyboardNotificationName
    /// The duration the notification reports, in seconds; 0 is an instant step, which the
    /// keyboard takes at once.
    public var duration: Double
    /// Whether the notification's begin frame is off screen, as a fresh show cycle's is, rather
    /// than the keyboard's frame when it posts.
    public var beginsOffScreen: Bool

    /// A step with every field given.
    public init(
      after: Ticks, height: Double? = nil, notification: KeyboardNotificationName = .willShow,
      duration: Double = 0.25, beginsOffScreen: Bool = false
    ) {
      self.after = after
      self.height = height
      self.notification = notification
      self.duration = duration
      self.beginsOffScreen = beginsOffScreen
    }
  }

  /// Which shows ``initialHeight`` and ``steps`` shape.
  public enum Scope: String, CaseIterable, Hashable, Sendable {
    /// Only the first show of the session: the system's own first-show burst.
    case firstShow = "first-show"
    /// Every show: a third-party keyboard's.
    case everyShow = "every-show"
  }

  /// How the QuickType bar arrives when ``PlatformProfile/suggestionBarDelay`` brings it.
  public enum SuggestionBarArrival: String, CaseIterable, Hashable, Sendable {
    /// As a `keyboardWillChangeFrame` with the keyboard's own animation.
    case frameChange = "frame-change"
    /// As a full show cycle of duration 0 (capacitor-plugins #287): an instant step, which a
    /// follower takes in one frame.
    case instantShow = "instant-show"
  }

  /// What an undocked or split keyboard's notification reports as its end frame.
  public enum UndockedFrame: String, CaseIterable, Hashable, Sendable {
    /// The floating keyboard's own frame.
    case actual
    /// A frame above the screen's top (y negative) with curve 0, as splitting and undocking
    /// post (rdar 25056255).
    case offScreen = "off-screen"
    /// A frame as tall as the screen, and a height of 0 while hiding
    /// (freshOS/KeyboardLayoutGuide #37).
    case screenHeight = "screen-height"
  }

  /// The height the first notification of a show in ``scope`` reports and the keyboard first
  /// rises to: 0 for a third-party keyboard that first reports nothing; `nil` is its own height.
  public var initialHeight: Double?
  /// Further notifications of a show in ``scope``, in order of their `after`.
  public var steps: [Step]
  /// Which shows ``initialHeight`` and ``steps`` shape.
  public var scope: Scope
  /// Whether each step's `will` is followed by its own `did` after its duration, so that a show
  /// is several overlapping will/did cycles.
  public var stepsPostDid: Bool
  /// The height of the begin frame on the first show of the session, when it is not the end
  /// frame's (begin 288 with end 346, checkout/frames-ios #324).
  public var firstBeginHeight: Double?
  /// How the suggestion bar arrives.
  public var suggestionBarArrival: SuggestionBarArrival
  /// With a hardware keyboard, the height of the shortcut bar on screen: the keyboard then shows
  /// with its full height in the end frame and only this much of it on screen (about 55 pt,
  /// ionic-plugin-keyboard #273); `nil` shows no keyboard at all.
  public var shortcutBarHeight: Double?
  /// What an undocked keyboard's end frame reports.
  public var undockedFrame: UndockedFrame
  /// Whether focus moving to another field with the same keyboard posts a full show cycle.
  ///
  /// The cycle (`willShow`, then `didShow`) has the frame unchanged, as UIKit posts it: a handler
  /// that adds what each `willShow` reports runs away as focus moves back and forth (field
  /// reports: a reversal every 135 ms in cmux's keyboard pinning lab). Off, the keyboard posts
  /// nothing.
  public var repostsOnFocusChange: Bool

  /// A stream with every field given; the defaults are the plain stream.
  public init(
    initialHeight: Double? = nil, steps: [Step] = [], scope: Scope = .firstShow,
    stepsPostDid: Bool = false, firstBeginHeight: Double? = nil,
    suggestionBarArrival: SuggestionBarArrival = .frameChange, shortcutBarHeight: Double? = nil,
    undockedFrame: UndockedFrame = .actual, repostsOnFocusChange: Bool = false
  ) {
    self.repostsOnFocusChange = repostsOnFocusChange
    self.initialHeight = initialHeight
    self.steps = steps
    self.scope = scope
    self.stepsPostDid = stepsPostDid
    self.firstBeginHeight = firstBeginHeight
    self.suggestionBarArrival = suggestionBarArrival
    self.shortcutBarHeight = shortcutBarHeight
    self.undockedFrame = undockedFrame
  }

  /// One `willShow` and one `didShow`.
  public static let plain = KeyboardStream()

  /// Whether a show shapes itself by ``initialHeight`` and ``steps``: `isFirst` says whether it is
  /// the first show of the session.
  public func shapes(showIsFirst isFirst: Bool) -> Bool {
    (initialHeight != nil || !steps.isEmpty) && (scope == .everyShow || isFirst)
  }

  /// Whether anything about the first show differs from a later one's, so the world must
  /// remember whether it has shown.
  public var distinguishesFirstShow: Bool {
    firstBeginHeight != nil || (scope == .firstShow && (initialHeight != nil || !steps.isEmpty))
  }
}
