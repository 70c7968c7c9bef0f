import ChoreoMachine

/// A timer inside the simulated platform.
///
/// Wakes are not traced; what they cause is. Each carries the generation of the thing it belongs
/// to, so a wake for an animation that was replaced or a view that left does nothing.
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
  /// The QuickType suggestion bar arrives as a second frame change
  /// (<doc:PlatformFacts#Suggestion-bar>).
  case suggestionBar(generation: Int)
  /// A finger dragging the list reaches point `index` of its path.
  case fingerPoint(generation: Int, index: Int)
  /// The app's screen has finished appearing (`viewDidAppear`), `returning` from another screen
  /// or at first.
  case screenDidAppear(generation: Int, returning: Bool)
  /// Step `index` of the keyboard stream of show `serial` posts
  /// (<doc:PlatformFacts#Notification-stream>).
  case keyboardStep(serial: Int, index: Int)
  /// Step `index` of show `serial` posts its `did`.
  case keyboardStepEnded(serial: Int, index: Int)
  /// One of the app's timers fires.
  case appTimer(AppTimer, generation: Int)

  /// The wake without its generation, for exploration keys and decisions.
  public enum Kind: String, Hashable, Sendable {
    /// See ``WorldWake/contentMount(generation:)``.
    case contentMount
    /// See ``WorldWake/focusLanding(generation:)``.
    case focusLanding
    /// See ``WorldWake/sheetSettled(generation:)``.
    case sheetSettled
    /// See ``WorldWake/keyboardSettled(generation:)``.
    case keyboardSettled
    /// See ``WorldWake/keyboardStart(generation:)``.
    case keyboardStart
    /// A dismiss drag released to dismiss.
    case dragReleasedToDismiss
    /// A dismiss drag released to stay.
    case dragReleasedToStay
    /// The app's focus delay.
    case focusDelay
    /// The app's retry interval.
    case retry
    /// The app's wait between clearing focus and dismissing on close.
    case closeDelay
    /// See ``WorldWake/suggestionBar(generation:)``.
    case suggestionBar
    /// See ``WorldWake/fingerPoint(generation:index:)``.
    case fingerPoint
    /// See ``WorldWake/screenDidAppear(generation:returning:)``.
    case screenDidAppear
    /// See ``WorldWake/keyboardStep(serial:index:)``.
    case keyboardStep
    /// See ``WorldWake/keyboardStepEnded(serial:index:)``.
    case keyboardStepEnded

    /// A small number that tells kinds apart in exploration keys.
    public var code: Int {
      switch self {
      case .contentMount: 1
      case .focusLanding: 2
      case .sheetSettled: 3
      case .keyboardSettled: 4
      case .keyboardStart: 5
      case .dragReleasedToDismiss: 6
      case .dragReleasedToStay: 7
      case .focusDelay: 8
      case .retry: 9
      case .suggestionBar: 10
      case .fingerPoint: 11
      case .keyboardStep: 12
      case .keyboardStepEnded: 13
      case .closeDelay: 14
      case .screenDidAppear: 15
      }
    }
  }

  /// The wake without its generation.
  public var kind: Kind {
    switch self {
    case .contentMount: .contentMount
    case .focusLanding: .focusLanding
    case .sheetSettled: .sheetSettled
    case .keyboardSettled: .keyboardSettled
    case .keyboardStart: .keyboardStart
    case .dragReleased(_, let commits): commits ? .dragReleasedToDismiss : .dragReleasedToStay
    case .appTimer(.focusDelay, _): .focusDelay
    case .appTimer(.retry, _): .retry
    case .appTimer(.closeDelay, _): .closeDelay
    case .suggestionBar: .suggestionBar
    case .fingerPoint: .fingerPoint
    case .screenDidAppear: .screenDidAppear
    case .keyboardStep: .keyboardStep
    case .keyboardStepEnded: .keyboardStepEnded
    }
  }
}
