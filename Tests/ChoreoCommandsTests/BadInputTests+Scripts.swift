import Choreography

extension BadInputTests {
  /// Malformed scripts and expectations in scenario files: steps without a time or an action,
  /// unknown actions and keys, drags whose points do not make a path, typing that cannot be
  /// typed, and expectations that name no detector or a window that is not one.
  static let scripts: [BadInput] = [
    BadInput(
      "control-unknown",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"tapControl\", \"control\": \"sav\"}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].control: unknown value \"sav\"; did you mean \"save\"? Accepted: save, send",
      status: 65),
    BadInput(
      "drag-first-not-zero",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragList\", \"points\": [[5, 300], [10, 400]]}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].points[0]: the first point must be at 0 ms, not 5 ms", status: 65),
    BadInput(
      "drag-not-pairs",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragList\", \"points\": [5, 6]}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].points[0]: expected a [ms, y] pair, found a number 5", status: 65),
    BadInput(
      "drag-one-point",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragList\", \"points\": [[0, 300]]}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].points: expected a list of at least two [ms, y] pairs, the first at 0 ms, times increasing",
      status: 65),
    BadInput(
      "drag-times-backwards",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragList\", \"points\": [[0, 300], [0, 400]]}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].points[1]: 0 ms does not come after 0 ms; give a list of at least two [ms, y] pairs, the first at 0 ms, times increasing",
      status: 65),
    BadInput(
      "drag-duration-below-a-tick",
      .text(
        "{\"base\": \"drag-to-dismiss\", \"script\": [{\"at\": 0, \"action\": \"present\"}, {\"at\": 2000, \"action\": \"dragDismiss\", \"duration\": 2.0}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[1].duration: 2.0 ms is shorter than half a clock tick (1/240 s) and rounds to no time; accepted: 2.084 to 600000 (ms)",
      status: 65),
    BadInput(
      "drag-points-within-a-tick",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragList\", \"points\": [[0, 300], [2, 400]]}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].points[1]: 2 ms is less than one clock tick (1/240 s, about 4.2 ms) after 0 ms; points must be at least a tick apart",
      status: 65),
    BadInput(
      "duration-before-script",
      .text(
        "{\"base\": \"prewarm-handoff\", \"duration\": 1000, \"script\": [{\"at\": 2000, \"action\": \"present\"}]}"
      ), ["run", "FILE"],
      "Error: FILE: duration: 1000.0 ms ends before the last scripted action at 2000.0 ms",
      status: 65),
    BadInput(
      "expect-not-string", .text("{\"base\": \"prewarm-handoff\", \"expect\": [5]}"),
      ["run", "FILE"],
      "Error: FILE: expect[0]: expected a detector name or an object, found a number 5",
      status: 65),
    BadInput(
      "expect-window-reversed",
      .text(
        "{\"base\": \"prewarm-handoff\", \"expect\": [{\"detector\": \"stagger\", \"between\": [600, 400]}]}"
      ),
      ["run", "FILE"],
      "Error: FILE: expect[0].between: 600.0 ms is after 400.0 ms; accepted: [from, to] with from <= to",
      status: 65),
    BadInput(
      "expect-window-one-bound",
      .text(
        "{\"base\": \"prewarm-handoff\", \"expect\": [{\"detector\": \"stagger\", \"between\": [400]}]}"
      ),
      ["run", "FILE"],
      "Error: FILE: expect[0].between: expected [from, to] in ms, found 1 value", status: 65),
    BadInput(
      "expect-no-detector",
      .text("{\"base\": \"prewarm-handoff\", \"expect\": [{\"severity\": \"warning\"}]}"),
      ["run", "FILE"],
      "Error: FILE: expect[0]: missing \"detector\"; accepted: a detector's name, such as \"stagger\"",
      status: 65),
    BadInput(
      "expect-unknown-key",
      .text(
        "{\"base\": \"prewarm-handoff\", \"expect\": [{\"detector\": \"stagger\", \"within\": 1}]}"),
      ["run", "FILE"],
      "Error: FILE: expect[0]: unknown key \"within\". Known keys: detector, severity, between, atLeast, atMost, variant, optional",
      status: 65),
    BadInput(
      "expect-magnitudes-crossed",
      .text(
        "{\"base\": \"prewarm-handoff\", \"expect\": [{\"detector\": \"stagger\", \"atLeast\": 80, \"atMost\": 20}]}"
      ),
      ["run", "FILE"], "Error: FILE: expect[0].atMost: 20 is below atLeast 80", status: 65),
    BadInput(
      "expect-severity-unknown",
      .text(
        "{\"base\": \"prewarm-handoff\", \"expect\": [{\"detector\": \"stagger\", \"severity\": \"fatal\"}]}"
      ),
      ["run", "FILE"],
      "Error: FILE: expect[0].severity: unknown value \"fatal\". Accepted: warning, error",
      status: 65),
    BadInput(
      "expect-unknown-detector", .text("{\"base\": \"prewarm-handoff\", \"expect\": [\"stager\"]}"),
      ["run", "FILE"],
      "Error: FILE: expect[0]: unknown value \"stager\"; did you mean \"stagger\"? Accepted: stagger, bounce, silent-focus-failure, keyboard-drop, detent-jump, accessory-jump, exit-asymmetry, orphaned-keyboard, keyboard-morph, lost-keystrokes, covered, late-jump, floating-gap, drift, snap, double-inset, phantom-inset, duplicate-callback, stale-callback, visibility-mismatch, hidden-newest-message, no-drag-dismiss, eaten-tap, return-dead-end, return-label-mismatch",
      status: 65),
    BadInput(
      "script-missing-action", .text("{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0}]}"),
      ["run", "FILE"],
      "Error: FILE: script[0].action: missing; accepted: present, close, dragDismiss, dragToDetent, type, tapField, dismissKeyboard, leaveScreen, returnToScreen, undockKeyboard, dragList, tapControl, pressReturn",
      status: 65),
    BadInput(
      "script-missing-at",
      .text("{\"base\": \"prewarm-handoff\", \"script\": [{\"action\": \"present\"}]}"),
      ["run", "FILE"],
      "Error: FILE: script[0].at: missing; give the time of the action in ms", status: 65),
    BadInput(
      "script-negative-time",
      .text("{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": -5, \"action\": \"present\"}]}"),
      ["run", "FILE"],
      "Error: FILE: script[0].at: -5 is out of range; accepted: 0 to 600000 (ms)", status: 65),
    BadInput(
      "script-step-not-object", .text("{\"base\": \"prewarm-handoff\", \"script\": [5]}"),
      ["run", "FILE"],
      "Error: FILE: script[0]: expected an object, found a number", status: 65),
    BadInput(
      "script-unknown-action",
      .text("{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"presnt\"}]}"),
      ["run", "FILE"],
      "Error: FILE: script[0].action: unknown value \"presnt\"; did you mean \"present\"? Accepted: present, close, dragDismiss, dragToDetent, type, tapField, dismissKeyboard, leaveScreen, returnToScreen, undockKeyboard, dragList, tapControl, pressReturn",
      status: 65),
    BadInput(
      "script-unknown-step-key",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"present\", \"distance\": 5}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0]: unknown key \"distance\". Known keys: at, action", status: 65),
    BadInput(
      "tap-missing-field",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"tapField\", \"field\": 5}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].field: 5 is out of range; the screen has fields 0...0", status: 65),
    BadInput(
      "type-empty-text",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"type\", \"text\": \"\"}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].text: missing or empty; give 1 to 1000 characters to type", status: 65
    ),
    BadInput(
      "type-too-long-interval",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"type\", \"text\": \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\", \"interval\": 600000}]}"
      ), ["run", "FILE"],
      "Error: FILE: script[0].interval: 1000 keystrokes 600000.0 ms apart end at 599400000 ms; a script ends by 600000 ms",
      status: 65),
    BadInput(
      "wrong-type-script", .text("{\"script\": 5}"), ["run", "FILE"],
      "Error: FILE: script: expected an array, found a number 5", status: 65),
  ]
}
