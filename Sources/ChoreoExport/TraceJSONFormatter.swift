import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoTimeline

/// Renders a run as JSON (schema in the README): the scenario, device, refresh rate, every event,
/// the findings and, optionally, every frame.
public struct TraceJSONFormatter: Sendable {
  /// Include the `frames` array.
  public var includesFrames: Bool

  /// A formatter that writes the frame samples too when `includesFrames` is set.
  public init(includesFrames: Bool = false) {
    self.includesFrames = includesFrames
  }

  /// The JSON document for `trace` and its `findings`.
  public func document(_ trace: Trace, summary: String, findings: [Finding]) -> JSONValue {
    let device = trace.device
    var members: [(key: String, value: JSONValue)] = [
      ("scenario", .string(trace.scenario)),
      ("summary", .string(summary)),
      (
        "device",
        .object([
          ("name", .string(device.name)), ("width", .number(device.width)),
          ("height", .number(device.height)), ("safeAreaTop", .number(device.safeAreaTop)),
          ("safeAreaBottom", .number(device.safeAreaBottom)),
          ("keyboardHeight", .number(device.keyboardHeight)),
        ])
      ),
      ("refreshRate", .number(Double(trace.refreshRate.rawValue))),
      ("events", .array(trace.entries.map(event))),
      ("findings", .array(findings.map(finding))),
    ]
    if includesFrames { members.append(("frames", .array(trace.frames.enumerated().map(frame)))) }
    return .object(members)
  }

  /// The document as text.
  public func format(_ trace: Trace, summary: String, findings: [Finding]) -> String {
    JSONWriter(style: .pretty).string(document(trace, summary: summary, findings: findings))
  }

  private func event(_ event: TraceEntry) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("id", .number(Double(event.id))),
      ("t", .number(event.time.milliseconds)),
      ("frame", .number(Double(event.frame))),
      ("source", .string(event.source.rawValue)),
      ("event", .string(event.happening.name)),
      ("detail", event.happening.detail.map(JSONValue.string) ?? .null),
      ("cause", event.cause.map { .number(Double($0)) } ?? .null),
    ]
    switch event.outcome {
    case .recorded:
      break
    case .accepted(let fired):
      members.append(
        (
          "transitions",
          .array(
            fired.map { fired in
              let to = SheetController.rule(fired.rule)?.to ?? fired.from
              return .object([
                ("rule", .string(fired.rule.rawValue)),
                ("region", .string(fired.from.region.rawValue)),
                ("from", .string(fired.from.name)), ("to", .string(to.name)),
              ])
            })
        ))
    case .rejected(let rejection):
      members.append(("rejected", .string(rejection.reason)))
    }
    return .object(members)
  }

  /// One finding as the trace's JSON writes it, for reports that list findings of their own.
  public func finding(_ finding: Finding) -> JSONValue {
    .object([
      ("detector", .string(finding.detector.rawValue)),
      ("severity", .string(finding.severity.rawValue)),
      ("at", .number(finding.time.milliseconds)),
      ("magnitude", .number(finding.magnitude)),
      ("unit", .string(finding.unit)),
      ("variant", finding.variant.map(JSONValue.string) ?? .null),
      ("message", .string(finding.message)),
      (
        "evidence",
        .object([
          ("events", .array(finding.evidence.events.map { .number(Double($0)) })),
          (
            "samples",
            .array(
              finding.evidence.samples.map {
                .object([
                  ("t", .number($0.time.milliseconds)), ("quantity", .string($0.quantity.rawValue)),
                  ("value", .number($0.value)),
                ])
              })
          ),
        ])
      ),
    ])
  }

  private func frame(_ index: Int, _ frame: FrameSample) -> JSONValue {
    .object([
      ("t", .number(frame.time.milliseconds)),
      ("frame", .number(Double(index))),
      ("sheetTop", .number(frame.sheetTop)),
      ("keyboardTop", .number(frame.keyboardTop)),
      ("composerTop", .number(frame.composerTop)),
      ("composerBottom", .number(frame.composerBottom)),
      ("accessoryHeight", .number(frame.accessoryHeight)),
      ("firstResponder", frame.firstResponder.map { .string($0.rawValue) } ?? .null),
      ("dockedKeyboardTop", .number(frame.dockedKeyboardTop)),
      ("restBottom", .number(frame.restBottom)),
      ("focusedBottom", frame.focusedBottom.map { JSONValue.number($0) } ?? .null),
      ("newestMessageBottom", frame.newestMessageBottom.map { JSONValue.number($0) } ?? .null),
      ("layoutSettled", .bool(frame.layoutSettled)),
      ("screenVisible", .bool(frame.screenVisible)),
      ("appKeyboardVisible", frame.appKeyboardVisible.map(JSONValue.bool) ?? .null),
      ("fingerY", frame.fingerY.map { JSONValue.number($0) } ?? .null),
    ])
  }
}
