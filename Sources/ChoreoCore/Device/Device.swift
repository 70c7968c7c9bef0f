/// The geometry of a phone or tablet in portrait, in points.
///
/// Every number is a named default with its source; a scenario can override any of them.
public struct Device: Hashable, Sendable {
  /// What kind of device it is: it decides what the keyboard can do.
  public enum Idiom: String, CaseIterable, Hashable, Sendable {
    /// An iPhone: its keyboard is always docked.
    case phone
    /// An iPad, whose keyboard can also be undocked and float
    /// (<doc:PlatformFacts#Undocked-keyboard>).
    case pad
  }

  /// A short identifier such as `iphone-14-pro`.
  public var name: String
  /// An iPhone or an iPad.
  public var idiom: Idiom
  /// Screen width.
  public var width: Double
  /// Screen height.
  public var height: Double
  /// Top safe-area inset (status bar or Dynamic Island).
  public var safeAreaTop: Double
  /// Bottom safe-area inset (home indicator); 0 on home-button phones.
  public var safeAreaBottom: Double
  /// Docked keyboard height with the QuickType bar, including the bottom safe area
  /// (<doc:PlatformFacts#Keyboard-heights>).
  public var keyboardHeight: Double
  /// Height of the QuickType suggestion bar, which arrives as a second frame change
  /// (<doc:PlatformFacts#Suggestion-bar>).
  public var suggestionBarHeight: Double
  /// Gap above a large sheet where the presenting view peeks out (<doc:PlatformFacts#Detents>).
  public var sheetTopGap: Double
  /// Medium detent as a fraction of the maximum detent value (<doc:PlatformFacts#Detents>,
  /// "approximately half").
  public var mediumDetentFraction: Double

  /// A device with every field given.
  public init(
    name: String, idiom: Idiom = .phone, width: Double, height: Double, safeAreaTop: Double,
    safeAreaBottom: Double, keyboardHeight: Double, suggestionBarHeight: Double = 44,
    sheetTopGap: Double, mediumDetentFraction: Double = 0.5
  ) {
    self.name = name
    self.idiom = idiom
    self.width = width
    self.height = height
    self.safeAreaTop = safeAreaTop
    self.safeAreaBottom = safeAreaBottom
    self.keyboardHeight = keyboardHeight
    self.suggestionBarHeight = suggestionBarHeight
    self.sheetTopGap = sheetTopGap
    self.mediumDetentFraction = mediumDetentFraction
  }

  /// iPhone 14 Pro class, 393x852: safe areas 59/34 (<doc:PlatformFacts#Safe-areas>), keyboard 336
  /// pt (<doc:PlatformFacts#Keyboard-heights>, 390-wide class), 10 pt sheet gap
  /// (<doc:PlatformFacts#Detents>).
  ///
  /// The default device.
  public static let iPhone14Pro = Device(
    name: "iphone-14-pro", width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34,
    keyboardHeight: 336, sheetTopGap: 10)

  /// Home-button iPhone SE, 375x667: 20 pt status bar, no bottom inset, 20 pt sheet gap
  /// (maximumDetentValue 627, <doc:PlatformFacts#Detents>), keyboard 260 pt
  /// (<doc:PlatformFacts#Keyboard-heights>, 258-260).
  public static let iPhoneSE = Device(
    name: "iphone-se", width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0,
    keyboardHeight: 260, sheetTopGap: 20)

  /// Max-size iPhone, 428x926: keyboard 346 pt (<doc:PlatformFacts#Keyboard-heights>), bottom inset
  /// 34 (<doc:PlatformFacts#Safe-areas>).
  ///
  /// The 47 pt top inset is Apple's published value for this screen and is not in the sources of
  /// <doc:PlatformFacts#Devices> (confidence L).
  public static let iPhone13ProMax = Device(
    name: "iphone-13-pro-max", width: 428, height: 926, safeAreaTop: 47, safeAreaBottom: 34,
    keyboardHeight: 346, sheetTopGap: 10)

