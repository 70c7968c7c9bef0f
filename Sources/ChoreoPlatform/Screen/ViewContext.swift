import ChoreoCore

/// Where the view that holds the composer is, in window coordinates, and what its bottom safe
/// area is made of: the geometry of its presentation context.
///
/// Everything that decides what the keyboard covers follows from it: the keyboard's overlap with
/// the view is the view's bottom minus the keyboard's top, and the layout rests at the view's
/// bottom less its safe area.
public struct ViewContext: Hashable, Sendable {
  /// The view's frame in window coordinates.
  public var frame: Rect
  /// The view's bottom safe area: the home indicator's, bars that overlay its bottom, and the
  /// part of the view below the screen.
  public var safeAreaBottom: Double
  /// What the safe area and the view's position are made of, for findings to name.
  public var terms: [LayoutTerm] { composition.terms }
  /// The numbers ``terms`` names, kept as plain values: a simulation makes a context for every
  /// run and reads its terms only when a finding asks.
  private var composition: Composition
  /// For a form sheet: how far above the keyboard it moves when the keyboard would cover it.
  public var keyboardMargin: Double?
  /// For a form sheet: the highest its top may move, the top safe area plus the margin.
  public var highestTop: Double?
  /// The screen's height.
  public var screenHeight: Double
  /// The docked keyboard's height at rest, which a form sheet clears.
  public var keyboardHeight: Double
  /// The bar the container lays across the screen's bottom, above the home indicator's strip (a
  /// tab bar, a toolbar), for pictures to draw; `nil` when there is none.
  public var bottomBar: Bar?

  /// A bar across the screen's bottom.
  public struct Bar: Hashable, Sendable {
    /// What it is, as a picture labels it: `tab bar`.
    public var name: String
    /// Where it is, in window coordinates.
    public var frame: Rect
    /// Whether the view runs under it (a translucent bar) or ends at its top (an opaque one).
    public var isTranslucent: Bool
  }

  /// The context of `container` on `device`, with `geometry`'s sizes and the screen's own
  /// `viewOffset`.
  public init(
    _ container: Screen.Container, device: Device, geometry: PresentationGeometry,
    viewOffset: Double
  ) {
    let width = device.width
    let height = device.height
    let home = device.safeAreaBottom
    screenHeight = height
    keyboardHeight = device.keyboardHeight
    frame = Rect(x: 0, y: 0, width: width, height: height)
    safeAreaBottom = home
    composition = .homeIndicator(home)
    // At compact width UIKit adapts a form or page sheet and a popover to a sheet below the top
    // safe area, and collapses a split view to one column.
    let compact = device.idiom == .phone
    switch container {
    case .sheet, .fullScreen, .tabBarHidden, .navigationPush: break
    case .pageSheet, .formSheet, .popover:
      guard !compact else {
        let top = device.safeAreaTop + device.sheetTopGap
        frame = Rect(x: 0, y: top, width: width, height: height - top)
        break
      }
      setRegularWidth(container, device: device, geometry: geometry)
    case .splitColumn where compact: break
    case .tabBar, .opaqueTabBar, .toolbar:
      setBar(container, device: device, geometry: geometry)
    case .offsetChild:
      frame = Rect(x: 0, y: viewOffset, width: width, height: height)
      safeAreaBottom = home + viewOffset
      composition = .belowScreen(viewOffset, home: home)
    case .splitColumn:
      frame = Rect(x: 0, y: 0, width: min(width, geometry.splitColumnWidth), height: height)
    }
  }

  /// The geometry of a tab or a view under a toolbar: the bar above the home indicator's strip,
  /// and what it does to the view's frame and safe area.
  private mutating func setBar(
    _ container: Screen.Container, device: Device, geometry: PresentationGeometry
  ) {
    let home = device.safeAreaBottom
    let isToolbar = container == .toolbar
    let barHeight = isToolbar ? geometry.toolbarHeight : geometry.tabBarHeight
    let name: StaticString = isToolbar ? "the toolbar" : "the tab bar"
    bottomBar = Bar(
      name: isToolbar ? "toolbar" : "tab bar",
      frame: Rect(
        x: 0, y: device.height - home - barHeight, width: device.width, height: barHeight),
      isTranslucent: container != .opaqueTabBar)
    if container == .opaqueTabBar {
      // The view ends at the top of an opaque tab bar: the bar and the home indicator's strip
      // are below it, and its own safe area is empty.
      frame.height = device.height - home - barHeight
      safeAreaBottom = 0
      composition = .opaqueBar(name, height: barHeight, home: home)
    } else {
      // The view runs under a translucent bar, which joins its safe area.
      safeAreaBottom = home + barHeight
      composition = .translucentBar(name, height: barHeight, home: home)
    }
  }

  /// The iPad geometry of a page sheet, a form sheet or a popover.
  private mutating func setRegularWidth(
    _ container: Screen.Container, device: Device, geometry: PresentationGeometry
  ) {
    let width = device.width
    let height = device.height
    switch container {
    case .pageSheet:
      let top = device.safeAreaTop + geometry.pageSheetTopGap
      frame = Rect(
        x: max(0, (width - geometry.pageSheetWidth) / 2), y: top,
        width: min(width, geometry.pageSheetWidth), height: height - top)
    case .formSheet:
      frame = Rect(
        x: max(0, (width - geometry.formSheetWidth) / 2),
        y: max(0, (height - geometry.formSheetHeight) / 2),
        width: min(width, geometry.formSheetWidth), height: min(height, geometry.formSheetHeight))
      keyboardMargin = geometry.formSheetKeyboardMargin
      highestTop = device.safeAreaTop + geometry.formSheetKeyboardMargin
      setFloatingSafeArea(name: "the form sheet", device: device)
    case .popover:
      let popoverHeight = height * geometry.popoverHeightFraction
      frame = Rect(
        x: max(0, (width - geometry.popoverWidth) / 2), y: (height - popoverHeight) / 2,
        width: min(width, geometry.popoverWidth), height: popoverHeight)
      setFloatingSafeArea(name: "the popover", device: device)
    default: break
    }
  }

