import Choreography
import Foundation

extension BadInputTests {
  /// Malformed scenario files: wrong types, unknown and duplicate keys, truncated JSON,
  /// byte-order marks, invalid UTF-8, deep nesting, numbers out of range however written, and
  /// fields that contradict each other.
  ///
  /// Malformed scripts and expectations are in ``scripts``.
  static let scenarioFiles: [BadInput] = [
    BadInput(
      "seconds-for-milliseconds",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"focusDelay\": 0.6}}"),
      ["run", "FILE"],
      "Error: FILE: controller.focusDelay: 0.6 is under a millisecond; times are in milliseconds: "
        + "did you mean 600 ms?",
      status: 65),
    BadInput(
      "1e309-ms",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"contentMountDelay\": 1e309}}"),
      ["run", "FILE"],
      "Error: FILE: world.contentMountDelay: 1e309 is out of range; accepted: 0 to 600000 (ms)",
      status: 65),
    BadInput(
      "allowed-detents-empty",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"allowedDetents\": []}}"),
      ["run", "FILE"],
      "Error: FILE: controller.allowedDetents: expected at least one of medium, large", status: 65),
    BadInput(
      "allowed-detents-no-large",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"allowedDetents\": [\"medium\"]}}"),
      ["run", "FILE"],
      "Error: FILE: controller.allowedDetents: must include large, which \"autoOpenDetent\": \"forceLarge\" opens at",
      status: 65),
    BadInput(
      "alpha-above-one",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"prewarmAlpha\": 1.5}}"),
      ["run", "FILE"],
      "Error: FILE: controller.prewarmAlpha: 1.5 is out of range; accepted: 0 to 1 (alpha)",
      status: 65),
    BadInput(
      "base-not-string", .text("{\"base\": 5, \"script\": []}"), ["run", "FILE"],
      "Error: FILE: base: expected a string, found a number 5", status: 65),
    BadInput(
      "base-unknown", .text("{\"base\": \"prewarm-handof\"}"), ["run", "FILE"],
      "Error: FILE: base: unknown value \"prewarm-handof\"; did you mean \"prewarm-handoff\"? "
        + "Accepted: one of the \(BuiltInScenarios.names.count) that 'choreo list' lists",
      status: 65),
    BadInput(
      "bom-inside", .text("{\"script\":﻿ []}"), ["run", "FILE"],
      "Error: FILE: line 1, column 11: unexpected character U+FEFF, expected a value", status: 65),
    BadInput(
      "bom-then-broken", .text("﻿{\"script\": [}"), ["run", "FILE"],
      "Error: FILE: line 1, column 13: unexpected character '}', expected a value", status: 65),
    BadInput(
      "denormal-integer",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"retries\": 5e-324}}"),
      ["run", "FILE"],
      "Error: FILE: controller.retries: 5e-324 is not a whole number (count)", status: 65),
    BadInput(
      "detent-missing",
      .text(
        "{\"base\": \"prewarm-handoff\", \"script\": [{\"at\": 0, \"action\": \"dragToDetent\"}]}"),
      ["run", "FILE"],
      "Error: FILE: script[0].detent: missing; accepted: medium, large", status: 65),
    BadInput(
      "device-too-small",
      .text(
        "{\"base\": \"prewarm-handoff\", \"device\": {\"height\": 300, \"keyboardHeight\": 400}}"),
      ["run", "FILE"],
      "Error: FILE: device: the keyboard and the safe areas must fit in the screen height 300 pt",
      status: 65),
    BadInput(
      "device-unknown-preset", .text("{\"base\": \"prewarm-handoff\", \"device\": \"iphone-99\"}"),
      ["run", "FILE"],
      "Error: FILE: device: unknown value \"iphone-99\"; did you mean \"iphone-se\"? Accepted: iphone-14-pro, iphone-se, iphone-13-pro-max, ipad-11, iphone-16e, iphone-16-pro, iphone-16-plus, iphone-16-pro-max",
      status: 65),
    BadInput(
      "device-width-out", .text("{\"base\": \"prewarm-handoff\", \"device\": {\"width\": 10}}"),
      ["run", "FILE"],
      "Error: FILE: device.width: 10 is out of range; accepted: 100 to 5000 (pt)", status: 65),
    BadInput(
      "device-wrong-type", .text("{\"base\": \"prewarm-handoff\", \"device\": 5}"),
      ["run", "FILE"],
      "Error: FILE: device: expected an object, found a number", status: 65),
    BadInput(
      "duplicate-key",
      .text("{\"base\": \"prewarm-handoff\", \"duration\": 3000, \"duration\": 4000}"),
      ["run", "FILE"],
      "Error: FILE: line 1, column 47: duplicate key \"duration\"", status: 65),
    BadInput(
      "empty-file", .text(""), ["run", "FILE"],
      "Error: FILE: line 1, column 1: unexpected end of input, expected a value", status: 65),
    BadInput(
      "fields-empty", .text("{\"base\": \"form-automatic\", \"screen\": {\"fields\": []}}"),
      ["run", "FILE"],
      "Error: FILE: screen.fields: expected 1 to 30 fields, found 0", status: 65),
    BadInput(
      "fields-unknown-key",
      .text("{\"base\": \"form-automatic\", \"screen\": {\"fields\": [{\"lable\": \"A\"}]}}"),
      ["run", "FILE"],
      "Error: FILE: screen.fields[0]: unknown key \"lable\"; did you mean \"label\"? Known keys: label, keyboard, returnKey, onSubmit",
      status: 65),
    BadInput(
      "focus-delay-without-trigger",
      .text(
        "{\"base\": \"prewarm-handoff\", \"controller\": {\"focusTrigger\": \"onAppear\", \"focusDelay\": 300}}"
      ), ["run", "FILE"],
      "Error: FILE: controller.focusDelay: applies only with \"focusTrigger\": \"afterDelay\", not onAppear",
      status: 65),
    BadInput(
      "framework-unknown",
      .text("{\"base\": \"prewarm-handoff\", \"screen\": {\"framework\": \"qt\"}}"),
      ["run", "FILE"],
      "Error: FILE: screen.framework: unknown value \"qt\". Accepted: swiftui, uikit, compose, react-native, react-native-keyboard-controller, flutter",
      status: 65),
    BadInput(
      "handler-animation-bad",
      .text(
        "{\"base\": \"chat-follows\", \"screen\": {\"avoidance\": \"handler\", \"handler\": {\"animation\": \"bouncy\"}}}"
      ), ["run", "FILE"],
      "Error: FILE: screen.handler.animation: unknown value \"bouncy\"; accepted: \"payload\", \"none\", {\"curve\": name, \"duration\": ms} or {\"spring\": {...}}",
      status: 65),
    BadInput(
      "handler-curve-missing",
      .text(
        "{\"base\": \"chat-follows\", \"screen\": {\"avoidance\": \"handler\", \"handler\": {\"animation\": {\"duration\": 250}}}}"
      ), ["run", "FILE"],
      "Error: FILE: screen.handler.animation.curve: missing; accepted: \"payload\", \"none\", {\"curve\": name, \"duration\": ms} or {\"spring\": {...}}",
      status: 65),
    BadInput(
      "handler-missing",
      .text(
        "{\"base\": \"chat-covered\", \"screen\": {\"avoidance\": \"handler\", \"handler\": null}}"),
      ["run", "FILE"],
      "Error: FILE: screen.handler: missing; \"avoidance\": \"handler\" needs the app's handler",
      status: 65),
    BadInput(
      "infinity-in-string",
      .text("{\"base\": \"prewarm-handoff\", \"thresholds\": {\"staggerError\": \"Infinity\"}}"),
      ["run", "FILE"],
      "Error: FILE: thresholds.staggerError: expected a number (ms), found a string \"Infinity\"",
      status: 65),
    BadInput(
      "initial-detent-not-allowed",
      .text(
        "{\"base\": \"prewarm-handoff\", \"controller\": {\"autoOpenDetent\": \"selection\", \"allowedDetents\": [\"large\"], \"initialDetent\": \"medium\"}}"
      ), ["run", "FILE"],
      "Error: FILE: controller.initialDetent: medium is not in allowedDetents (large)", status: 65),
    BadInput(
      "invalid-utf8",
      .bytes([
        123, 34, 98, 97, 115, 101, 34, 58, 32, 34, 112, 114, 101, 119, 97, 114, 109, 45, 104, 97,
        110, 100, 111, 102, 102, 34, 44, 32, 34, 115, 117, 109, 109, 97, 114, 121, 34, 58, 32, 34,
        255, 254, 34, 125,
      ]), ["run", "FILE"],
      "Error: FILE: the file is not UTF-8 text", status: 65),
    BadInput(
      "keyboard-type-unknown",
      .text(
        "{\"base\": \"prewarm-handoff\", \"controller\": {\"composerKeyboard\": {\"type\": \"emoji\"}}}"
      ), ["run", "FILE"],
      "Error: FILE: controller.composerKeyboard.type: unknown value \"emoji\". Accepted: default, emailAddress, numberPad, url",
      status: 65),
    BadInput(
      "minus-1e309",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"contentMountDelay\": -1e309}}"),
      ["run", "FILE"],
      "Error: FILE: world.contentMountDelay: -1e309 is out of range; accepted: 0 to 600000 (ms)",
      status: 65),
    BadInput(
      "minus-zero-duration", .text("{\"base\": \"prewarm-handoff\", \"duration\": -0}"),
      ["run", "FILE"],
      "Error: FILE: duration: -0 is out of range; accepted: 1 to 600000 (ms)", status: 65),
    BadInput(
      "name-empty", .text("{\"base\": \"prewarm-handoff\", \"name\": \"\"}"), ["run", "FILE"],
      "Error: FILE: name: expected 1 to 100 characters on one line", status: 65),
    BadInput(
      "name-multiline", .text("{\"base\": \"prewarm-handoff\", \"name\": \"a\\nb\"}"),
      ["run", "FILE"],
      "Error: FILE: name: expected 1 to 100 characters on one line", status: 65),
    BadInput(
      "nan-in-string", .text("{\"base\": \"prewarm-handoff\", \"duration\": \"NaN\"}"),
      ["run", "FILE"],
      "Error: FILE: duration: expected a number (ms), found a string \"NaN\"", status: 65),
    BadInput(
      "nesting",
      .text(
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"
      ), ["run", "FILE"],
      "Error: FILE: line 1, column 257: nesting deeper than 256 levels", status: 65),
    BadInput(
      "no-script-no-base", .text("{\"name\": \"x\"}"), ["run", "FILE"],
      "Error: FILE: top level: missing \"script\"; give a script of user actions or a \"base\" scenario",
      status: 65),
    BadInput(
      "os-unknown", .text("{\"base\": \"prewarm-handoff\", \"world\": {\"os\": \"windows\"}}"),
      ["run", "FILE"],
      "Error: FILE: world.os: unknown value \"windows\". Accepted: ios, android", status: 65),
    BadInput(
      "refresh-90", .text("{\"base\": \"prewarm-handoff\", \"refreshRate\": 90}"), ["run", "FILE"],
      "Error: FILE: refreshRate: 90 is not supported; accepted: 60, 120", status: 65),
    BadInput(
      "refresh-fraction", .text("{\"base\": \"prewarm-handoff\", \"refreshRate\": 60.5}"),
      ["run", "FILE"],
      "Error: FILE: refreshRate: 60.5 is not a whole number (Hz)", status: 65),
    BadInput(
      "retry-interval-without-retries",
      .text(
        "{\"base\": \"prewarm-handoff\", \"controller\": {\"retries\": 0, \"retryInterval\": 50}}"),
      ["run", "FILE"],
      "Error: FILE: controller.retryInterval: applies only when \"retries\" is above 0", status: 65),
    BadInput(
      "spring-mass-zero",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"keyboardSpring\": {\"mass\": 0}}}"),
      ["run", "FILE"],
      "Error: FILE: world.keyboardSpring.mass: 0 is out of range; accepted: 0.001 to 1000 (kg)",
      status: 65),
    BadInput(
      "suggestion-bar-string",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"suggestionBarDelay\": \"soon\"}}"),
      ["run", "FILE"],
      "Error: FILE: world.suggestionBarDelay: expected a number (ms), found a string \"soon\", or null",
      status: 65),
    BadInput(
      "thresholds-negative",
      .text("{\"base\": \"prewarm-handoff\", \"thresholds\": {\"bounceError\": -1}}"),
      ["run", "FILE"],
      "Error: FILE: thresholds.bounceError: -1 is out of range; accepted: 0 to 1000 (pt)",
      status: 65),
    BadInput(
      "thresholds-warning-above-error",
      .text(
        "{\"base\": \"prewarm-handoff\", \"thresholds\": {\"staggerWarning\": 90, \"staggerError\": 60}}"
      ), ["run", "FILE"],
      "Error: FILE: thresholds.staggerWarning: 90 is above staggerError 60; a warning threshold must not exceed its error threshold",
      status: 65),
    BadInput(
      "os-version-unknown",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"osVersion\": \"19\"}}"),
      ["run", "FILE"],
      "Error: FILE: world.osVersion: unknown value \"19\"; did you mean \"17\"? Accepted: 17.0, 18.0, 18.2, 26.0, 17, 18, 26",
      status: 65),
    BadInput(
      "snap-warning-above-error",
      .text(
        "{\"base\": \"prewarm-handoff\", \"thresholds\": {\"snapWarning\": 50, \"snapError\": 40}}"
      ), ["run", "FILE"],
      "Error: FILE: thresholds.snapWarning: 50 is above snapError 40; a warning threshold must not exceed its error threshold",
      status: 65),
    BadInput(
      "top-level-array", .text("[1, 2]"), ["run", "FILE"],
      "Error: FILE: top level: expected an object, found an array", status: 65),
    BadInput(
      "top-level-number", .text("42"), ["run", "FILE"],
      "Error: FILE: top level: expected an object, found a number", status: 65),
    BadInput(
      "trigger-typo",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"focusTrigger\": \"onApear\"}}"),
      ["run", "FILE"],
      "Error: FILE: controller.focusTrigger: unknown value \"onApear\"; did you mean \"onAppear\"? Accepted: onAppear, afterDelay, onContentMount, manual, defaultFocus",
      status: 65),
    BadInput(
      "truncated", .text("{\"base\": \"prewarm-handoff\", \"world\": {\"contentMountDelay\": 600"),
      ["run", "FILE"],
      "Error: FILE: line 1, column 63: expected ',' or '}' in object", status: 65),
    BadInput(
      "two-to-the-63",
      .text(
        "{\"base\": \"prewarm-handoff\", \"world\": {\"focusLandingFrames\": 9223372036854775808}}"),
      ["run", "FILE"],
      "Error: FILE: world.focusLandingFrames: 9223372036854775808 is out of range; accepted: 0 to 120 (frames)",
      status: 65),
    BadInput(
      "unknown-nested-key",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"prewarmm\": true}}"),
      ["run", "FILE"],
      "Error: FILE: controller: unknown key \"prewarmm\"; did you mean \"prewarm\"? Known keys: prewarm, prewarmAlpha, prewarmKeyboard, composerKeyboard, focusTrigger, focusDelay, retries, retryInterval, prewarmRetirement, autoOpenDetent, initialDetent, allowedDetents, resetsDetentOnDisappear, accessories, closeFocus, closeDismissDelay, resetsPendingOnDisappear, surfacesFocusFailure",
      status: 65),
    BadInput(
      "unknown-root-key", .text("{\"base\": \"prewarm-handoff\", \"controler\": {}}"),
      ["run", "FILE"],
      "Error: FILE: top level: unknown key \"controler\"; did you mean \"controller\"? Known keys: base, name, summary, device, refreshRate, controller, world, layout, screen, script, duration, expect, thresholds",
      status: 65),
    BadInput(
      "unknown-spring-key",
      .text("{\"base\": \"prewarm-handoff\", \"world\": {\"keyboardSpring\": {\"mas\": 3}}}"),
      ["run", "FILE"],
      "Error: FILE: world.keyboardSpring: unknown key \"mas\"; did you mean \"mass\"? Known keys: mass, stiffness, damping, settlingDuration",
      status: 65),
    BadInput(
      "whitespace-file", .text("   \n "), ["run", "FILE"],
      "Error: FILE: line 2, column 2: unexpected end of input, expected a value", status: 65),
    BadInput(
      "wrong-type-nested",
      .text("{\"base\": \"prewarm-handoff\", \"controller\": {\"prewarm\": \"yes\"}}"),
      ["run", "FILE"],
      "Error: FILE: controller.prewarm: expected true or false, found a string \"yes\"", status: 65),
    BadInput(
      "wrong-type-section", .text("{\"base\": \"prewarm-handoff\", \"world\": 5}"),
      ["run", "FILE"],
      "Error: FILE: world: expected an object, found a number", status: 65),
  ]
}
