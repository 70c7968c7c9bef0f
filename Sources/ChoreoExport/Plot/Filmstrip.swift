import ChoreoCore
import ChoreoPlatform

/// The phone drawn at a handful of key frames under a chart: the screen, the sheet, the keyboard
/// and the input bar as rectangles, so a reader sees the layout, not only the curves.
struct Filmstrip {
  let panel: Panel

  static let phoneHeight = 150.0
  static let maximumFrames = 8

  /// The frames worth drawing: each presentation's start and rise, its settle, every finding, and
  /// each other action the person took that starts a transition (a close, a drag, a tapped field,
  /// an undocked keyboard) and what followed it (a drag from its release), at most eight, in time
  /// order.
  ///
  /// Actions the platform ignored are left out.
  func keyFrames() -> [Int] {
    let trace = panel.trace
    var times: [Ticks] = []
    for entry in trace.entries {
      switch entry.happening {
      case .user(.present) where !trace.isIgnored(entry.id):
        times += [
          entry.time, entry.time + Ticks(milliseconds: 100), entry.time + Ticks(milliseconds: 250),
        ]
      case .event(.sheetDidSettle), .event(.focusDidLand), .event(.detentDidChange),
        .event(.keyboardDidShow):
        times.append(entry.time)
      case .user(let action) where action.startsTransition && !trace.isIgnored(entry.id):
        // A drag is drawn as it starts, as the finger lifts, and just after.
        let release = entry.time + (action.fingerDuration ?? .zero)
        times += [entry.time, release, release + Ticks(milliseconds: 150)]
      default: break
      }
    }
    times += panel.run.findings.map(\.time)
    var frames: [Int] = []
    for time in times.sorted() {
      let index = min(trace.frameIndex(atOrAfter: time), trace.frames.count - 1)
      if let last = frames.last,
        trace.frames[index].time - trace.frames[last].time < Ticks(milliseconds: 40)
      {
        continue
      }
      frames.append(index)
    }
    guard frames.count > Self.maximumFrames else { return frames }
    let stride = Double(frames.count - 1) / Double(Self.maximumFrames - 1)
    return (0..<Self.maximumFrames).map { frames[Int((Double($0) * stride).rounded())] }
  }

  func draw(into svg: inout SVGWriter) {
    let trace = panel.trace
    let device = trace.device
    let frames = keyFrames()
    guard !frames.isEmpty else { return }
    let scale = Self.phoneHeight / device.height
    let phoneWidth = device.width * scale
    let announced = announcedKeyboardFrames()
    let top = panel.chartBottom + TimelinePlot.axisHeight + 18
    let slot = (TimelinePlot.plotWidth + TimelinePlot.left) / Double(max(frames.count, 1))
    svg.text(
      "filmstrip: the layout at key frames (letters mark them on the time axis)",
      [
        ("x", n(TimelinePlot.left)), ("y", n(top - 6)), ("font-size", "11"),
        ("fill", Palette.muted),
      ])
    for (number, index) in frames.enumerated() {
      let frame = trace.frames[index]
      let letter = String(UnicodeScalar(UInt8(65 + number)))
      let markX = panel.x(frame.time)
      svg.text(
        letter,
        [
          ("x", n(markX)), ("y", n(panel.chartBottom - 4)), ("font-size", "10"),
          ("text-anchor", "middle"), ("font-weight", "bold"), ("fill", Palette.muted),
        ])
      let left = 12 + Double(number) * slot + (slot - phoneWidth) / 2
      drawPhone(
        frame, letter: letter, left: left, top: top, clip: "phone-clip-\(panel.index)-\(number)",
        announced: announced, into: &svg)
    }
  }

