import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTestSupport
import Testing

/// Each presentation context's frame and safe area, against frames worked out by hand from the
/// device and the sizes of <doc:PlatformFacts#Presentation-contexts>.
@Suite("Presentation contexts")
struct ViewContextTests {
  struct Row: Sendable, CustomStringConvertible {
    var container: Screen.Container
    var device: Device
    var frame: Rect
    var safeArea: Double
    var description: String { "\(container) on \(device.name)" }
  }

  static let phone = Device.iPhone14Pro
  static let pad = Device.iPad11

  static let rows: [Row] = [
    Row(
      container: .fullScreen, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 34),
    Row(
      container: .navigationPush, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 34),
    Row(
      container: .tabBarHidden, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 34),
    // Under a translucent tab bar: the screen; 34 (home strip) + 49 (tab bar).
    Row(
      container: .tabBar, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 83),
    // Above an opaque one: 852 - 34 (home strip) - 49 (tab bar), and no safe area.
    Row(
      container: .opaqueTabBar, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 769),
      safeArea: 0),
    // 34 + 44 (toolbar).
    Row(
      container: .toolbar, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 78),
    // 100 down, as tall as the screen; 34 + the 100 below the screen.
    Row(
      container: .offsetChild, device: phone, frame: Rect(x: 0, y: 100, width: 393, height: 852),
      safeArea: 134),
    // (834 - 704) / 2 = 65 across; 24 + 20 down; 1194 - 44 tall.
    Row(
      container: .pageSheet, device: pad, frame: Rect(x: 65, y: 44, width: 704, height: 1150),
      safeArea: 20),
    // (834 - 540) / 2 = 147; (1194 - 620) / 2 = 287; its bottom 907 is above the home strip.
    Row(
      container: .formSheet, device: pad, frame: Rect(x: 147, y: 287, width: 540, height: 620),
      safeArea: 0),
    // 0.8 x 1194 = 955.2 tall, (1194 - 955.2) / 2 = 119.4 down, (834 - 375) / 2 = 229.5 across.
    Row(
      container: .popover, device: pad, frame: Rect(x: 229.5, y: 119.4, width: 375, height: 955.2),
      safeArea: 0),
    Row(
      container: .splitColumn, device: pad, frame: Rect(x: 0, y: 0, width: 320, height: 1194),
      safeArea: 20),
    // At compact width the iPad contexts adapt: a sheet 59 + 10 below the top, a single column.
    Row(
      container: .formSheet, device: phone, frame: Rect(x: 0, y: 69, width: 393, height: 783),
      safeArea: 34),
    Row(
      container: .popover, device: phone, frame: Rect(x: 0, y: 69, width: 393, height: 783),
      safeArea: 34),
    Row(
      container: .splitColumn, device: phone, frame: Rect(x: 0, y: 0, width: 393, height: 852),
      safeArea: 34),
  ]

  @Test("each context's frame and bottom safe area", arguments: rows)
  func geometry(row: Row) {
    let context = ViewContext(
      row.container, device: row.device, geometry: .standard, viewOffset: 100)
    #expect(abs(context.frame.x - row.frame.x) < 0.01)
    #expect(abs(context.frame.y - row.frame.y) < 0.01)
    #expect(abs(context.frame.width - row.frame.width) < 0.01)
    #expect(abs(context.frame.height - row.frame.height) < 0.01)
    #expect(abs(context.safeAreaBottom - row.safeArea) < 0.01)
  }

  @Test("an iPad form sheet rises with the keyboard to 20 pt above the resting keys")
  func formSheetRises() {
    let context = ViewContext(.formSheet, device: Self.pad, geometry: .standard, viewOffset: 0)
    // Keys at rest from 1194 - 313 = 881: the bottom 907 must go to 861, 46 pt up.
    #expect(abs(context.shift(forKeyboardTop: 881) - -46) < 0.01)
    #expect(context.shift(forKeyboardTop: 1194) == 0)
    // Half way up, half way.
    #expect(abs(context.shift(forKeyboardTop: 1194 - 156.5) - -23) < 0.01)
  }

  @Test("a tab bar's own size moves an opaque tab's bottom and a translucent tab's safe area")
  func overriddenTabBar() {
    let geometry = PresentationGeometry(tabBarHeight: 83)
    let opaque = ViewContext(.opaqueTabBar, device: Self.phone, geometry: geometry, viewOffset: 0)
    #expect(opaque.frame.maxY == 852 - 34 - 83)
    let translucent = ViewContext(.tabBar, device: Self.phone, geometry: geometry, viewOffset: 0)
    #expect(translucent.frame.maxY == 852)
    #expect(translucent.safeAreaBottom == 34 + 83)
  }
}
