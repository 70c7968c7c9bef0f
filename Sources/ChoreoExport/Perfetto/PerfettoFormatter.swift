import ChoreoCore
import ChoreoDetectors
import ChoreoPlatform
import ChoreoTimeline

/// Renders a run as Chrome Trace Event JSON, which Perfetto (ui.perfetto.dev) and
/// `chrome://tracing` open: a track per region, slices for animations and states, instant events
/// for notifications, effects and user actions, counter tracks for the geometry, and the findings
/// as global instant events with their messages.
public struct PerfettoFormatter: Sendable {
  /// The tracks, as Perfetto threads of one process.
  public enum Track: Int, CaseIterable, Sendable {
    /// The person's actions.
    case user = 1
    /// The controller's effects and timers.
    case app
    /// The sheet's motion and events.
    case sheet
    /// The keyboard's motion and notifications.
    case keyboard
    /// Who holds first responder.
    case responder
    /// The real field's focus.
    case focus
    /// Bottom accessories.
    case accessories
    /// What the platform did without telling the app.
    case platform

    var name: String {
      switch self {
      case .user: "user"
      case .app: "app"
      case .sheet: "sheet"
      case .keyboard: "keyboard"
      case .responder: "first responder"
      case .focus: "focus"
      case .accessories: "accessories"
      case .platform: "platform notes"
      }
    }
  }

  /// A formatter of runs as Chrome Trace Event JSON.
  public init() {}

  /// The trace document as text: `{"traceEvents": [...], "displayTimeUnit": "ms", ...}`.
  ///
  /// Events are written as they are made, never held as one document, so a ten-minute run of
  /// half a million events costs its text and no more.
  public func format(_ trace: Trace, summary: String, findings: [Finding]) -> String {
    var events = EventStream()
    events.append(
      metadata("process_name", track: nil, args: [("name", .string("scenario \(trace.scenario)"))]))
    for track in Track.allCases {
      events.append(metadata("thread_name", track: track, args: [("name", .string(track.name))]))
      events.append(
        metadata(
          "thread_sort_index", track: track, args: [("sort_index", .number(Double(track.rawValue)))]
        ))
    }
    motionSlices(trace, quantity: .sheetTop, track: .sheet, noun: "sheet", into: &events)
    motionSlices(trace, quantity: .keyboardTop, track: .keyboard, noun: "keyboard", into: &events)
    stateSlices(trace, into: &events)
    for entry in trace.entries { events.append(instant(entry)) }
    counters(trace, into: &events)
    for finding in findings {
      events.append(
        .object([
          ("name", .string("[\(finding.detector)] \(finding.severity)")),
          ("cat", .string("finding")),
          ("ph", .string("i")), ("s", .string("g")), ("ts", microseconds(finding.time)),
          ("pid", .number(1)), ("tid", .number(Double(Track.app.rawValue))),
          (
            "args",
            .object([
              ("message", .string(finding.message)), ("magnitude", .number(finding.magnitude)),
              ("unit", .string(finding.unit)),
            ])
          ),
        ]))
    }
    let metadata = JSONValue.object([
      ("scenario", .string(trace.scenario)), ("summary", .string(summary)),
      ("device", .string(trace.device.name)),
      ("refreshRate", .number(Double(trace.refreshRate.rawValue))),
    ])
    return events.finish(
      with: "],\"displayTimeUnit\":\"ms\",\"metadata\":"
        + JSONWriter(style: .compact).string(metadata) + "}\n")
  }

  /// The `traceEvents` array being written: its opening and each event so far, comma-separated.
  struct EventStream {
    private(set) var text = "{\"traceEvents\":["
    private var isEmpty = true
    private let writer = JSONWriter(style: .compact)

    mutating func append(_ event: JSONValue) {
      if !isEmpty { text += "," }
      isEmpty = false
      text += writer.string(event)
    }

    /// The text with `tail` added, taken without a copy.
    consuming func finish(with tail: String) -> String {
      text += tail
      return text
    }
  }

  private func microseconds(_ time: Ticks) -> JSONValue { .number(time.milliseconds * 1000) }

  private func metadata(_ name: String, track: Track?, args: [(key: String, value: JSONValue)])
    -> JSONValue
  {
    .object([
      ("name", .string(name)), ("ph", .string("M")), ("ts", .number(0)), ("pid", .number(1)),
      ("tid", .number(Double(track?.rawValue ?? 0))), ("args", .object(args)),
    ])
  }

  private func slice(
    _ name: String, track: Track, from start: Ticks, to end: Ticks,
    args: [(key: String, value: JSONValue)] = []
  ) -> JSONValue {
    .object([
      ("name", .string(name)), ("cat", .string(track.name)), ("ph", .string("X")),
      ("ts", microseconds(start)), ("dur", .number(max(0, (end - start).milliseconds * 1000))),
      ("pid", .number(1)), ("tid", .number(Double(track.rawValue))), ("args", .object(args)),
    ])
  }

