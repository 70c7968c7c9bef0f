import ChoreoCore
import ChoreoTestSupport

@testable import ChoreoMachine

/// Option sets that between them take every guard both ways.
enum OptionVariants {
  static let all: [ControllerOptions] = [
    .pattern,
    ControllerOptions(
      usesPrewarm: false, focusTrigger: .onAppear, retry: .none,
      accessories: .collapseWhenFocusLands),
    ControllerOptions(
      prewarmAlpha: 0, focusTrigger: .onContentMount,
      retry: .upTo(1, every: Ticks(milliseconds: 50)), prewarmRetirement: .whenHandoffAttempted,
      autoOpenDetent: .selection, initialDetentSelection: .medium,
      allowedDetents: [.medium, .large], resetsDetentSelectionOnDisappear: false,
      accessories: .collapseWhenFocusLands, closeFocus: .clearFocusAfterDismissal,
      resetsPendingOnDisappear: false, surfacesFocusFailure: true),
    ControllerOptions(prewarmRetirement: .whenHandoffAttempted),
    ControllerOptions(closeFocus: .clearFocusThenDismissAfterDelay),
    ControllerOptions(focusTrigger: .defaultFocus, allowedDetents: [.large]),
  ]
}

/// Feeds `events` to a fresh controller and returns the final state and every transition.
func replay(_ events: [ControllerEvent], options: ControllerOptions = .pattern) -> (
  state: ControllerState, transitions: [Transition]
) {
  let controller = SheetController(options: options)
  var state = ControllerState.initial(options: options)
  let transitions = events.map { controller.reduce(&state, $0) }
  return (state, transitions)
}

/// The state a fresh controller is in after `events`: where a rule test starts.
func state(after events: [ControllerEvent], options: ControllerOptions = .pattern)
  -> ControllerState
{
  replay(events, options: options).state
}

/// Every composite state built from each region's representative states.
func allCompositeStates(options: ControllerOptions) -> [ControllerState] {
  var states: [ControllerState] = []
  for sheet in SheetState.representatives(options: options) {
    for keyboard in KeyboardState.representatives {
      for prewarm in PrewarmState.allCases {
        for composer in ComposerMount.allCases {
          for focus in ComposerFocus.representatives {
            for accessories in AccessoryState.allCases {
              for autoFocus in AutoFocusFlag.allCases {
                states.append(
                  ControllerState(
                    sheet: sheet, keyboard: keyboard, prewarm: prewarm, composer: composer,
                    focus: focus, accessories: accessories, autoFocus: autoFocus))
              }
            }
          }
        }
      }
    }
  }
  return states
}

/// Every event kind with a representative payload, and the other detent for `detentDidChange`.
let allEvents: [ControllerEvent] =
  ControllerEvent.Kind.allCases.map { ControllerEvent.representative(of: $0) }
  + [.detentDidChange(.medium)]
