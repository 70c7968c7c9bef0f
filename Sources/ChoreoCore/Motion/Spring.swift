/// Parameters of a damped spring animation, as `CASpringAnimation` takes them.
///
/// The iOS keyboard's curve 7 is a `CASpringAnimation` with mass 3, stiffness 1000, damping 500 and
/// a 0.5 s duration (<doc:PlatformFacts#Keyboard-curve>); the modal sheet presentation uses the
/// same spring (<doc:PlatformFacts#Sheet-presentation-spring>).
public struct Spring: Hashable, Sendable {
  /// Mass `m`.
  public var mass: Double
  /// Stiffness `k`.
  public var stiffness: Double
  /// Damping coefficient `c`.
  public var damping: Double
  /// Time after which the motion is clipped to its target (UIKit's animation duration).
  public var settlingDuration: Double

  /// A spring with every parameter given.
  public init(mass: Double, stiffness: Double, damping: Double, settlingDuration: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.settlingDuration = settlingDuration
  }

  /// The keyboard's spring: m=3, k=1000, c=500, 0.5 s (<doc:PlatformFacts#Keyboard-curve>).
  public static let systemKeyboard = Spring(
    mass: 3, stiffness: 1000, damping: 500, settlingDuration: 0.5)

  /// The modal sheet's presentation spring, identical to the keyboard's
  /// (<doc:PlatformFacts#Sheet-presentation-spring>).
  public static let systemSheet = systemKeyboard

  /// SwiftUI's `.spring()`, an app's own animation rather than the platform's: response 0.5 s,
  /// damping fraction 0.825 (Apple's documentation of
  /// `spring(response:dampingFraction:blendDuration:)`; not a platform fact), as mass 1,
  /// stiffness (2 pi / 0.5)^2, damping 2 x 0.825 x sqrt(stiffness).
  ///
  /// It overshoots by about 1 %.
  public static let swiftUIDefault = Spring(
    mass: 1, stiffness: 157.914, damping: 20.734, settlingDuration: 0.5)

  /// Undamped natural frequency `sqrt(k/m)` in rad/s (18.257 for the system spring).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio `c / (2 sqrt(k m))` (4.56 for the system spring).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Whether the spring is evaluated in the critically damped form.
  ///
  /// Following Flutter's and react-native-keyboard-controller's evaluators, a ratio of 1 or more is
  /// evaluated as critically damped with `omega = sqrt(k/m)`; that is what matches the observed 0.5
  /// s keyboard motion (<doc:PlatformFacts#Keyboard-curve> caveat,
  /// <doc:PlatformFacts#Derived-keyboard-motion>).
  public var isCriticallyDampedForm: Bool { dampingRatio >= 1 }
}
