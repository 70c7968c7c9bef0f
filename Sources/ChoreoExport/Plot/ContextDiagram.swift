import ChoreoCore
import ChoreoPlatform

/// An SVG of every presentation context's frames (<doc:PlatformFacts#Presentation-contexts>): per
/// context, the screen, the view that holds the composer, the view's bottom safe area, the docked
/// keyboard at rest, and where the composer must rest to clear it, each drawn from
/// ``ChoreoPlatform/ViewContext`` on the device the context belongs to.
public struct ContextDiagram: Sendable {
  /// One panel: a context on a device.
  public struct Panel: Sendable {
    /// The context drawn.
    public var container: Screen.Container
    /// The device it is drawn on.
    public var device: Device
    /// The sizes of bars and containers.
    public var geometry: PresentationGeometry
    /// For an offset child, how far down its parent it starts.
    public var viewOffset: Double

    /// A panel of `container` on `device`, with the standard sizes and a 100 pt offset.
    public init(
      _ container: Screen.Container, on device: Device,
      geometry: PresentationGeometry = .standard, viewOffset: Double = 100
    ) {
      self.container = container
      self.device = device
      self.geometry = geometry
      self.viewOffset = viewOffset
    }
  }

  /// The panels, left to right and then down.
  public var panels: [Panel]

  /// A diagram of `panels`.
  public init(panels: [Panel]) {
    self.panels = panels
  }

  /// Every context but the choreography's own sheet: the phone's on the default iPhone, the
  /// iPad's (form and page sheet, popover, split column) on the 11-inch iPad.
  public static let allContexts = ContextDiagram(
    panels: Screen.Container.allCases.filter { !$0.isSheet }.map { container in
      let iPadOnly: [Screen.Container] = [.pageSheet, .formSheet, .popover, .splitColumn]
      return Panel(container, on: iPadOnly.contains(container) ? .iPad11 : .iPhone14Pro)
    })

  private static let panelHeight = 250.0
  private static let panelWidth = 190.0
  private static let perRow = 4
  /// Room under a panel for its labels and for a view that runs below the screen.
  private static let rowGap = 100.0

  /// The diagram as an SVG document.
  public func render() -> String {
    var svg = SVGWriter()
    let rows = (panels.count + Self.perRow - 1) / Self.perRow
    let width = Double(Self.perRow) * Self.panelWidth + 20
    let height = Double(rows) * (Self.panelHeight + Self.rowGap) + 60
    svg.text(
      "Presentation contexts: the view (blue), its bottom safe area (orange),",
      [("x", "10"), ("y", "20"), ("font-size", "13")])
    svg.text(
      "the keyboard at rest (grey) and where the composer must rest (green)",
      [("x", "10"), ("y", "37"), ("font-size", "13")])
    for (index, panel) in panels.enumerated() {
      let x = 10 + Double(index % Self.perRow) * Self.panelWidth
      let y = 55 + Double(index / Self.perRow) * (Self.panelHeight + Self.rowGap)
      draw(panel, at: x, y, into: &svg)
    }
    return svg.document(width: width, height: height, title: "Presentation contexts")
  }

  private func draw(_ panel: Panel, at left: Double, _ top: Double, into svg: inout SVGWriter) {
    let device = panel.device
    let context = ViewContext(
      panel.container, device: device, geometry: panel.geometry, viewOffset: panel.viewOffset)
    let scale = Self.panelHeight / device.height
    let keyboardTop = device.keyboardTop(height: device.keyboardHeight)
    var view = context.frame
    view.y += context.shift(forKeyboardTop: keyboardTop)
    func rect(_ frame: Rect, _ style: [(String, String)]) {
      svg.element(
        "rect",
        [
          ("x", SVGWriter.number(left + frame.x * scale)),
          ("y", SVGWriter.number(top + frame.y * scale)),
          ("width", SVGWriter.number(frame.width * scale)),
          ("height", SVGWriter.number(frame.height * scale)),
        ] + style)
    }
    svg.open("g", [("id", panel.container.rawValue)])
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    rect(screen, [("fill", "#ffffff"), ("stroke", "#333333"), ("stroke-width", "1")])
    // The keyboard at rest, under the view's outline.
    rect(
      Rect(x: 0, y: keyboardTop, width: device.width, height: device.keyboardHeight),
      [("fill", "#bdbdbd"), ("fill-opacity", "0.8")])
    rect(
      Rect(
        x: view.x, y: view.maxY - context.safeAreaBottom, width: view.width,
        height: context.safeAreaBottom), [("fill", "#f39c12"), ("fill-opacity", "0.45")])
    rect(
      view,
      [
        ("fill", "#3a7bd5"), ("fill-opacity", "0.08"), ("stroke", "#3a7bd5"),
        ("stroke-width", "1.5"),
      ])
    // Where the composer must rest: on the keyboard's top, or on the safe area's edge when the
    // keyboard does not reach the view.
    let composerBottom = min(view.maxY - context.safeAreaBottom, keyboardTop)
    rect(
      Rect(x: view.x, y: composerBottom - 44, width: view.width, height: 44),
      [("fill", "#2e9d57"), ("fill-opacity", "0.7")])
    svg.close("g")
    let labelY = top + max(device.height, view.maxY) * scale + 16
    svg.text(
      panel.container.rawValue + " (" + device.name + ")",
      [("x", SVGWriter.number(left)), ("y", SVGWriter.number(labelY)), ("font-size", "11")])
    let numbers =
      "view y \(FixedPoint.compact(view.y, places: 1))-\(FixedPoint.compact(view.maxY, places: 1))"
      + ", safe area \(FixedPoint.compact(context.safeAreaBottom, places: 1))"
    svg.text(
      numbers,
      [
        ("x", SVGWriter.number(left)), ("y", SVGWriter.number(labelY + 14)), ("font-size", "10"),
        ("fill", "#555555"),
      ])
    svg.text(
      "keys from \(FixedPoint.compact(keyboardTop, places: 1)) of "
        + "\(FixedPoint.compact(device.height, places: 1))",
      [
        ("x", SVGWriter.number(left)), ("y", SVGWriter.number(labelY + 27)), ("font-size", "10"),
        ("fill", "#555555"),
      ])
  }
}