  /// For a view that floats above the screen's bottom (a form sheet, a popover): its safe area
  /// is the part of it inside the home indicator's strip, and the screen below it (the keyboard's
  /// part there, once the keyboard is up) is below the view.
  private mutating func setFloatingSafeArea(name: StaticString, device: Device) {
    let home = device.safeAreaBottom
    safeAreaBottom = max(0, frame.maxY - (device.height - home))
    let restingKeyboardTop = device.keyboardTop(height: device.keyboardHeight)
    let bottom = frame.maxY + shift(forKeyboardTop: restingKeyboardTop)
    let below = min(device.keyboardHeight, device.height - bottom)
    composition = .floating(name, keyboardBelow: below, safeArea: safeAreaBottom)
  }

  /// What a context's bottom safe area and position are made of.
  private enum Composition: Hashable, Sendable {
    /// Only the home indicator's strip.
    case homeIndicator(Double)
    /// An opaque bar (named, as "the tab bar") and the home indicator's strip, both below the
    /// view.
    case opaqueBar(StaticString, height: Double, home: Double)
    /// A translucent bar (named) over the view's bottom, and the home indicator's strip.
    case translucentBar(StaticString, height: Double, home: Double)
    /// The view's part below the screen, and the home indicator's strip.
    case belowScreen(Double, home: Double)
    /// A view floating above the screen's bottom (named, as "the form sheet"): the keyboard's
    /// part below it, and its own safe area.
    case floating(StaticString, keyboardBelow: Double, safeArea: Double)

    var terms: [LayoutTerm] {
      switch self {
      case .homeIndicator(let home):
        [LayoutTerm("the bottom safe area", home, .safeArea)]
      case .opaqueBar(let name, let height, let home):
        [
          LayoutTerm("\(name)", height, .belowView),
          LayoutTerm("the bottom safe area", home, .belowView),
        ]
      case .translucentBar(let name, let height, let home):
        [
          LayoutTerm("\(name)", height, .safeArea),
          LayoutTerm("the bottom safe area", home, .safeArea),
        ]
      case .belowScreen(let offset, let home):
        [
          LayoutTerm("the view's part below the screen", offset, .belowScreen),
          LayoutTerm("the bottom safe area", home, .safeArea),
        ]
      case .floating(let name, let below, let safeArea):
        [
          LayoutTerm("the keyboard's part below \(name)", below, .belowView),
          LayoutTerm("the bottom safe area", safeArea, .safeArea),
        ]
      }
    }

    static func == (lhs: Composition, rhs: Composition) -> Bool { lhs.terms == rhs.terms }
    func hash(into hasher: inout Hasher) { hasher.combine(terms) }
  }

  /// The view's bottom edge in window coordinates.
  public var bottom: Double { frame.maxY }

  /// How far the view's frame moves up for a docked keyboard whose top is at `keyboardTop`: a
  /// form sheet rises to keep its bottom `keyboardMargin` above the resting keys, no higher than
  /// `highestTop`, moving along with the keyboard (in proportion to how far the keyboard has
  /// risen, as UIKit animates the sheet in the keyboard's animation); any other view stays.
  public func shift(forKeyboardTop keyboardTop: Double) -> Double {
    geometry.shift(forKeyboardTop: keyboardTop)
  }

  /// The numbers of the context without the terms that name them: what a frame's layout reads,
  /// a plain value the simulation copies without reference counting.
  public var geometry: ViewGeometry {
    ViewGeometry(
      frame: frame, keyboardMargin: keyboardMargin, highestTop: highestTop,
      screenHeight: screenHeight, keyboardHeight: keyboardHeight)
  }
}

/// The part of a ``ViewContext`` a frame's layout reads: where the view is, and how a form sheet
/// moves to clear the keyboard.
public struct ViewGeometry: Hashable, Sendable {
  /// The view's frame in window coordinates.
  public var frame: Rect
  /// For a form sheet: how far above the keyboard it moves when the keyboard would cover it.
  public var keyboardMargin: Double?
  /// For a form sheet: the highest its top may move.
  public var highestTop: Double?
  /// The screen's height.
  public var screenHeight: Double
  /// The docked keyboard's height at rest.
  public var keyboardHeight: Double

  /// How far the view moves up (negative) while a docked keyboard's top is at `keyboardTop`: a
  /// form sheet rises with the keyboard until it clears it by its margin, never above its highest
  /// top; every other context stays.
  public func shift(forKeyboardTop keyboardTop: Double) -> Double {
    guard let margin = keyboardMargin, let highest = highestTop else { return 0 }
    func clearing(_ top: Double) -> Double {
      max(min(0, top - margin - frame.maxY), min(0, highest - frame.y))
    }
    let restingTop = screenHeight - keyboardHeight
    guard keyboardTop > restingTop else { return clearing(keyboardTop) }
    let risen = keyboardHeight > 0 ? max(0, screenHeight - keyboardTop) / keyboardHeight : 1
    return clearing(restingTop) * risen
  }
}