  /// One slice per span of frames in which `quantity` moves, named by its direction.
  private func motionSlices(
    _ trace: Trace, quantity: FrameSample.Quantity, track: Track, noun: String,
    into slices: inout EventStream
  ) {
    var start: Int?
    let frames = trace.frames
    func close(_ first: Int, _ last: Int) {
      let from = frames[first][quantity]
      let to = frames[last][quantity]
      slices.append(
        slice(
          "\(noun) \(to < from ? "rising" : "falling")", track: track, from: frames[first].time,
          to: frames[last].time, args: [("from", .number(from)), ("to", .number(to))]))
    }
    for index in frames.indices.dropFirst() {
      let moving = abs(frames[index][quantity] - frames[index - 1][quantity]) > Trace.motionEpsilon
      if moving, start == nil { start = index - 1 }
      if !moving, let first = start {
        close(first, index - 1)
        start = nil
      }
    }
    if let first = start, let last = frames.indices.last { close(first, last) }
  }

  /// Slices for who holds first responder, whether the field is focused, and when accessories
  /// are collapsed, from the frames.
  private func stateSlices(_ trace: Trace, into slices: inout EventStream) {
    let frames = trace.frames
    guard let last = frames.last else { return }
    func spans<Value: Equatable>(
      _ value: (FrameSample) -> Value?, emit: (Value, Ticks, Ticks) -> Void
    ) {
      var current: (Value, Ticks)?
      for frame in frames {
        let now = value(frame)
        if let open = current, now != open.0 {
          emit(open.0, open.1, frame.time)
          current = nil
        }
        if current == nil, let now { current = (now, frame.time) }
      }
      if let open = current { emit(open.0, open.1, last.time) }
    }
    spans(
      { $0.firstResponder },
      emit: { responder, start, end in
        slices.append(slice(responder.rawValue, track: .responder, from: start, to: end))
      })
    spans(
      { $0.firstResponder == .composer ? true : nil },
      emit: { _, start, end in
        slices.append(slice("focused", track: .focus, from: start, to: end))
      })
    let expanded = trace.layout.accessoryHeight
    spans(
      { $0.accessoryHeight < expanded - Trace.motionEpsilon ? true : nil },
      emit: { _, start, end in
        slices.append(slice("collapsed", track: .accessories, from: start, to: end))
      })
  }

  private func track(for entry: TraceEntry) -> Track {
    switch entry.happening {
    case .user: return .user
    case .effect, .handler: return .app
    case .note: return .platform
    case .event(let event):
      switch event.kind {
      case .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide,
        .keyboardWillChangeFrame, .keyboardDidChangeFrame:
        return .keyboard
      case .contentDidAppear, .contentDidMount, .sheetDidSettle, .detentDidChange, .sheetDidDismiss,
        .presentTapped, .closeTapped, .dragDismissBegan, .dragDismissCancelled,
        .closeDelayDidElapse:
        return .sheet
      case .prewarmDidMoveToWindow, .prewarmDidBecomeFirstResponder,
        .prewarmDidResignFirstResponder:
        return .responder
      case .focusDidLand, .focusDidLeave, .focusDelayDidElapse, .retryIntervalDidElapse:
        return .focus
      }
    }
  }

  private func instant(_ entry: TraceEntry) -> JSONValue {
    var args: [(key: String, value: JSONValue)] = [("id", .number(Double(entry.id)))]
    if let detail = entry.happening.detail { args.append(("detail", .string(detail))) }
    if let cause = entry.cause { args.append(("cause", .number(Double(cause)))) }
    if case .rejected(let rejection) = entry.outcome {
      args.append(("rejected", .string(rejection.reason)))
    }
    return .object([
      ("name", .string(entry.happening.name)), ("cat", .string(entry.source.rawValue)),
      ("ph", .string("i")), ("s", .string("t")), ("ts", microseconds(entry.time)),
      ("pid", .number(1)), ("tid", .number(Double(track(for: entry).rawValue))),
      ("args", .object(args)),
    ])
  }

  /// A counter track per geometric quantity, with a sample wherever the value changes.
  private func counters(_ trace: Trace, into events: inout EventStream) {
    for quantity in FrameSample.Quantity.allCases {
      var previous: Double?
      for (index, frame) in trace.frames.enumerated() {
        let value = frame[quantity]
        let isLast = index == trace.frames.count - 1
        guard previous.map({ abs($0 - value) > Trace.motionEpsilon }) ?? true || isLast else {
          continue
        }
        previous = value
        events.append(
          .object([
            ("name", .string(quantity.rawValue)), ("ph", .string("C")),
            ("ts", microseconds(frame.time)), ("pid", .number(1)),
            ("tid", .number(0)), ("args", .object([("pt", .number(value))])),
          ]))
      }
    }
  }
}
