import ChoreoCore

/// The named series of a value log and the frames they were printed in, with the one that is the
/// keyboard's height chosen.
///
/// A frame is a block of lines: the lines between two separators (a line with no number, such
/// as Flutter's `====` or Android's `onProgress => ...` heading), a new block starting where a
/// name comes again. The keyboard is the series the caller names, or else the one named like a
/// height or an inset (`height`, `inset`, `bottom`, `padding`, react-native-keyboard-controller's
/// `onMove`) that travels furthest, or else the only one that moves; when several move and none is
/// named so, the log cannot tell which is the keyboard, and says so.
struct ValueSeries: Sendable {
  /// One block of lines: the values printed for one frame.
  struct Block: Sendable {
    /// The 1-based number of the block's first line.
    var line: Int
    /// The time of the line that opened the block, in seconds since midnight.
    var time: Double?
    /// The block's values by name.
    var values: [String: Double]
  }

  /// A series: its name and where it has a value.
  struct Series: Sendable {
    /// The name, as the log's lines give it.
    var name: String
    /// The blocks it has a value in, in order.
    var blocks: [Int]
    /// Its values, in order.
    var values: [Double]

    /// How far it moves: its largest value less its smallest.
    var travel: Double { (values.max() ?? 0) - (values.min() ?? 0) }

    /// `inset (5 values, 2.3 to 130.1)`, or `(5 values, all 34)`.
    var summary: String {
      let count = "\(values.count) value\(values.count == 1 ? "" : "s")"
      guard let first = values.first, let last = values.last else { return name }
      if travel == 0 { return "\(name) (\(count), all \(FixedPoint.compact(first)))" }
      return "\(name) (\(count), \(FixedPoint.format(first, places: 1)) to "
        + "\(FixedPoint.format(last, places: 1)))"
    }
  }

  /// The blocks, in order.
  var blocks: [Block]
  /// Every series, in the order their names first come.
  var series: [Series]
  /// Lines that hold no number and are not blank, by 1-based number.
  var textLines: [Int]

  /// The name of a series that holds more values than the reading was bounded to; its reading
  /// stopped there.
  var overflowing: String?

  /// Reads `lines` into blocks and series, stopping once a series holds more than `maximum`
  /// values.
  init<Lines: Collection>(lines: Lines, maximum: Int = .max) where Lines.Element == Substring {
    var blocks: [Block] = []
    var textLines: [Int] = []
    var open: Block?
    var openingTime: Double?
    var counts: [String: Int] = [:]
    for (index, text) in lines.enumerated() {
      if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      let line = ValueLogLine(text)
      for field in line.fields { counts[field.name, default: 0] += 1 }
      if let over = line.fields.first(where: { counts[$0.name, default: 0] > maximum }) {
        overflowing = over.name
        break
      }
      if line.fields.isEmpty {
        textLines.append(index + 1)
        if let block = open { blocks.append(block) }
        open = nil
        openingTime = line.time
        continue
      }
      if var block = open, !line.fields.contains(where: { block.values[$0.name] != nil }) {
        for field in line.fields { block.values[field.name] = field.value }
        open = block
      } else {
        if let block = open { blocks.append(block) }
        var values: [String: Double] = [:]
        for field in line.fields where values[field.name] == nil {
          values[field.name] = field.value
        }
        open = Block(line: index + 1, time: openingTime ?? line.time, values: values)
        openingTime = nil
      }
    }
    if let block = open { blocks.append(block) }
    self.blocks = blocks
    self.textLines = textLines
    var order: [String] = []
    var byName: [String: Series] = [:]
    // In each block's order of first appearance, for a stable order of names.
    for (number, block) in blocks.enumerated() {
      for name in block.values.keys.sorted() {
        guard let value = block.values[name] else { continue }
        if byName[name] == nil {
          order.append(name)
          byName[name] = Series(name: name, blocks: [], values: [])
        }
        byName[name]?.blocks.append(number)
        byName[name]?.values.append(value)
      }
    }
    series = order.compactMap { byName[$0] }
  }

  /// The series named `name`, exactly or as the last part of a dotted name.
  func series(named name: String) -> Series? {
    series.first { $0.name == name } ?? series.first { $0.name.hasSuffix("." + name) }
  }

