import ChoreoCore

/// The sizes of the bars and containers a screen can be presented in, each a named default with
/// its source (<doc:PlatformFacts#Presentation-contexts>); a scenario can override any of them.
public struct PresentationGeometry: Hashable, Sendable {
  /// A tab bar's height above the bottom safe area on an iPhone in portrait: 49 pt.
  public var tabBarHeight: Double
  /// A navigation controller's bottom toolbar's height above the bottom safe area: 44 pt.
  public var toolbarHeight: Double
  /// An iPad form sheet's width: 540 pt.
  public var formSheetWidth: Double
  /// An iPad form sheet's height: 620 pt.
  public var formSheetHeight: Double
  /// How far above the keyboard a form sheet moves when the keyboard would cover it: 20 pt
  /// (an assumption; no source gives the margin).
  public var formSheetKeyboardMargin: Double
  /// An iPad page sheet's width in portrait: 704 pt (an assumption: the sheet is narrower than
  /// the screen and no source gives its width).
  public var pageSheetWidth: Double
  /// The gap between the top safe area and an iPad page sheet: 20 pt (an assumption).
  public var pageSheetTopGap: Double
  /// A popover's width: 375 pt (an assumption: a phone-width `preferredContentSize`).
  public var popoverWidth: Double
  /// A popover's height as a fraction of the screen's: 0.8 (an assumption: a tall popover the
  /// keyboard reaches).
  public var popoverHeightFraction: Double
  /// An iPad split view's primary column width: 320 pt.
  public var splitColumnWidth: Double

  /// Geometry with every size given; the defaults are the sourced or assumed values above.
  public init(
    tabBarHeight: Double = 49, toolbarHeight: Double = 44, formSheetWidth: Double = 540,
    formSheetHeight: Double = 620, formSheetKeyboardMargin: Double = 20,
    pageSheetWidth: Double = 704, pageSheetTopGap: Double = 20, popoverWidth: Double = 375,
    popoverHeightFraction: Double = 0.8, splitColumnWidth: Double = 320
  ) {
    self.tabBarHeight = tabBarHeight
    self.toolbarHeight = toolbarHeight
    self.formSheetWidth = formSheetWidth
    self.formSheetHeight = formSheetHeight
    self.formSheetKeyboardMargin = formSheetKeyboardMargin
    self.pageSheetWidth = pageSheetWidth
    self.pageSheetTopGap = pageSheetTopGap
    self.popoverWidth = popoverWidth
    self.popoverHeightFraction = popoverHeightFraction
    self.splitColumnWidth = splitColumnWidth
  }

  /// The sourced defaults.
  public static let standard = PresentationGeometry()
}