  /// 11-inch iPad in portrait, 834x1194, for the floating keyboard.
  ///
  /// Confidence L: the 313 pt keyboard is the iPad end-frame height that
  /// <doc:PlatformFacts#Hardware-keyboard> reports; the 24/20 pt safe areas are Apple's published
  /// values for this screen and are not in the sources of <doc:PlatformFacts#Devices>.
  public static let iPad11 = Device(
    name: "ipad-11", idiom: .pad, width: 834, height: 1194, safeAreaTop: 24, safeAreaBottom: 20,
    keyboardHeight: 313, sheetTopGap: 10)

  /// iPhone 12 to 14 and 16e class, 390x844 (Apple HIG): safe areas 47/34
  /// (<doc:PlatformFacts#Safe-areas>), keyboard 336 pt (<doc:PlatformFacts#Keyboard-heights>).
  ///
  /// The 10 pt sheet gap is the 393x852 value, assumed here (<doc:PlatformFacts#Devices>).
  public static let iPhone16e = Device(
    name: "iphone-16e", width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 34,
    keyboardHeight: 336, sheetTopGap: 10)

  /// iPhone 16 Pro class (17, 17 Pro), 402x874 (Apple HIG): safe areas 62/34
  /// (<doc:PlatformFacts#Safe-areas>).
  ///
  /// Confidence L: the 336 pt keyboard is the 390- and 393-wide class's, which the iOS 26
  /// simulator probes give this screen too (<doc:PlatformFacts#Keyboard-heights>); the 10 pt sheet
  /// gap is assumed (<doc:PlatformFacts#Devices>).
  public static let iPhone16Pro = Device(
    name: "iphone-16-pro", width: 402, height: 874, safeAreaTop: 62, safeAreaBottom: 34,
    keyboardHeight: 336, sheetTopGap: 10)

  /// iPhone 14 Pro Max to 16 Plus class, 430x932 (Apple HIG): safe areas 59/34
  /// (<doc:PlatformFacts#Safe-areas>), keyboard 346 pt (<doc:PlatformFacts#Keyboard-heights>).
  ///
  /// The 10 pt sheet gap is assumed (<doc:PlatformFacts#Devices>).
  public static let iPhone16Plus = Device(
    name: "iphone-16-plus", width: 430, height: 932, safeAreaTop: 59, safeAreaBottom: 34,
    keyboardHeight: 346, sheetTopGap: 10)

  /// iPhone 16 Pro Max class (17 Pro Max), 440x956 (Apple HIG): safe areas 62/34
  /// (<doc:PlatformFacts#Safe-areas>).
  ///
  /// Confidence L: the 346 pt keyboard is the 430-wide class's, which the iOS 26 simulator probes
  /// give this screen too (<doc:PlatformFacts#Keyboard-heights>); the 10 pt sheet gap is assumed
  /// (<doc:PlatformFacts#Devices>).
  public static let iPhone16ProMax = Device(
    name: "iphone-16-pro-max", width: 440, height: 956, safeAreaTop: 62, safeAreaBottom: 34,
    keyboardHeight: 346, sheetTopGap: 10)

  /// The built-in presets, default first.
  public static let presets: [Device] = [
    .iPhone14Pro, .iPhoneSE, .iPhone13ProMax, .iPad11, .iPhone16e, .iPhone16Pro, .iPhone16Plus,
    .iPhone16ProMax,
  ]

  /// The preset called `name`, if there is one.
  public static func preset(named name: String) -> Device? {
    presets.first { $0.name == name }
  }

  /// The height a sheet can grow to: screen minus both safe areas and the top gap
  /// (<doc:PlatformFacts#Detents>).
  public var maximumDetentValue: Double { height - safeAreaTop - safeAreaBottom - sheetTopGap }

  /// The y of a resting sheet's top edge at `detent` (<doc:PlatformFacts#Detents>): large at safe
  /// top + gap, medium at `mediumDetentFraction` of the maximum detent value above the bottom safe
  /// area.
  public func sheetTop(at detent: Detent) -> Double {
    switch detent {
    case .large: safeAreaTop + sheetTopGap
    case .medium: height - safeAreaBottom - mediumDetentFraction * maximumDetentValue
    }
  }

  /// The y of the docked keyboard's top edge for a keyboard `height` points tall.
  public func keyboardTop(height: Double) -> Double { self.height - height }
}
