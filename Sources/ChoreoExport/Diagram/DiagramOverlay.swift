import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoTimeline

/// One run drawn over the machine's diagram: the transitions it took, numbered in order with their
/// times; the events the controller rejected; and where the findings fired.
public struct DiagramOverlay: Sendable {
  /// One step of the run: a rule that fired.
  public struct Step: Sendable, Hashable {
    /// 1-based position in the run.
    public var number: Int
    /// When it fired.
    public var time: Ticks
    /// The edge taken.
    public var edge: MachineStructure.Edge
  }

  /// An event the controller rejected.
  public struct Rejection: Sendable, Hashable {
    /// The trace entry.
    public var id: Int
    /// When.
    public var time: Ticks
    /// The rejected event as the trace prints it.
    public var event: String
    /// Why.
    public var reason: String
  }

  /// A finding placed on the phase its region was in when it fired.
  public struct Mark: Sendable, Hashable {
    /// The finding to mark.
    public var finding: Finding
    /// The region it concerns.
    public var region: RegionID
    /// The region's phase at the finding's time.
    public var phase: ControllerPhase
  }

  /// The scenario's name.
  public var scenario: String
  /// The steps, in order.
  public var steps: [Step]
  /// Rejected events, in order.
  public var rejections: [Rejection]
  /// Findings, in order.
  public var marks: [Mark]

  /// The overlay of `trace` and its `findings`.
  public init(trace: Trace, findings: [Finding]) {
    scenario = trace.scenario
    var steps: [Step] = []
    var rejections: [Rejection] = []
    for event in trace.entries {
      switch event.outcome {
      case .recorded:
        break
      case .accepted(let fired):
        for item in fired {
          let edge = MachineStructure.Edge(
            rule: item.rule, region: item.from.region, from: item.from,
            to: SheetController.rule(item.rule)?.to ?? item.from)
          steps.append(Step(number: steps.count + 1, time: event.time, edge: edge))
        }
      case .rejected(let rejection):
        rejections.append(
          Rejection(
            id: event.id, time: event.time, event: event.controllerEvent?.kind.name ?? "?",
            reason: rejection.reason))
      }
    }
    self.steps = steps
    self.rejections = rejections
    marks = findings.map { finding in
      let region = Self.region(of: finding.detector)
      var phase = ControllerState.initial(options: .pattern).phase(of: region)
      for step in steps where step.edge.region == region && step.time <= finding.time {
        phase = step.edge.to
      }
      return Mark(finding: finding, region: region, phase: phase)
    }
  }

  /// The region a detector's findings are drawn on.
  public static func region(of detector: DetectorID) -> RegionID {
    switch detector.info.subject {
    case .keyboard, .inputBar: .keyboard
    case .sheet, .sheetAndKeyboard: .sheet
    case .accessories: .accessories
    case .focus: .focus
    case .prewarm: .prewarm
    }
  }
}
