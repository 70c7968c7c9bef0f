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

  /// How the handler measures the keyboard from the payload's end frame.
  public enum Measure: String, CaseIterable, Hashable, Sendable {
    /// The part of the frame that overlaps the bottom of the screen (0 for an undocked keyboard):
    /// the intersection <doc:PlatformFacts#Keyboard-heights> and
    /// <doc:PlatformFacts#Undocked-keyboard> recommend.
    case overlap
    /// The frame's height, wherever the frame is.
    case frameHeight = "frame-height"
  }

  /// How the handler changes its constraint.
  public enum Application: String, CaseIterable, Hashable, Sendable {
    /// Sets the constant to the measured height (or 0 when hiding).
    case absolute
    /// Adds the height on show and subtracts it on hide (codepath #11 warns against it).
    case increments
  }

  /// Where in the view controller's life the observers are added.
  public enum LifecycleEvent: String, CaseIterable, Hashable, Sendable {
    /// Once, when the view loads.
    case viewDidLoad
    /// Every time the screen appears.
    case viewWillAppear
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
  /// Whether the bottom safe area is subtracted from the keyboard's height
  /// (<doc:ThePattern#Keyboard-notifications-as-the-source-of-truth> line 47;
  /// <doc:PlatformFacts#Keyboard-heights>: the end frame includes it).
  public var subtractsSafeArea: Bool
  /// Absolute positions or increments.
  public var application: Application
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
    animation: Animation = .payload, measure: Measure = .overlap, subtractsSafeArea: Bool = true,
    application: Application = .absolute, registeredIn: [LifecycleEvent] = [.viewDidLoad],
    removal: Removal = .deinit, resetsVisibilityOnDisappear: Bool = false,
    reducedMotionAnimation: Animation? = nil
  ) {
    self.observes = observes
    self.animation = animation
    self.measure = measure
    self.subtractsSafeArea = subtractsSafeArea
    self.application = application
    self.registeredIn = registeredIn
    self.removal = removal
    self.resetsVisibilityOnDisappear = resetsVisibilityOnDisappear
    self.reducedMotionAnimation = reducedMotionAnimation
  }

  /// Seed 004's handler: `willShow`/`willHide`, payload animation, safe area subtracted.
  public static let seed004 = KeyboardHandler()

  /// The observers the screen holds when it first appears.
  public var initialRegistrations: Int { registeredIn.count }

  /// The constraint constant the handler sets for notification `name` with end frame `frame`,
  /// given the constant it holds (`current`): the measured height, or 0 on a hide; for
  /// increments, the height added to or taken from `current`.
  func target(
    for name: KeyboardNotificationName, frame: Rect, current: Double, device: Device
  ) -> Double {
    let amount = amount(for: name, frame: frame, device: device)
    switch application {
    case .absolute: return name.meansVisible ? amount : 0
    case .increments: return current + (name.meansVisible ? amount : -amount)
    }
  }

  /// What the handler computes from one notification: the new constant (or the change, for
  /// increments), in points.
  func amount(for name: KeyboardNotificationName, frame: Rect, device: Device) -> Double {
    let height: Double
    switch measure {
    case .overlap:
      height = frame.maxY >= device.height - 0.5 ? max(0, device.height - frame.y) : 0
    case .frameHeight:
      height = frame.height
    }
    guard height > 0 else { return 0 }
    return subtractsSafeArea ? max(0, height - device.safeAreaBottom) : height
  }
}
