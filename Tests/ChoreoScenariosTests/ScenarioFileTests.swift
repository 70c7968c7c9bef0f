import ChoreoCore
import ChoreoTestSupport
import ChoreoTimeline
import Testing

@testable import ChoreoScenarios

@Suite("Scenario files")
struct ScenarioFileTests {
  func decode(_ text: String) throws(ScenarioFileError) -> Scenario {
    try ScenarioFile.decode(text, file: "s.json", defaultName: "s")
  }

  @Test(
    "every built-in scenario survives printing and reading back", arguments: BuiltInScenarios.names)
  func roundTrip(name: String) throws {
    let scenario = try #require(BuiltInScenarios.named(name))
    let text = JSONWriter().string(ScenarioFile.encode(scenario))
    let decoded = try ScenarioFile.decode(text, file: "x.json", defaultName: "other")
    #expect(decoded == scenario)
  }

  @Test("observed notifications may be written as UIKit and a trace name them")
  func observesTraceNames() throws {
    let scenario = try decode(
      #"{"base": "chat-payload-curve", "screen": {"handler": {"observes": "#
        + #"["keyboardWillShow", "keyboardWillHideNotification", "didShow"]}}}"#)
    #expect(scenario.screen.handler?.observes == [.willShow, .willHide, .didShow])
  }

  /// A device section, and the name the device ends up with.
  struct DeviceNameRow: CustomTestStringConvertible, Sendable {
    var name: String
    var device: String
    var expected: String
    var testDescription: String { name }
  }

  @Test(
    "a preset whose fields a file overrides is named as custom",
    arguments: [
      DeviceNameRow(
        name: "a preset by name", device: #""iphone-16-pro""#, expected: "iphone-16-pro"),
      DeviceNameRow(
        name: "a preset with a field overridden", device: #"{"preset": "iphone-se", "width": 390}"#,
        expected: "custom (from iphone-se)"),
      DeviceNameRow(
        name: "a field overridden on the default", device: #"{"keyboardHeight": 300}"#,
        expected: "custom (from iphone-14-pro)"),
      DeviceNameRow(
        name: "a name given with the overrides", device: #"{"name": "pixel", "width": 412}"#,
        expected: "pixel"),
      DeviceNameRow(
        name: "a field set to the preset's own value", device: #"{"keyboardHeight": 336}"#,
        expected: "iphone-14-pro"),
    ])
  func deviceName(_ row: DeviceNameRow) throws {
    let scenario = try decode(#"{"base": "chat-follows", "device": "# + row.device + "}")
    #expect(scenario.platform.device.name == row.expected)
  }

  @Test("a file can start from a built-in scenario and override fields")
  func base() throws {
    let scenario = try decode(
      #"{"base": "prewarm-handoff", "world": {"contentMountDelay": 600}, "controller": {"retries": 0}}"#
    )
    #expect(scenario.name == "s")
    #expect(scenario.platform.contentMountDelay == Ticks(milliseconds: 600))
    #expect(scenario.controller.retry == .none)
    #expect(scenario.script == BuiltInScenarios.prewarmHandoff.script)
    #expect(scenario.controller.usesPrewarm)
  }

  @Test("a device is a phone unless it says it is a pad, as the iPad preset does")
  func idiom() throws {
    #expect(try decode(#"{"base": "prewarm-handoff"}"#).platform.device.idiom == .phone)
    #expect(try decode(#"{"device": "ipad-11", "script": []}"#).platform.device.idiom == .pad)
    let custom = try decode(
      #"{"device": {"preset": "iphone-14-pro", "idiom": "pad"}, "script": []}"#)
    #expect(custom.platform.device.idiom == .pad)
  }

  @Test("the floating keyboard's place and the interactive dismissal's half way can be set")
  func gestureAssumptions() throws {
    let scenario = try decode(
      #"{"base": "floating-keyboard-guide", "world": {"floatingKeyboardCentre": 0.4, "interactiveDismissCloseFraction": 0.75}}"#
    )
    #expect(scenario.platform.floatingKeyboardCentre == 0.4)
    #expect(scenario.platform.interactiveDismissCloseFraction == 0.75)
    var simulation = Simulation(scenario: scenario)
    let trace = simulation.run()
    // The floating keyboard's centre at 40 % of the iPad's 1194 pt, 250 pt tall.
    #expect(trace.frames.contains { abs($0.keyboardTop - (1194 * 0.4 - 125)) < 0.01 })
  }

  @Test("the latency windows of choreo verify can be set from a file")
  func latencyWindows() throws {
    let scenario = try decode(
      #"{"base": "prewarm-handoff", "world": {"contentMountLatest": 900, "focusLandingLatestFrames": 4}}"#
    )
    #expect(scenario.platform.contentMountLatest == Ticks(milliseconds: 900))
    #expect(scenario.platform.focusLandingLatestFrames == 4)
  }

  @Test("typing expands into one keystroke per character")
  func typing() throws {
    let scenario = try decode(
      #"{"script": [{"at": 800, "action": "type", "text": "hé", "interval": 100}]}"#)
    #expect(
      scenario.script == [
        ScriptStep(ms: 800, .keystroke("h")), ScriptStep(ms: 900, .keystroke("é")),
      ])
  }

  /// One malformed scenario file and the one-line error it gives.
  struct MalformedRow: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var message: String
    var testDescription: String { name }
  }

  @Test(
    "malformed files get one line naming the field, the value and what is accepted",
    arguments: [
      MalformedRow(
        name: "a misspelt top-level key",
        text: #"{"base": "prewarm-handoff", "controler": {}}"#,
        message:
          #"s.json: top level: unknown key "controler"; did you mean "controller"? Known keys: base, name, summary, device, refreshRate, controller, world, layout, screen, script, duration, expect, thresholds"#
      ),
      MalformedRow(
        name: "a misspelt screen key",
        text: #"{"base": "chat-follows", "screen": {"followLag": 1}}"#,
        message:
          #"s.json: screen: unknown key "followLag"; did you mean "followLagFrames"? Known keys: container, viewOffset, framework, content, avoidance, followLagFrames, reservedHeight, messageList, dismissMode, persistTaps, focusOnReturn, returnFocusOrder, endsEditingOnDisappear, avoidanceApplications, fields, handler"#
      ),
      MalformedRow(
        name: "a negative delay",
        text: #"{"base": "prewarm-handoff", "controller": {"focusDelay": -5}}"#,
        message: "s.json: controller.focusDelay: -5 is out of range; accepted: 0 to 600000 (ms)"
      ),
      MalformedRow(
        name: "an unsupported refresh rate",
        text: #"{"base": "prewarm-handoff", "refreshRate": 90}"#,
        message: "s.json: refreshRate: 90 is not supported; accepted: 60, 120"
      ),
      MalformedRow(
        name: "a string for a number",
        text: #"{"base": "prewarm-handoff", "world": {"contentMountDelay": "fast"}}"#,
        message: #"s.json: world.contentMountDelay: expected a number (ms), found a string "fast""#
      ),
      MalformedRow(
        name: "broken JSON, with its line and column",
        text: "{\"base\": \"prewarm-handoff\",\n  \"world\": {]}",
        message: "s.json: line 2, column 13: expected a quoted key"
      ),
      MalformedRow(
        name: "a misspelt base scenario",
        text: #"{"base": "prewarm-handof"}"#,
        message:
          #"s.json: base: unknown value "prewarm-handof"; did you mean "prewarm-handoff"? Accepted: "#
          + "one of the \(BuiltInScenarios.names.count) that 'choreo list' lists"
      ),
      MalformedRow(
        name: "a misspelt action",
        text: #"{"script": [{"at": 0, "action": "presnt"}]}"#,
        message:
          #"s.json: script[0].action: unknown value "presnt"; did you mean "present"? Accepted: present, close, dragDismiss, dragToDetent, type, tapField, dismissKeyboard, leaveScreen, returnToScreen, undockKeyboard, dragList, tapControl, pressReturn"#
      ),
      MalformedRow(
        name: "an action with no time",
        text: #"{"script": [{"action": "present"}]}"#,
        message: "s.json: script[0].at: missing; give the time of the action in ms"
      ),
      MalformedRow(
        name: "a duration too long",
        text: #"{"base": "prewarm-handoff", "duration": 700000}"#,
        message: "s.json: duration: 700000 is out of range; accepted: 1 to 600000 (ms)"
      ),
      MalformedRow(
        name: "no script and no base",
        text: #"{"controller": {}}"#,
        message:
          #"s.json: top level: missing "script"; give a script of user actions or a "base" scenario"#
      ),
      MalformedRow(
        name: "a misspelt expected detector",
        text: #"{"base": "prewarm-handoff", "expect": ["stager"]}"#,
        message:
          #"s.json: expect[0]: unknown value "stager"; did you mean "stagger"? Accepted: stagger, bounce, silent-focus-failure, keyboard-drop, detent-jump, accessory-jump, exit-asymmetry, orphaned-keyboard, keyboard-morph, lost-keystrokes, covered, late-jump, floating-gap, drift, snap, double-inset, phantom-inset, duplicate-callback, stale-callback, visibility-mismatch, hidden-newest-message, no-drag-dismiss, eaten-tap, return-dead-end, return-label-mismatch"#
      ),
      MalformedRow(
        name: "an alpha above 1",
        text: #"{"base": "prewarm-handoff", "controller": {"prewarmAlpha": 1.5}}"#,
        message: "s.json: controller.prewarmAlpha: 1.5 is out of range; accepted: 0 to 1 (alpha)"
      ),
      MalformedRow(
        name: "a fraction for a count",
        text: #"{"base": "prewarm-handoff", "controller": {"retries": 2.5}}"#,
        message: "s.json: controller.retries: 2.5 is not a whole number (count)"
      ),
      MalformedRow(
        name: "detents without the one auto-open needs",
        text: #"{"base": "prewarm-handoff", "controller": {"allowedDetents": ["medium"]}}"#,
        message:
          #"s.json: controller.allowedDetents: must include large, which "autoOpenDetent": "forceLarge" opens at"#
      ),
      MalformedRow(
        name: "a stagger warning above its error",
        text: #"{"base": "prewarm-handoff", "thresholds": {"staggerWarning": 200}}"#,
        message:
          "s.json: thresholds.staggerWarning: 200 is above staggerError 100; a warning threshold must not exceed its error threshold"
      ),
      MalformedRow(
        name: "a spring with no mass",
        text: #"{"base": "prewarm-handoff", "world": {"keyboardSpring": {"mass": 0}}}"#,
        message:
          "s.json: world.keyboardSpring.mass: 0 is out of range; accepted: 0.001 to 1000 (kg)"
      ),
      MalformedRow(
        name: "an unknown device",
        text: #"{"base": "prewarm-handoff", "device": "iphone-15"}"#,
        message:
          #"s.json: device: unknown value "iphone-15"; did you mean "iphone-se"? Accepted: iphone-14-pro, iphone-se, iphone-13-pro-max, ipad-11, iphone-16e, iphone-16-pro, iphone-16-plus, iphone-16-pro-max"#
      ),
      MalformedRow(
        name: "a misspelt avoidance",
        text: #"{"base": "chat-follows", "screen": {"avoidance": "follows"}}"#,
        message:
          #"s.json: screen.avoidance: unknown value "follows"; did you mean "follows-keyboard"? Accepted: none, automatic, follows-keyboard, handler, automatic-plus-handler, ignores-safe-area, reserves-fixed-height"#
      ),
      MalformedRow(
        name: "a handler avoidance with no handler",
        text: #"{"base": "chat-follows", "screen": {"avoidance": "handler"}}"#,
        message: #"s.json: screen.handler: missing; "avoidance": "handler" needs the app's handler"#
      ),
      MalformedRow(
        name: "a field the screen does not have",
        text: #"{"base": "chat-follows", "script": [{"at": 0, "action": "tapField", "field": 3}]}"#,
        message: "s.json: script[0].field: 3 is out of range; the screen has fields 0...0"
      ),
      MalformedRow(
        name: "a misspelt animation curve",
        text:
          #"{"base": "chat-payload-curve", "screen": {"handler": {"animation": {"curve": "ease"}}}}"#,
        message:
          #"s.json: screen.handler.animation.curve: unknown value "ease"; did you mean "ease-in"? Accepted: ease-out, ease-in-out, ease-in, linear"#
      ),
      MalformedRow(
        name: "a misspelt observed notification",
        text:
          #"{"base": "chat-payload-curve", "screen": {"handler": {"observes": ["willShow", "didShw"]}}}"#,
        message:
          #"s.json: screen.handler.observes[1]: unknown value "didShw"; did you mean "didShow"? Accepted: willShow, didShow, willChangeFrame, didChangeFrame, willHide, didHide"#
      ),
      MalformedRow(
        name: "a drift warning above its error",
        text: #"{"base": "chat-follows", "thresholds": {"driftWarning": 20}}"#,
        message:
          "s.json: thresholds.driftWarning: 20 is above driftError 12; a warning threshold must not exceed its error threshold"
      ),
      MalformedRow(
        name: "drag points not increasing in time",
        text:
          #"{"base": "chat-follows", "script": [{"at": 0, "action": "dragList", "points": [[0, 300], [0, 600]]}]}"#,
        message:
          "s.json: script[0].points[1]: 0 ms does not come after 0 ms; give a list of at least two [ms, y] pairs, the first at 0 ms, times increasing"
      ),
      MalformedRow(
        name: "a misspelt framework",
        text: #"{"base": "chat-follows", "screen": {"framework": "react"}}"#,
        message:
          #"s.json: screen.framework: unknown value "react"; did you mean "react-native"? Accepted: swiftui, uikit, compose, react-native, react-native-keyboard-controller, flutter"#
      ),
      MalformedRow(
        name: "an array at the top level",
        text: #"[1, 2]"#,
        message: "s.json: top level: expected an object, found an array"
      ),
      MalformedRow(
        name: "a duplicate key",
        text: #"{"base": "prewarm-handoff", "base": "drag-to-dismiss"}"#,
        message: #"s.json: line 1, column 29: duplicate key "base""#
      ),
    ])
  func malformed(_ row: MalformedRow) {
    #expect(throws: ScenarioFileError.self) { try decode(row.text) }
    do {
      _ = try decode(row.text)
    } catch {
      #expect(error.description == row.message)
    }
  }
}
