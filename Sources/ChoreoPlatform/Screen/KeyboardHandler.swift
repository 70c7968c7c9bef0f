import ChoreoCore

/// The app's own `NotificationCenter` observers for the keyboard, as the textbook writes them
/// (<doc:PlatformFacts#Keyboard-observers>): which notifications
/// they hear, where they are added and removed, and what the handler does with the payload.
///
/// Each variation is a mistake apps ship (<doc:Detectors>).
public struct KeyboardHandler: Hashable, Sendable {
  /// How the handler animates its layout change.
  public enum Animation: Hashable, Sendable, CustomStringConvertible {
    /// `UIView.animate` with the payload's duration and curve
    /// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>). With curve 7 UIKit runs
    /// the keyboard's own spring and ignores the duration (<doc:PlatformFacts#Keyboard-curve>).
    case payload
    /// No animation: the layout snaps.
    case none
    /// A hand-written animation with its own curve and duration, such as a copied 250 ms ease-out
    /// (<doc:ThePattern#Keeping-the-field-above-the-keys>,
    /// <doc:PlatformFacts#Derived-keyboard-motion>).
    case eased(duration: Ticks, curve: CubicBezier)
    /// The app's own spring (a SwiftUI `.spring()`, for example).
    case spring(Spring)

    /// A short description.
    public var description: String {
      switch self {
      case .payload: "payload"
      case .none: "none"
      case .eased(let duration, let curve): "\(curve) \(duration) ms"
      case .spring(let spring):
        "spring(m \(FixedPoint.compact(spring.mass, places: 3)), "
          + "k \(FixedPoint.compact(spring.stiffness, places: 3)), "
          + "c \(FixedPoint.compact(spring.damping, places: 3)))"
      }
    }
  }

  /// What the handler measures from the notification.
  public enum Measure: String, CaseIterable, Hashable, Sendable {
    /// The part of the end frame that overlaps the bottom of the screen (0 when the frame does
    /// not reach it, as an undocked keyboard's does not): the intersection
    /// <doc:PlatformFacts#Keyboard-heights> and <doc:PlatformFacts#Undocked-keyboard> recommend
    /// for a view that ends at the screen's bottom.
    case overlap
    /// The end frame's height, wherever the frame is.
    case frameHeight = "frame-height"
    /// The screen's height minus the end frame's top, wherever the frame is.
    case screenMinusOrigin = "screen-minus-origin"
    /// The begin frame's height.
    case beginHeight = "begin-height"
    /// The end frame's overlap with the view, converted to the view's coordinates, with the safe
    /// area taken off as ``KeyboardHandler/subtractsSafeArea`` says: right wherever the view's
    /// safe area lies on screen.
    case viewOverlap = "view-overlap"
    /// What `keyboardLayoutGuide` gives: how far the docked keyboard's top is above the edge of
    /// the view's safe area, 0 for an undocked keyboard, whatever
    /// ``KeyboardHandler/subtractsSafeArea`` says. Right in every presentation context, including
    /// a view whose bottom lies below the screen, where the safe area holds points no keyboard
    /// reaches.
    case layoutGuide = "layout-guide"

    /// What the handler computes, in the code an app writes, and where it goes wrong: one line
    /// for the reference of scenario files.
    public var summary: String {
      switch self {
      case .overlap:
        "the end frame's part on screen (`screen.height - frame.minY` for a docked keyboard, 0 "
          + "for an undocked one): right for a view that ends at the screen's bottom"
      case .frameHeight:
        "`frame.height`, wherever the frame is: right only for a docked keyboard and a view "
          + "that reaches the screen's bottom (full screen, a translucent tab bar or toolbar)"
      case .screenMinusOrigin:
        "`screen.height - frame.minY`, wherever the frame is: counts an undocked keyboard"
      case .beginHeight:
        "the begin frame's height: short when the first show begins from a smaller frame"
      case .viewOverlap:
        "the end frame converted to the view and intersected with its bounds, less the safe "
          + "area: right in every context whose safe area lies on screen"
      case .layoutGuide:
        "`keyboardLayoutGuide`: the keys' top above the safe area's edge, 0 when undocked; right "
          + "in every context, and it ignores `subtractsSafeArea`"
      }
    }
  }

  /// How many times the handler takes the view's bottom safe area off what it measured.
  public enum SafeAreaSubtraction: Int, CaseIterable, Hashable, Sendable {
    /// Not at all.
    case none
    /// Once (the textbook's `frame.height - view.safeAreaInsets.bottom`).
    case once
    /// Twice: once by hand, and once more by a constraint to the safe area.
    case twice
  }

  /// How the handler combines what successive notifications measure into its constraint.
  public enum Application: String, CaseIterable, Hashable, Sendable {
    /// Takes the last: the constant is what this notification measured (0 when hiding).
    case absolute
    /// Keeps the first: later shows are ignored until a hide.
    case keepFirst = "keep-first"
    /// Adds the height on show and subtracts it on hide (codepath #11 warns against it).
    case increments
    /// Adds the payload's difference each time: what the end frame measures less what the
    /// begin frame does. Right while each begin frame is the last end frame; a burst of show
    /// cycles that each begin off screen adds the whole keyboard each time
    /// (<doc:PlatformFacts#Notification-stream>).
    case addDifference = "add-difference"
  }

  /// Where in the view controller's life the observers are added.
  public enum LifecycleEvent: String, CaseIterable, Hashable, Sendable {
    /// Once, when the view loads.
    case viewDidLoad
    /// Every time the screen appears.
    case viewWillAppear
    /// Every time the screen has finished appearing, after its transition
    /// (``PlatformProfile/screenTransitionDuration``): later than a show that focus in `viewDidLoad`
    /// started (stream-chat-swift #2745).
    case viewDidAppear
  }

