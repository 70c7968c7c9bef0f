import ChoreoCore
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTimeline

/// A recording that starts mid-way through a presentation: the recorder attached after the person
/// tapped, so its first frame shows a sheet already rising and it holds no `present` of its own.
extension ExplainSearch {
  /// How many of a recording's first frames place a sheet already rising in its presentation.
  public static let leadFrames = 12

  /// How far into a presentation a recording that opens on a sheet already rising begins.
  ///
  /// For a recording that opens on a sheet visibly moving with no `present` of its own, the time
  /// into a presentation at which its first frame fits best: each built-in that presents is run on the
  /// recording's device, and the sheet's first ``leadFrames`` recorded edges are laid along its
  /// rise (the earliest fit wins a tie). `nil` for any other recording.
  func presentationLead() -> Ticks? {
    let frames = recording.frames
    guard recording.contents.contains(.sheetMotion), frames.count > 1,
      // No present of its own at its start (a later one presents the sheet again).
      !script.contains(where: {
        $0.action == .present && $0.time <= frames[0].time + recording.refreshRate.frameDuration
      }),
      frames[0].sheetTop < recording.device.height - Trace.visibleExtent,
      frames.prefix(3).contains(where: {
        abs($0.sheetTop - frames[0].sheetTop) > Trace.visibleExtent
      })
    else { return nil }
    let opening = Array(frames.prefix(Self.leadFrames))
    var best: (lead: Ticks, cost: Double)?
    for builtIn in BuiltInScenarios.all where builtIn.script.first?.action == .present {
      var scenario = builtIn
      scenario.setup.platform.device = recording.device
      scenario.setup.platform.refreshRate = recording.refreshRate
      scenario.setup.script = [ScriptStep(at: .zero, .present)]
      scenario.setup.duration = Ticks(milliseconds: 2000)
      var simulation = Simulation(scenario: scenario)
      let rise = simulation.run().frames
      let tick = recording.refreshRate.ticksPerFrame
      for start in rise.indices {
        let lead = rise[start].time
        var cost = 0.0
        for frame in opening {
          let time = lead + (frame.time - opening[0].time)
          let index = min(rise.count - 1, (time.rawValue + tick / 2) / tick)
          cost += abs(rise[index].sheetTop - frame.sheetTop)
        }
        if cost < (best?.cost ?? .infinity) - 1e-9 { best = (lead, cost) }
      }
    }
    return best?.lead
  }
}

extension Trace {
  /// The trace with every frame and entry `lead` later.
  func shifted(by lead: Ticks) -> Trace {
    var trace = self
    for index in trace.frames.indices { trace.frames[index].time = trace.frames[index].time + lead }
    for index in trace.entries.indices {
      trace.entries[index].time = trace.entries[index].time + lead
      trace.entries[index].frame = refreshRate.frame(containing: trace.entries[index].time)
    }
    return trace
  }
}
