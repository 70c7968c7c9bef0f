import ChoreoCore
import ChoreoPlatform
import ChoreoTestSupport
import Testing

/// What each handler computation gives in each presentation context, for the keyboard at rest,
/// against the value worked out by hand in each row.
///
/// On the iPhone 14 Pro the keyboard is 336 pt from y 516; on the 11-inch iPad 313 pt from
/// y 881. The layout needs: 302 full screen (852 - 34 - 516), 253 in a tab (852 - 83 - 516 under
/// a translucent bar, 769 - 516 above an opaque one), 258 under a toolbar (852 - 78 - 516), 302 in
/// the offset child (952 - 134 - 516), nothing in an iPad form sheet (it rises to end 20 pt above
/// the keys), 193.6 in an iPad popover (1074.6 - 881).
@Suite("Handler computations in each context")
struct HandlerComputationTests {
  struct Row: Sendable, CustomStringConvertible {
    var container: Screen.Container
    var device: Device = .iPhone14Pro
    var measure: KeyboardHandler.Measure
    var safeArea: KeyboardHandler.SafeAreaSubtraction = .once
    var expected: Double
    var description: String { "\(container) \(measure) \(safeArea)" }
  }

  static let phoneScreen = Rect(x: 0, y: 0, width: 393, height: 852)
  static let padScreen = Rect(x: 0, y: 0, width: 834, height: 1194)

  static let rows: [Row] = [
    Row(container: .fullScreen, measure: .overlap, expected: 302),
    Row(container: .fullScreen, measure: .frameHeight, expected: 302),
    Row(container: .fullScreen, measure: .screenMinusOrigin, expected: 302),
    Row(container: .fullScreen, measure: .viewOverlap, expected: 302),
    Row(container: .fullScreen, measure: .viewOverlap, safeArea: .none, expected: 336),
    Row(container: .fullScreen, measure: .viewOverlap, safeArea: .twice, expected: 268),
    Row(container: .fullScreen, measure: .layoutGuide, expected: 302),
    // Under a translucent tab bar the safe area holds the bar and the home strip (83 pt):
    // subtracting it once is right, not at all leaves 83 pt, twice takes 83 pt too many.
    Row(container: .tabBar, measure: .frameHeight, expected: 253),
    Row(container: .tabBar, measure: .frameHeight, safeArea: .none, expected: 336),
    Row(container: .tabBar, measure: .frameHeight, safeArea: .twice, expected: 170),
    Row(container: .tabBar, measure: .viewOverlap, expected: 253),
    Row(container: .tabBar, measure: .layoutGuide, expected: 253),
    Row(container: .tabBar, measure: .layoutGuide, safeArea: .twice, expected: 253),
    // An opaque tab's own safe area is empty: heights count the bar and the home strip again.
    Row(container: .opaqueTabBar, measure: .frameHeight, expected: 336),
    Row(container: .opaqueTabBar, measure: .overlap, expected: 336),
    Row(container: .opaqueTabBar, measure: .viewOverlap, expected: 253),
    Row(container: .opaqueTabBar, measure: .layoutGuide, expected: 253),
    // Under a translucent toolbar the safe area holds it: subtracting once is right.
    Row(container: .toolbar, measure: .frameHeight, expected: 258),
    Row(container: .toolbar, measure: .viewOverlap, expected: 258),
    Row(container: .toolbar, measure: .viewOverlap, safeArea: .twice, expected: 180),
    Row(container: .toolbar, measure: .layoutGuide, expected: 258),
    // The child's 134 pt safe area holds 100 pt the keyboard never reaches.
    Row(container: .offsetChild, measure: .frameHeight, expected: 202),
    Row(container: .offsetChild, measure: .viewOverlap, expected: 202),
    Row(container: .offsetChild, measure: .viewOverlap, safeArea: .none, expected: 336),
    Row(container: .offsetChild, measure: .layoutGuide, expected: 302),
    Row(container: .formSheet, device: .iPad11, measure: .frameHeight, expected: 313),
    Row(container: .formSheet, device: .iPad11, measure: .overlap, expected: 313),
    Row(container: .formSheet, device: .iPad11, measure: .viewOverlap, expected: 0),
    Row(container: .formSheet, device: .iPad11, measure: .layoutGuide, expected: 0),
    Row(container: .popover, device: .iPad11, measure: .frameHeight, expected: 313),
    Row(container: .popover, device: .iPad11, measure: .viewOverlap, expected: 193.6),
    Row(container: .popover, device: .iPad11, measure: .layoutGuide, expected: 193.6),
  ]