  /// The events that state where a tracker's per-frame event `event` is going rather than where
  /// it is: react-native-keyboard-controller's `onStart` prints the target before the keyboard
  /// moves and `onEnd` where it stopped, for `onMove` and `onInteractive`; its native events
  /// `onKeyboardMoveStart` and `onKeyboardMoveEnd` do the same for `onKeyboardMove`
  /// (<doc:PlatformFacts#Keyboard-tracker-events>).
  static func targetEvents(of event: String) -> [String] {
    if event.hasSuffix("Move") && event != "onMove" { return [event + "Start", event + "End"] }
    return ["onStart", "onEnd"]
  }

  /// Whether `event` states a target rather than where the keyboard is.
  static func isTargetEvent(_ event: String) -> Bool {
    ["onStart", "onEnd"].contains(event) || event.hasSuffix("MoveStart")
      || event.hasSuffix("MoveEnd")
  }

  /// The event a name belongs to: its first part (`onMove` of `onMove#2` or `onMove.height`).
  static func event(of name: String) -> String {
    String(name.prefix { $0 != "#" && $0 != "." })
  }

  /// How strongly a name says it is the keyboard's height: 3 for a height or an inset, 2 for a
  /// tracker's per-frame event, 1 for a bottom or a padding, 0 for any other, and -1 for what is
  /// never a height (a progress, a fraction, a duration, a view's tag, a step, an id).
  static func heightScore(of name: String) -> Int {
    let lower = name.lowercased()
    let last = lower.split(separator: ".").last.map(String.init) ?? lower
    if ["progress", "fraction", "duration", "target", "delta", "id", "tag"].contains(where: {
      last == $0 || last.hasPrefix($0 + "#") || last.hasSuffix($0)
    }) {
      return -1
    }
    if isTargetEvent(event(of: name)) { return -1 }
    if last.contains("height") || last.contains("inset") { return 3 }
    if lower.hasPrefix("onmove") || lower.hasPrefix("oninteractive") { return 2 }
    if last.contains("bottom") || last.contains("padding") { return 1 }
    return 0
  }

  /// Why no series can be taken as the keyboard's.
  enum Refusal: Error, Sendable {
    /// No series has two values.
    case noMotion([Series])
    /// Several series move and none is named like a height.
    case ambiguous([Series])
    /// The series the caller named is not in the log.
    case unknownName(String, [Series])
  }

  /// The keyboard's series: the one named `chosen`, or the one its name and motion single out.
  func keyboard(named chosen: String?) throws(Refusal) -> Series {
    if let chosen {
      guard let named = series(named: chosen) else { throw .unknownName(chosen, series) }
      return named
    }
    let repeated = series.filter { $0.values.count >= 2 }
    guard !repeated.isEmpty else { throw .noMotion(series) }
    // A progress (every value from 0 to 1) is not the height when another series is larger.
    let anyLarger = repeated.contains { ($0.values.max() ?? 0) > 1 }
    let moving = repeated.filter { series in
      series.travel > 0 && !(anyLarger && series.values.allSatisfy { (0...1).contains($0) })
    }
    let scored = moving.map { (series: $0, score: Self.heightScore(of: $0.name)) }
    if let best = scored.map(\.score).max(), best > 0,
      let furthest = scored.filter({ $0.score == best }).max(by: {
        $0.series.travel < $1.series.travel
      })
    {
      return furthest.series
    }
    let candidates = scored.filter { $0.score == 0 }.map(\.series)
    if candidates.count == 1, let only = candidates.first { return only }
    if candidates.isEmpty {
      // Nothing moves: the keyboard is the one series named like a height, if there is one.
      let named = repeated.filter { Self.heightScore(of: $0.name) > 0 }
      if let first = named.max(by: { Self.heightScore(of: $0.name) < Self.heightScore(of: $1.name) }
      ) {
        return first
      }
      if repeated.count == 1, let only = repeated.first { return only }
    }
    throw .ambiguous(candidates.isEmpty ? repeated : candidates)
  }

