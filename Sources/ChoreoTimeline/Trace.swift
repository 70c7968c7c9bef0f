import ChoreoCore
import ChoreoPlatform

/// Everything one run produced: every event in order (rejected ones too) and one geometry sample
/// per frame.
public struct Trace: Sendable {
  /// The scenario's name.
  public var scenario: String
  /// The device simulated.
  public var device: Device
  /// The refresh rate frames were sampled at.
  public var refreshRate: RefreshRate
  /// The app's bottom-bar layout.
  public var layout: SheetLayout
  /// Every entry, in the order it happened.
  public var entries: [TraceEntry]
  /// One sample per frame, from frame 0.
  public var frames: [FrameSample]
  /// What the trace records: everything for a simulated run, what its recorder saw for a
  /// recording.
  ///
  /// A detector runs only when the trace holds what it reads.
  public var contents: TraceContents
  /// The named quantities the layout is made of (``ChoreoPlatform/Screen/layoutTerms(on:)``), so
  /// that a finding can say which of them made a gap or an overlap; empty when unknown.
  ///
  /// A simulated run works them out from its screen and platform only when a finding asks.
  public var layoutTerms: [LayoutTerm] {
    get { givenTerms ?? termsWhenAsked?() ?? [] }
    set {
      givenTerms = newValue
      termsWhenAsked = nil
    }
  }
  private var givenTerms: [LayoutTerm]?
  /// Works the terms out; it holds the run's configuration by reference, so copying a trace
  /// (a run returns one) copies no screen or platform.
  private var termsWhenAsked: (@Sendable () -> [LayoutTerm])?

  /// A trace with every field given; `layoutTermsWhenAsked`, instead of `layoutTerms`, works the
  /// terms out whenever they are asked for: a run's are needed only when a finding names a cause.
  public init(
    scenario: String, device: Device, refreshRate: RefreshRate, layout: SheetLayout,
    entries: [TraceEntry], frames: [FrameSample], contents: TraceContents = .all,
    layoutTerms: [LayoutTerm] = [],
    layoutTermsWhenAsked terms: (@Sendable () -> [LayoutTerm])? = nil
  ) {
    givenTerms = terms == nil ? layoutTerms : nil
    termsWhenAsked = terms
    self.scenario = scenario
    self.device = device
    self.refreshRate = refreshRate
    self.layout = layout
    self.entries = entries
    self.frames = frames
    self.contents = contents
  }

  /// The entry and its causes, nearest first, back to the entry with no cause.
  ///
  /// - Complexity: O(d) for a chain of length d.
  public func causalChain(of id: Int) -> [TraceEntry] {
    var chain: [TraceEntry] = []
    walkCauses(of: id) {
      chain.append($0)
      return true
    }
    return chain
  }

  /// Whether any entry in the causal chain of entry `id` (itself included) satisfies
  /// `predicate`; the chain is walked in place, without collecting it.
  @inlinable
  public func causalChain(of id: Int, contains predicate: (TraceEntry) -> Bool) -> Bool {
    var found = false
    walkCauses(of: id) { entry in
      found = predicate(entry)
      return !found
    }
    return found
  }

  /// Calls `body` with entry `id`, then what caused it, and so on, while `body` returns true; a
  /// malformed trace whose causes loop is cut after as many steps as it has entries.
  @usableFromInline
  func walkCauses(of id: Int, _ body: (TraceEntry) -> Bool) {
    var next: Int? = id
    var steps = 0
    while let current = next, entries.indices.contains(current), steps <= entries.count {
      guard body(entries[current]) else { return }
      next = entries[current].cause
      steps += 1
    }
  }

  /// Whether the platform ignored entry `id`, a person's action: a note that it was ignored
  /// (``ChoreoPlatform/WorldNote/actionIgnored(_:)``) names it as its cause.
  ///
  /// Such an action has no consequences, so the detectors treat it as not having happened. The note
  /// is made at the action's time, so only the entries at that time are looked at.
  @inlinable
  public func isIgnored(_ id: Int) -> Bool { ignoredReason(id) != nil }

  /// Why the platform ignored entry `id`, as its note says; `nil` when it did not.
  @inlinable
  public func ignoredReason(_ id: Int) -> String? {
    guard entries.indices.contains(id) else { return nil }
    let time = entries[id].time
    return entries[(id + 1)...].prefix { $0.time == time }.lazy.compactMap { entry -> String? in
      guard entry.cause == id, case .note(.actionIgnored(let reason)) = entry.happening else {
        return nil
      }
      return reason
    }.first
  }

  /// The index of the first frame at or after `time`.
  @inlinable
  public func frameIndex(atOrAfter time: Ticks) -> Int {
    Self.frameIndex(atOrAfter: time, rate: refreshRate, count: frames.count)
  }

  /// The index of the first frame at or after `time` of `count` frames sampled at `rate`, for
  /// readers that keep the rate and the count instead of the whole trace.
  @inlinable
  public static func frameIndex(atOrAfter time: Ticks, rate: RefreshRate, count: Int) -> Int {
    min(max(0, rate.frame(containing: time)), count)
  }

  /// The time the trace ends: its last frame.
  public var endTime: Ticks { frames.last?.time ?? .zero }
}
