import ChoreoMachine

/// The sheet controller's structure as data: its regions with their phases, and one edge per (rule,
/// from-phase) pair, generated from the region registry (``ChoreoMachine/ControllerRegion/all``).
///
/// Diagrams, the README's transition tables and the exhaustive tests all read this, so none of them
/// is written by hand.
public struct MachineStructure: Sendable {
  /// One region and its phases.
  public struct Region: Sendable {
    /// Which region this is.
    public var id: RegionID
    /// Its phases, in declaration order.
    public var phases: [ControllerPhase]
    /// The phase a fresh controller starts in.
    public var initial: ControllerPhase
  }

  /// One transition of one region from one phase.
  public struct Edge: Sendable, Hashable {
    /// The rule the edge draws.
    public var rule: RuleID
    /// The region whose phase the rule changes.
    public var region: RegionID
    /// The phase it leaves.
    public var from: ControllerPhase
    /// The phase it enters (equal to `from` for internal transitions).
    public var to: ControllerPhase
  }

  /// The regions, in ``ChoreoMachine/RegionID`` order.
  public var regions: [Region]
  /// The edges, by region then rule order then from-phase order.
  public var edges: [Edge] {
    didSet { (labels, edgesByRegion) = Self.index(edges) }
  }
  /// Each edge's ``label(of:)``, by the edge's position in ``edges``, made once.
  public private(set) var labels: [String]
  /// The positions in ``edges`` of each region's edges, by the region's position in
  /// ``ChoreoMachine/RegionID/allCases``.
  private var edgesByRegion: [[Int]]

  /// A structure of `regions` and `edges`.
  public init(regions: [Region], edges: [Edge]) {
    self.regions = regions
    self.edges = edges
    (labels, edgesByRegion) = Self.index(edges)
  }

  /// The positions in ``edges`` of the edges of `region`, in order.
  public func edgeIndices(of region: RegionID) -> [Int] {
    edgesByRegion[RegionID.allCases.firstIndex(of: region) ?? 0]
  }

  private static func index(_ edges: [Edge]) -> (labels: [String], byRegion: [[Int]]) {
    var byRegion = Array(repeating: [Int](), count: RegionID.allCases.count)
    for (index, edge) in edges.enumerated() {
      byRegion[RegionID.allCases.firstIndex(of: edge.region) ?? 0].append(index)
    }
    return (edges.map(label(of:)), byRegion)
  }

  /// The structure of ``ChoreoMachine/SheetController``.
  public static let sheetController: MachineStructure = {
    let initial = ControllerState.initial(options: .pattern)
    let regions = RegionID.allCases.map {
      Region(id: $0, phases: SheetController.phases(of: $0), initial: initial.phase(of: $0))
    }
    var edges: [Edge] = []
    for region in RegionID.allCases {
      for rule in SheetController.rules where rule.region == region {
        for from in rule.from {
          edges.append(Edge(rule: rule.id, region: region, from: from, to: rule.to ?? from))
        }
      }
    }
    return MachineStructure(regions: regions, edges: edges)
  }()

  /// The label of `edge`: event, guards and effects on separate lines.
  public static func label(of edge: Edge) -> String {
    guard let rule = SheetController.rule(edge.rule) else { return edge.rule.rawValue }
    var lines = [rule.event.name]
    if !rule.conditions.isEmpty {
      lines.append("[" + rule.conditions.map(\.description).joined(separator: ", ") + "]")
    }
    if !rule.effects.isEmpty {
      lines.append("/ " + rule.effects.map(\.description).joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