  /// When the observers are removed.
  public enum Removal: String, CaseIterable, Hashable, Sendable {
    /// In `viewWillDisappear` (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>
    /// "Detect presence for a specific screen").
    case viewWillDisappear
    /// In `deinit` only: while the screen lives, its observers keep running
    /// (the textbook's first listing, <doc:PlatformFacts#Keyboard-observers>).
    case `deinit`
  }

  /// The notifications observed; all of them run the same handler, as
  /// <doc:ThePattern#Keyboard-notifications-as-the-source-of-truth> listings do.
  public var observes: Set<KeyboardNotificationName>
  /// How the layout change is animated.
  public var animation: Animation
  /// How the keyboard is measured.
  public var measure: Measure
  /// How many times the view's bottom safe area is subtracted from what was measured
  /// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth> line 47;
  /// <doc:PlatformFacts#Safe-areas>: the end frame includes it).
  public var subtractsSafeArea: SafeAreaSubtraction
  /// A constant the app takes off what it measured, in points: a height written into the code,
  /// such as a tab bar's.
  public var subtractsConstant: Double
  /// Absolute positions or increments.
  public var application: Application
  /// Whether the observer forwards keyboard events with their animation only while its field is
  /// first responder (react-native-true-sheet PR 604): a hide that arrives after focus has left
  /// is applied by the layout without animation, a snap.
  public var forwardsOnlyWhileFocused: Bool
  /// Where observers are added: once in each listed place, so listing both adds them twice.
  public var registeredIn: [LifecycleEvent]
  /// When they are removed.
  public var removal: Removal
  /// Whether `viewWillDisappear` sets `isKeyboardVisible = false`
  /// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth>).
  public var resetsVisibilityOnDisappear: Bool
  /// The animation the handler uses instead when Reduce Motion is on; `nil` keeps ``animation``.
  ///
  /// Seed 000: the keyboard still slides, so the layout must keep following it.
  public var reducedMotionAnimation: Animation?

  /// A handler with every field given; the defaults are the textbook's first listing
  /// (<doc:PlatformFacts#Keyboard-observers>).
  public init(
    observes: Set<KeyboardNotificationName> = [.willShow, .willHide],
    animation: Animation = .payload, measure: Measure = .overlap,
    subtractsSafeArea: SafeAreaSubtraction = .once, subtractsConstant: Double = 0,
    application: Application = .absolute, forwardsOnlyWhileFocused: Bool = false,
    registeredIn: [LifecycleEvent] = [.viewDidLoad],
    removal: Removal = .deinit, resetsVisibilityOnDisappear: Bool = false,
    reducedMotionAnimation: Animation? = nil
  ) {
    self.observes = observes
    self.animation = animation
    self.measure = measure
    self.subtractsSafeArea = subtractsSafeArea
    self.subtractsConstant = subtractsConstant
    self.application = application
    self.forwardsOnlyWhileFocused = forwardsOnlyWhileFocused
    self.registeredIn = registeredIn
    self.removal = removal
    self.resetsVisibilityOnDisappear = resetsVisibilityOnDisappear
    self.reducedMotionAnimation = reducedMotionAnimation
  }

  /// The textbook's handler: `willShow`/`willHide`, payload animation, safe area subtracted.
  public static let seed004 = KeyboardHandler()

  /// The observers the screen holds when it first appears.
  public var initialRegistrations: Int { registeredIn.count { $0 != .viewDidAppear } }

  /// The observers added each time the screen has finished appearing.
  public var registrationsOnDidAppear: Int { registeredIn.count { $0 == .viewDidAppear } }

  /// What the handler measures from a keyboard notification whose end frame is `frame` and begin
  /// frame `begin` (window coordinates), for a view at `view` (window coordinates, where it stands
  /// once the keyboard has moved) with bottom safe area `safeArea` on a `screen`: how far it lifts
  /// the layout, in points, never below 0.
  public func amount(
    frame: Rect, begin: Rect, view: Rect, safeArea: Double, screen: Rect
  ) -> Double {
    let screenHeight = screen.maxY
    let docked = frame.maxY >= screenHeight - 0.5
    let horizontal = min(frame.maxX, view.maxX) - max(frame.x, view.x)
    let measured: Double
    var subtractions = subtractsSafeArea.rawValue
    switch measure {
    case .overlap: measured = docked ? max(0, screenHeight - frame.y) : 0
    case .frameHeight: measured = frame.height
    case .screenMinusOrigin: measured = max(0, screenHeight - frame.y)
    case .beginHeight: measured = begin.height
    case .viewOverlap:
      measured =
        horizontal > 0 ? max(0, min(frame.maxY, view.maxY) - max(frame.y, view.y)) : 0
    case .layoutGuide:
      // The guide's top is the docked keyboard's top, never below the safe area's edge. It
      // tracks the keyboard itself, not the payload: a keyboard that is not docked across the
      // screen's width (however tall its frame says it is) leaves it at the safe area.
      let acrossScreen = frame.x <= screen.x + 0.5 && frame.maxX >= screen.maxX - 0.5
      measured =
        docked && acrossScreen && horizontal > 0 ? max(0, view.maxY - safeArea - frame.y) : 0
      subtractions = 0
    }
    guard measured > 0 else { return 0 }
    return max(0, measured - Double(subtractions) * safeArea - subtractsConstant)
  }
}