  /// What a series beside the keyboard's says of where it is going.
  struct Target: Sendable {
    /// The block it is printed in.
    var block: Int
    /// The height it states.
    var height: Double
    /// What states it, for the report.
    var source: String
    /// Whether it is printed after the motion it ends (`onEnd`).
    var isEnd: Bool
    /// Whether it is the keyboard's full height rather than where this motion goes: where a
    /// rise ends, and where a fall began.
    var isFullHeight: Bool
  }

  /// The series beside `keyboard` whose values say where it is going, with what each says: an
  /// `onStart` or `onEnd` printed with the same name (`onStart` for `onMove`, `onStart#2` for
  /// `onMove#2`, `onStart.height` for `onMove.height`), or a progress printed beside the height
  /// (the height over the progress is the target).
  func targets(of keyboard: Series) -> [Target] {
    var found: [Target] = []
    let event = Self.event(of: keyboard.name)
    let rest = keyboard.name.dropFirst(event.count)
    for target in Self.targetEvents(of: event) {
      guard let series = series.first(where: { $0.name == target + rest }) else { continue }
      for (block, value) in zip(series.blocks, series.values) {
        found.append(
          Target(
            block: block, height: value,
            source: "\(target)'s \(target.hasSuffix("End") ? "end" : "target"), "
              + "\(FixedPoint.compact(value)) pt",
            isEnd: target.hasSuffix("End"), isFullHeight: false))
      }
    }
    // A progress printed beside the height: named `progress`, or the number before the height
    // under the same event.
    let progress = series.first { series in
      series.name != keyboard.name && Self.event(of: series.name) == event
        && series.values.allSatisfy { (0...1).contains($0) }
        && (series.name.lowercased().hasSuffix("progress")
          || (rest.hasPrefix("#") && series.name == event))
    }
    if let progress {
      let heights = Dictionary(
        zip(keyboard.blocks, keyboard.values), uniquingKeysWith: { first, _ in first })
      for (block, value) in zip(progress.blocks, progress.values) where value >= 0.05 {
        guard let height = heights[block] else { continue }
        let target = height / value
        found.append(
          Target(
            block: block, height: target,
            source: "the height over the progress, \(FixedPoint.format(height, places: 1)) / "
              + "\(FixedPoint.format(value, places: 3)) = \(FixedPoint.format(target, places: 1)) "
              + "pt",
            isEnd: false, isFullHeight: true))
      }
    }
    return found.sorted { $0.block < $1.block }
  }

  /// Where Flutter's padding absorbs the safe area frame by frame as the keyboard's inset grows
  /// (`padding = max(0, viewPadding - inset)`): a layout built from the padding then jumps by up
  /// to the safe area mid-motion.
  func absorbedSafeArea(keyboard: Series) -> [StreamCheck] {
    func last(_ series: Series) -> String {
      (series.name.split(separator: ".").last.map(String.init) ?? series.name).lowercased()
    }
    guard Self.heightScore(of: keyboard.name) == 3,
      let safe = series.first(where: { last($0) == "viewpadding" || last($0).contains("safe") }),
      let padding = series.first(where: { last($0) == "padding" }),
      let area = safe.values.max(), area > 0
    else { return [] }
    var held = 0
    var broken: [Int] = []
    var checked = 0
    for block in blocks {
      guard let inset = block.values[keyboard.name], let value = block.values[padding.name],
        let safeArea = block.values[safe.name]
      else { continue }
      checked += 1
      if abs(value - max(0, safeArea - inset)) <= 0.01 {
        held += 1
      } else {
        broken.append(block.line)
      }
    }
    guard checked > 0 else { return [] }
    let name = "\(padding.name) = max(0, \(safe.name) - \(keyboard.name))"
    if broken.isEmpty {
      return [
        StreamCheck(
          kind: .absorbedSafeArea, time: .zero,
          message:
            "\(name) in all \(checked) frames: the \(FixedPoint.compact(area)) pt safe area is "
            + "absorbed frame by frame, so a layout built from \(padding.name) jumps by up to "
            + "\(FixedPoint.compact(area)) pt as the keyboard rises; build it from "
            + "\(safe.name) and \(keyboard.name)")
      ]
    }
    return [
      StreamCheck(
        kind: .absorbedSafeArea, time: .zero,
        message:
          "\(name) holds in \(held) of \(checked) frames, not on lines "
          + broken.prefix(5).map(String.init).joined(separator: ", "))
    ]
  }
}