  /// The phone at one key frame: the screen, the sheet, the accessory strip, the bar and the
  /// keyboard, clipped to the phone's outline, and the frame's letter and time under it.
  private func drawPhone(
    _ frame: FrameSample, letter: String, left: Double, top: Double, clip: String,
    announced: [(time: Ticks, frame: Rect)], into svg: inout SVGWriter
  ) {
    let device = panel.trace.device
    let scale = Self.phoneHeight / device.height
    let phoneWidth = device.width * scale
    let isFloating = { (rect: Rect) in rect.y + rect.height < device.height }
    let y = { (value: Double) in top + 4 + min(max(value, 0), device.height) * scale }
    svg.open("clipPath", [("id", clip)])
    svg.element(
      "rect",
      [
        ("x", n(left)), ("y", n(top + 4)), ("width", n(phoneWidth)),
        ("height", n(Self.phoneHeight)),
        ("rx", "8"),
      ])
    svg.close("clipPath")
    svg.open("g", [("clip-path", "url(#\(clip))")])
    svg.element(
      "rect",
      [
        ("x", n(left)), ("y", n(top + 4)), ("width", n(phoneWidth)),
        ("height", n(Self.phoneHeight)),
        ("fill", Palette.screen),
      ])
    if let context = panel.run.context {
      // A screen that is not the sheet: its view, and the bar its container lays across the
      // bottom (a tab bar, a toolbar).
      let view = context.frame
      rect(
        &svg, left: left + view.x * scale, top: y(view.y), width: view.width * scale,
        bottom: y(view.maxY), fill: "#ffffff", stroke: nil)
      if let bar = context.bottomBar {
        rect(
          &svg, left: left, top: y(bar.frame.y), width: phoneWidth, bottom: y(bar.frame.maxY),
          fill: Palette.containerBar, stroke: nil, opacity: 0.8)
      }
    } else if panel.holds(.sheetTop) {
      rect(
        &svg, left: left, top: y(frame.sheetTop), width: phoneWidth, bottom: y(device.height),
        fill: "#ffffff", stroke: Palette.sheet)
    }
    let accessoryBottom = frame.composerTop + frame.accessoryHeight
    rect(
      &svg, left: left + 2, top: y(frame.composerTop), width: phoneWidth - 4,
      bottom: y(accessoryBottom), fill: Palette.accessory, stroke: nil, opacity: 0.5)
    rect(
      &svg, left: left + 2, top: y(accessoryBottom), width: phoneWidth - 4,
      bottom: y(frame.composerBottom), fill: Palette.bar, stroke: nil, opacity: 0.85)
    // A keyboard floats once announced off the screen's bottom edge, and while its docked edge
    // is gone with the keys on screen (as it hides): it is drawn at the size and place last
    // announced for it, at its top's position now. A docked one spans the screen's width.
    let sofar = announced.prefix { $0.time <= frame.time }
    let undocked = frame.dockedKeyboardTop >= device.height && frame.keyboardTop < device.height
    let floating =
      sofar.last.map { isFloating($0.frame) || undocked } ?? false
      ? sofar.last(where: { isFloating($0.frame) })?.frame : nil
    rect(
      &svg, left: left + (floating?.x ?? 0) * scale, top: y(frame.keyboardTop),
      width: (floating?.width ?? device.width) * scale,
      bottom: y(floating.map { frame.keyboardTop + $0.height } ?? device.height),
      fill: Palette.keys, stroke: nil, opacity: 0.9)
    svg.close("g")
    svg.element(
      "rect",
      [
        ("x", n(left)), ("y", n(top + 4)), ("width", n(phoneWidth)),
        ("height", n(Self.phoneHeight)),
        ("rx", "8"), ("fill", "none"), ("stroke", Palette.ink), ("stroke-width", "1.5"),
      ])
    svg.text(
      "\(letter)  \(frame.time) ms",
      [
        ("x", n(left + phoneWidth / 2)), ("y", n(top + Self.phoneHeight + 20)),
        ("font-size", "11"),
        ("text-anchor", "middle"), ("fill", Palette.ink),
      ])
  }

  /// The keyboard's end frames as its notifications announced them, with their times, in order.
  private func announcedKeyboardFrames() -> [(time: Ticks, frame: Rect)] {
    panel.trace.entries.compactMap { entry in
      entry.controllerEvent?.keyboardNotification.map { (entry.time, $0.endFrame) }
    }
  }

  private func rect(
    _ svg: inout SVGWriter, left: Double, top: Double, width: Double, bottom: Double, fill: String,
    stroke: String?, opacity: Double = 1
  ) {
    guard bottom - top > 0.05 else { return }
    var attributes = [
      ("x", n(left)), ("y", n(top)), ("width", n(width)), ("height", n(bottom - top)),
      ("fill", fill),
    ]
    if opacity < 1 { attributes.append(("fill-opacity", FixedPoint.compact(opacity))) }
    if let stroke { attributes += [("stroke", stroke), ("stroke-width", "1")] }
    svg.element("rect", attributes)
  }

  private func n(_ value: Double) -> String { SVGWriter.number(value) }
}
