import ChoreoCore
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Builds a trace from what an importer read: entries in time order with their recorded causes,
/// and frames sampled when something moved, held in between, as the screen held them.
struct TraceAssembler {
  /// One entry before numbering.
  struct Pending {
    var time: Ticks
    var order: Int
    var happening: Happening
    var recordedID: Int?
    var recordedCause: Int?
  }

  /// What one frame line said: sample fields by name, and the registered views' rectangles.
  struct FrameUpdate {
    var time: Ticks
    var fields: [(FrameField, FrameValue)] = []
    var responder: Responder??
    var views: [(name: String, rect: Rect)] = []
  }

  /// What a registered view is to the app, from a recording's header.
  enum Role: String, CaseIterable {
    case sheet, composer, accessory, newestMessage, field, prewarm, screen, control, list
  }

  var name = "recording"
  var device = Device.iPhone14Pro
  var refreshRate = RefreshRate.hz120
  var layout = SheetLayout.standard
  var contents: TraceContents = []
  var roles: [String: Role] = [:]
  private(set) var entries: [Pending] = []
  private(set) var updates: [FrameUpdate] = []
  /// Names of the registered fields in the order the header lists them.
  var fieldNames: [String] = []
  /// When the app's `isKeyboardVisible` changed, from its marks.
  var visibilityMarks: [(time: Ticks, visible: Bool)] = []

  mutating func add(_ happening: Happening, at time: Ticks, id: Int? = nil, cause: Int? = nil) {
    entries.append(
      Pending(
        time: time, order: entries.count, happening: happening, recordedID: id,
        recordedCause: cause))
  }

  mutating func add(frame update: FrameUpdate) {
    updates.append(update)
  }

  /// The assembled trace and what was inferred on the way.
  func build() -> (trace: Trace, inferences: [String]) {
    var inferences: [String] = []
    var pending = entries
    let frames = sampledFrames()
    pending += inferredPresents(in: pending, inferences: &inferences)
    let settles = inferredSettles(in: pending, frames: frames, inferences: &inferences)
    pending += settles
    // Settles read from the sheet's motion are the sheet's events a recorder could not post.
    var contents = self.contents
    if !settles.isEmpty { contents.insert(.sheetEvents) }
    pending.sort { ($0.time, $0.order) < ($1.time, $1.order) }
    var ids: [Int: Int] = [:]
    var events: [TraceEntry] = []
    events.reserveCapacity(pending.count)
    for (index, entry) in pending.enumerated() {
      if let recorded = entry.recordedID { ids[recorded] = index }
      events.append(
        TraceEntry(
          id: index, time: entry.time, frame: refreshRate.frame(containing: entry.time),
          happening: entry.happening, cause: entry.recordedCause.flatMap { ids[$0] },
          outcome: .recorded))
    }
    let trace = Trace(
      scenario: name, device: device, refreshRate: refreshRate, layout: layout, entries: events,
      frames: frames, contents: contents)
    return (trace, inferences)
  }

  // MARK: Frames

  /// One sample per vsync from time 0 to the last thing recorded, each holding the last
  /// recorded values.
  private func sampledFrames() -> [FrameSample] {
    let lastTime = max(updates.map(\.time).max() ?? .zero, entries.map(\.time).max() ?? .zero)
    let count = refreshRate.frame(containing: lastTime) + 1
    let frameTicks = refreshRate.time(ofFrame: 1).rawValue
    var byFrame: [Int: [FrameUpdate]] = [:]
    for update in updates {
      let index = min(count - 1, (update.time.rawValue + frameTicks / 2) / frameTicks)
      byFrame[index, default: []].append(update)
    }
    var state = SampleState(device: device, layout: layout)
    var focus = ResponderTrack(entries: entries, visibility: visibilityMarks)
    var frames: [FrameSample] = []
    frames.reserveCapacity(count)
    for index in 0..<count {
      let time = refreshRate.time(ofFrame: index)
      state.responderFromEvents = focus.responder(at: time)
      state.visibilityFromMarks = focus.visibility(at: time)
      for update in byFrame[index] ?? [] { state.apply(update, roles: roles) }
      frames.append(state.sample(at: time, previous: frames.last))
    }
    return frames
  }

  // MARK: Inferences

  /// A `present` where the sheet's content appeared outside any presentation: a recorder sees
  /// the sheet appear, not the tap that presented it.
  private func inferredPresents(in pending: [Pending], inferences: inout [String]) -> [Pending] {
    var open = false
    var inferred: [Pending] = []
    for entry in pending.sorted(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
      switch entry.happening {
      case .user(.present): open = true
      case .event(.sheetDidDismiss): open = false
      case .event(.contentDidAppear) where !open:
        open = true
        inferred.append(
          Pending(
            time: entry.time, order: entry.order - 1, happening: .user(.present), recordedID: nil,
            recordedCause: nil))
        inferences.append(
          "a presentation opened at \(entry.time) ms, where the sheet's content appeared")
      default: break
      }
    }
    return inferred
  }

  /// A `sheetDidSettle` where the sheet stopped moving, for presentations whose recording has
  /// none.
  private func inferredSettles(
    in pending: [Pending], frames: [FrameSample], inferences: inout [String]
  ) -> [Pending] {
    guard contents.contains(.sheetMotion) else { return [] }
    let ordered = pending.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    var inferred: [Pending] = []
    for (number, opener) in ordered.enumerated() {
      guard case .user(.present) = opener.happening else { continue }
      let rest = ordered[(number + 1)...]
      let end = rest.first { if case .user(.present) = $0.happening { true } else { false } }?.time
      let within = rest.prefix { entry in end.map { entry.time < $0 } ?? true }
      guard !within.contains(where: { $0.happening == .event(.sheetDidSettle) }) else { continue }
      let start = refreshRate.frame(containing: opener.time)
      var moved = false
      for index in max(1, start)..<frames.count {
        if let end, frames[index].time >= end { break }
        let still = abs(frames[index].sheetTop - frames[index - 1].sheetTop) <= Trace.motionEpsilon
        if !still { moved = true }
        if moved, still {
          inferred.append(
            Pending(
              time: frames[index - 1].time, order: Int.max / 2 + inferred.count,
              happening: .event(.sheetDidSettle), recordedID: nil, recordedCause: nil))
          inferences.append(
            "the sheet settled at \(frames[index - 1].time) ms, where it stopped moving")
          break
        }
      }
    }
    return inferred
  }
}