  @Test("each computation in each context", arguments: rows)
  func computation(row: Row) {
    let device = row.device
    let context = ViewContext(row.container, device: device, geometry: .standard, viewOffset: 100)
    let top = device.keyboardTop(height: device.keyboardHeight)
    let end = Rect(x: 0, y: top, width: device.width, height: device.keyboardHeight)
    let begin = Rect(x: 0, y: device.height, width: device.width, height: device.keyboardHeight)
    var view = context.frame
    view.y += context.shift(forKeyboardTop: top)
    let handler = KeyboardHandler(measure: row.measure, subtractsSafeArea: row.safeArea)
    let amount = handler.amount(
      frame: end, begin: begin, view: view, safeArea: context.safeAreaBottom,
      screen: Rect(x: 0, y: 0, width: device.width, height: device.height))
    #expect(abs(amount - row.expected) < 0.01, "\(amount)")
  }

  @Test("the begin frame's height reads the begin frame, and a constant comes off last")
  func beginHeightAndConstant() {
    let end = Rect(x: 0, y: 516, width: 393, height: 336)
    let begin = Rect(x: 0, y: 852, width: 393, height: 288)
    let view = Rect(x: 0, y: 0, width: 393, height: 852)
    let byBegin = KeyboardHandler(measure: .beginHeight)
    #expect(
      byBegin.amount(frame: end, begin: begin, view: view, safeArea: 34, screen: Self.phoneScreen)
        == 288 - 34)
    let withConstant = KeyboardHandler(measure: .frameHeight, subtractsConstant: 49)
    #expect(
      withConstant.amount(
        frame: end, begin: begin, view: view, safeArea: 34, screen: Self.phoneScreen)
        == 336 - 34 - 49)
  }

  @Test("a keyboard frame off the screen's top or beside the view measures nothing by overlap")
  func undockedFrames() {
    let view = Rect(x: 0, y: 0, width: 320, height: 1194)
    let offScreen = Rect(x: 257, y: -250, width: 320, height: 250)
    let screenTall = Rect(x: 257, y: 0, width: 320, height: 1194)
    let beside = Rect(x: 400, y: 881, width: 434, height: 313)
    for measure in [KeyboardHandler.Measure.overlap, .viewOverlap, .layoutGuide] {
      let handler = KeyboardHandler(measure: measure)
      #expect(
        handler.amount(
          frame: offScreen, begin: offScreen, view: view, safeArea: 20, screen: Self.padScreen) == 0
      )
    }
    // The guide follows the keyboard, not a payload that says a floating keyboard is as tall as
    // the screen.
    let guide = KeyboardHandler(measure: .layoutGuide)
    #expect(
      guide.amount(
        frame: screenTall, begin: screenTall, view: view, safeArea: 20, screen: Self.padScreen)
        == 0)
    let overlap = KeyboardHandler(measure: .viewOverlap)
    #expect(
      overlap.amount(frame: beside, begin: beside, view: view, safeArea: 20, screen: Self.padScreen)
        == 0)
    let height = KeyboardHandler(measure: .frameHeight)
    #expect(
      height.amount(
        frame: offScreen, begin: offScreen, view: view, safeArea: 20, screen: Self.padScreen) == 230
    )
  }
}
