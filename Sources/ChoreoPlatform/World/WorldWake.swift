import ChoreoCore
import ChoreoMachine

/// A timer inside the simulated platform. Wakes are not traced; what they cause is. Each carries
/// the generation of the thing it belongs to, so a wake for an animation that was replaced or a
/// view that left does nothing.
public enum WorldWake: Hashable, Sendable {
  /// The real field finishes mounting.
  case contentMount(generation: Int)
  /// Focus set earlier lands now.
  case focusLanding(generation: Int)
  /// The sheet's current motion settles.
  case sheetSettled(generation: Int)
  /// The keyboard's current motion settles.
  case keyboardSettled(generation: Int)
  /// The keyboard starts moving after its start latency.
  case keyboardStart(generation: Int)
  /// The finger lifts at the end of a dismiss drag.
  case dragReleased(generation: Int, commits: Bool)
  /// The QuickType suggestion bar arrives as a second frame change (domain-facts §2).
  case suggestionBar(generation: Int)
  /// A finger dragging the list reaches point `index` of its path.
  case fingerPoint(generation: Int, index: Int)
  /// One of the app's timers fires.
  case appTimer(AppTimer, generation: Int)
}
