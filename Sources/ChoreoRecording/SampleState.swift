import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// The geometry on screen while a recording is read: what the last frame lines said, held until
/// the next one changes it, turned into a frame sample at each vsync.
///
/// A frame line either gives a sample's fields by name (a simulated run's recording) or the
/// registered views' rectangles (a recorder's), which are read by their roles. What a recorder
/// cannot see is derived: the container is resting when the sheet did not move since the last
/// frame, and the layout's rest position is where the bar sat with no docked keyboard.
struct SampleState {
  private let height: Double
  /// The last value of each field, by ``FrameField/rawValue``; `nil` for none.
  private var values: [Double?]
  private var flags: [Bool?]
  /// The fields the recording gives by name, which views never override.
  private var explicit: UInt32 = 0
  private var responder: Responder??
  /// Who holds first responder by the events read so far, when frames do not say.
  var responderFromEvents: Responder?
  /// The app's `isKeyboardVisible` by its marks, when frames do not say.
  var visibilityFromMarks: Bool?

  init(device: Device, layout: SheetLayout) {
    height = device.height
    let bottom = device.height - device.safeAreaBottom
    values = Array(repeating: nil, count: FrameField.allCases.count)
    flags = Array(repeating: nil, count: FrameField.allCases.count)
    values[FrameField.sheetTop.rawValue] = device.height
    values[FrameField.keyboardTop.rawValue] = device.height
    values[FrameField.dockedKeyboardTop.rawValue] = device.height
    values[FrameField.composerBottom.rawValue] = bottom
    values[FrameField.composerTop.rawValue] = bottom - layout.composerHeight
    values[FrameField.restBottom.rawValue] = bottom
    values[FrameField.accessoryHeight.rawValue] = 0
  }

  private func value(_ field: FrameField) -> Double? { values[field.rawValue] }

  private func isExplicit(_ field: FrameField) -> Bool { explicit & field.bit != 0 }

  /// Takes in one frame line.
  mutating func apply(_ update: TraceAssembler.FrameUpdate, roles: [String: TraceAssembler.Role]) {
    for (field, value) in update.fields {
      explicit |= field.bit
      switch value {
      case .number(let number): values[field.rawValue] = number
      case .flag(let flag): flags[field.rawValue] = flag
      case .none:
        values[field.rawValue] = nil
        flags[field.rawValue] = nil
      }
    }
    if let responder = update.responder { self.responder = responder }
    for (name, rect) in update.views {
      switch roles[name] {
      case .sheet?: set(.sheetTop, rect.y)
      case .composer?:
        set(.composerTop, rect.y)
        set(.composerBottom, rect.y + rect.height)
      case .accessory?: set(.accessoryHeight, rect.height)
      case .newestMessage?: set(.newestMessageBottom, rect.y + rect.height)
      default: break
      }
    }
  }

  /// A value read from a view, unless the recording gives the field by name.
  private mutating func set(_ field: FrameField, _ value: Double) {
    guard !isExplicit(field) else { return }
    values[field.rawValue] = value
  }

  /// The sample at `time`, after `previous`.
  mutating func sample(at time: Ticks, previous: FrameSample?) -> FrameSample {
    let sheetTop = value(.sheetTop) ?? height
    let docked = value(.dockedKeyboardTop) ?? height
    let keyboardTop = isExplicit(.keyboardTop) ? value(.keyboardTop) ?? height : docked
    let composerBottom = value(.composerBottom) ?? height
    let settled =
      flags[FrameField.layoutSettled.rawValue]
      ?? previous.map { abs($0.sheetTop - sheetTop) <= Trace.motionEpsilon } ?? false
    if !isExplicit(.restBottom), docked >= height - Trace.visibleExtent, settled {
      values[FrameField.restBottom.rawValue] = composerBottom
    }
    let firstResponder = responder ?? responderFromEvents
    let focused =
      isExplicit(.focusedBottom)
      ? value(.focusedBottom) : firstResponder == .composer ? composerBottom : nil
    return FrameSample(
      time: time, sheetTop: sheetTop, keyboardTop: keyboardTop,
      composerTop: value(.composerTop) ?? composerBottom, composerBottom: composerBottom,
      accessoryHeight: value(.accessoryHeight) ?? 0, firstResponder: firstResponder,
      dockedKeyboardTop: docked, restBottom: value(.restBottom) ?? composerBottom,
      focusedBottom: focused, newestMessageBottom: value(.newestMessageBottom),
      layoutSettled: settled, screenVisible: flags[FrameField.screenVisible.rawValue] ?? true,
      appKeyboardVisible: isExplicit(.appKeyboardVisible)
        ? flags[FrameField.appKeyboardVisible.rawValue] : visibilityFromMarks,
      fingerY: value(.fingerY))
  }
}

/// Who holds first responder, and the app's visibility flag, over time, from the entries and
/// marks a recording holds.
struct ResponderTrack {
  private var changes: [(time: Ticks, responder: Responder?)]
  private var marks: [(time: Ticks, visible: Bool)]
  private var next = 0
  private var nextMark = 0
  private var current: Responder?
  private var visible: Bool?

  init(entries: [TraceAssembler.Pending], visibility: [(time: Ticks, visible: Bool)]) {
    var changes: [(time: Ticks, responder: Responder?)] = []
    for entry in entries.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
      switch entry.happening {
      case .event(.focusDidLand): changes.append((entry.time, .composer))
      case .event(.focusDidLeave): changes.append((entry.time, nil))
      case .event(.prewarmDidBecomeFirstResponder): changes.append((entry.time, .prewarm))
      case .event(.prewarmDidResignFirstResponder): changes.append((entry.time, nil))
      default: break
      }
    }
    self.changes = changes
    marks = visibility.sorted { $0.time < $1.time }
  }

  /// Who holds first responder at `time`, after every change up to it.
  mutating func responder(at time: Ticks) -> Responder? {
    while next < changes.count, changes[next].time <= time {
      current = changes[next].responder
      next += 1
    }
    return current
  }

  /// The app's flag at `time`, after every mark up to it; `nil` before the first.
  mutating func visibility(at time: Ticks) -> Bool? {
    while nextMark < marks.count, marks[nextMark].time <= time {
      visible = marks[nextMark].visible
      nextMark += 1
    }
    return visible
  }
}
