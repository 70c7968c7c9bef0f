import Foundation

extension BadInputTests {
  /// Malformed command lines: unknown options and values, sweep specifications, diagram and plot options, and missing or unreadable inputs.
  static let commandLines: [BadInput] = [
    BadInput(
      "check-bad-format", nil, ["check", "prewarm-handoff", "--format", "xml"],
      "Error: The value 'xml' is invalid for '--format <format>'. Accepted: text, json, junit, github, sarif.",
      status: 64),
    BadInput(
      "check-exclude-no-value", nil, ["check", "prewarm-handoff", "--exclude"],
      "Error: Missing value for '--exclude <glob>'.", status: 64),
    BadInput(
      "check-no-path", nil, ["check"],
      "Error: Missing expected argument '<path>'.", status: 64),
    BadInput(
      "fix-too-many-changes", nil, ["fix", "prewarm-handoff", "--max-changes", "9"],
      "Error: The value '9' is invalid for '--max-changes <count>'. Accepted: a whole number from 1 to 4.",
      status: 64),
    BadInput(
      "fix-bad-format", nil, ["fix", "prewarm-handoff", "--format", "svg"],
      "Error: The value 'svg' is invalid for '--format <format>'. Accepted: text, json.", status: 64
    ),
    BadInput(
      "fix-unknown-scenario", nil, ["fix", "nope"],
      "Error: no built-in scenario or file named 'nope'. Run 'choreo list' for the built-in scenarios.",
      status: 66),
    BadInput(
      "play-nothing", nil, ["play"],
      "Error: Missing expected argument '<run>'.", status: 64),
    BadInput(
      "play-missing-recording", nil, ["play", "nope.jsonl"],
      "Error: no such file 'nope.jsonl'", status: 66),
    BadInput(
      "new-no-name", nil, ["new"],
      "Error: Missing expected argument '<name>'.", status: 64),
    BadInput(
      "new-hidden-name", nil, ["new", ".hidden"],
      "Error: '.hidden' is not a scenario name; accepted: letters, digits and dashes, such as my-sheet",
      status: 64),
    BadInput(
      "no-subcommand", nil, [],
      "Error: Missing subcommand.", status: 64),
    BadInput(
      "unknown-subcommand", nil, ["frobnicate"],
      "Error: Unknown subcommand 'frobnicate'.", status: 64),
    BadInput(
      "unknown-option-top", nil, ["--frobnicate"],
      "Error: Unknown option '--frobnicate'.", status: 64),
    BadInput(
      "missing-argument", nil, ["run"],
      "Error: Missing expected argument '<scenario>'.", status: 64),
    BadInput(
      "extra-argument", nil, ["run", "prewarm-handoff", "naive-delayed-focus"],
      "Error: Unexpected argument 'naive-delayed-focus'.", status: 64),
    BadInput(
      "unknown-option", nil, ["run", "prewarm-handoff", "--fsp", "60"],
      "Error: Unknown option '--fsp'. Did you mean '--fps'?", status: 64),
    BadInput(
      "bad-fps", nil, ["run", "prewarm-handoff", "--fps", "90"],
      "Error: The value '90' is invalid for '--fps <fps>'. Accepted: 60, 120.", status: 64),
    BadInput(
      "missing-value", nil, ["run", "prewarm-handoff", "--format"],
      "Error: Missing value for '--format <format>'.", status: 64),
    BadInput(
      "bad-format", nil, ["run", "prewarm-handoff", "--format", "xml"],
      "Error: The value 'xml' is invalid for '--format <format>'. Accepted: text, json, perfetto, recording.",
      status: 64),
    BadInput(
      "repeated-option", nil, ["run", "prewarm-handoff", "--format", "json", "--format", "text"],
      "Error: The option '--format' is given more than once.", status: 64),
    BadInput(
      "flag-with-value", nil, ["run", "prewarm-handoff", "--frames=yes"],
      "Error: The flag '--frames' does not take a value.", status: 64),
    BadInput(
      "short-unknown", nil, ["plot", "prewarm-handoff", "-x"],
      "Error: Unknown option '-x'.", status: 64),
    BadInput(
      "missing-scenario", nil, ["run", "prewarm-handof"],
      "Error: no built-in scenario or file named 'prewarm-handof'; did you mean 'prewarm-handoff'? Run 'choreo list' for the built-in scenarios.",
      status: 66),
    BadInput(
      "missing-file", nil, ["run", "missing.json"],
      "Error: no such file 'missing.json'", status: 66),
    BadInput(
      "directory", nil, ["run", "DIR"],
      "Error: 'DIR' is a directory, not a scenario file", status: 66),
    BadInput(
      "sweep-no-vary", nil, ["sweep", "prewarm-handoff"],
      "Error: Missing '--vary <field=from...to:step>'; give at least one field.", status: 64),
    BadInput(
      "sweep-no-equals", nil, ["sweep", "prewarm-handoff", "--vary", "foo"],
      "Error: --vary 'foo': expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,...",
      status: 64),
    BadInput(
      "sweep-no-step", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...10"],
      "Error: --vary 'world.contentMountDelay=0...10': a range needs a step, as in 0...1000:50",
      status: 64),
    BadInput(
      "sweep-backwards", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=10...0:1"],
      "Error: --vary 'world.contentMountDelay=10...0:1': the range runs backwards: 10 is above 0",
      status: 64),
    BadInput(
      "sweep-zero-step", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...10:0"],
      "Error: --vary 'world.contentMountDelay=0...10:0': the step must be above 0, not 0",
      status: 64),
    BadInput(
      "sweep-not-number", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=a...b:1"],
      "Error: --vary 'world.contentMountDelay=a...b:1': 'a' is not a number; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,...",
      status: 64),
    BadInput(
      "sweep-tiny-step", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...1000:1e-300"],
      "Error: --vary 'world.contentMountDelay=0...1000:1e-300': 1e+303 values; at most 100000 per field",
      status: 64),
    BadInput(
      "sweep-huge-span", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=-1e308...1e308:1"],
      "Error: --vary 'world.contentMountDelay=-1e308...1e308:1': too many values to count; at most 100000 per field",
      status: 64),
    BadInput(
      "sweep-too-many", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=0...1000000:1"],
      "Error: --vary 'world.contentMountDelay=0...1000000:1': 1000001 values; at most 100000 per field",
      status: 64),
    BadInput(
      "sweep-bad-path", nil, ["sweep", "prewarm-handoff", "--vary", "a..b=1"],
      "Error: --vary 'a..b=1': 'a..b' is not a field path like world.contentMountDelay; expected <field>=<from>...<to>:<step> or <field>=<a>,<b>,...",
      status: 64),
    BadInput(
      "sweep-unknown-field", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelai=1"],
      "Error: --vary: unknown field \"world.contentMountDelai\"; did you mean \"world.contentMountDelay\"?",
      status: 64),
    BadInput(
      "sweep-field-without-section", nil,
      ["sweep", "prewarm-handoff", "--vary", "focusDelay=0,100"],
      "Error: --vary: unknown field \"focusDelay\"; did you mean \"controller.focusDelay\"?",
      status: 64),
    BadInput(
      "detectors-unknown", nil, ["detectors", "stream.begin-hieght"],
      "Error: no detector or stream check named 'stream.begin-hieght'; did you mean "
        + "'stream.begin-height'?",
      status: 64),
    BadInput(
      "sweep-out-of-range", nil,
      ["sweep", "prewarm-handoff", "--vary", "world.contentMountDelay=-5"],
      "Error: --vary: world.contentMountDelay: -5 is out of range; accepted: 0 to 600000 (ms)",
      status: 64),
    BadInput(
      "sweep-bad-name", nil, ["sweep", "prewarm-handoff", "--vary", "device=iphone-99"],
      "Error: --vary: device: unknown value \"iphone-99\"; did you mean \"iphone-se\"? Accepted: iphone-14-pro, iphone-se, iphone-13-pro-max, ipad-11, iphone-16e, iphone-16-pro, iphone-16-plus, iphone-16-pro-max",
      status: 64),
    BadInput(
      "sweep-svg-one-axis", nil,
      ["sweep", "prewarm-handoff", "--vary", "controller.retries=0,3", "--svg", "x.svg"],
      "Error: '--svg' draws a heat map of exactly two fields; 1 given.", status: 64),
    BadInput(
      "sweep-jobs-zero", nil,
      ["sweep", "prewarm-handoff", "--vary", "controller.retries=0,3", "--jobs", "0"],
      "Error: The value '0' is invalid for '--jobs <count>'. Accepted: a whole number from 1 to 1024.",
      status: 64),
    BadInput(
      "sweep-fail-on-bogus", nil,
      ["sweep", "prewarm-handoff", "--vary", "controller.retries=0,3", "--fail-on", "crash"],
      "Error: The value 'crash' is invalid for '--fail-on <outcome>'. Accepted: error, warning, invalid.",
      status: 64),
    BadInput(
      "verify-max-states-zero", nil, ["verify", "prewarm-handoff", "--max-states", "0"],
      "Error: The value '0' is invalid for '--max-states <count>'. Accepted: a whole number above 0.",
      status: 64),
    BadInput(
      "verify-max-states-text", nil, ["verify", "prewarm-handoff", "--max-states", "many"],
      "Error: The value 'many' is invalid for '--max-states <count>'. Accepted: a whole number above 0.",
      status: 64),
    BadInput(
      "diagram-all-and-trace", nil, ["diagram", "--all", "out", "--trace", "prewarm-handoff"],
      "Error: '--all' writes every diagram; it cannot be combined with '--trace' or '--output'.",
      status: 64),
    BadInput(
      "diagram-trace-table", nil, ["diagram", "--format", "table", "--trace", "prewarm-handoff"],
      "Error: '--trace' draws a run on a diagram; use it with dot or mermaid.", status: 64),
    BadInput(
      "diagram-bad-format", nil, ["diagram", "--format", "svg"],
      "Error: The value 'svg' is invalid for '--format <format>'. Accepted: dot, mermaid, table.",
      status: 64),
    BadInput(
      "plot-three", nil, ["plot", "prewarm-handoff", "naive-delayed-focus", "drag-to-dismiss"],
      "Error: Unexpected argument 'drag-to-dismiss'.", status: 64),
    BadInput(
      "plot-missing-directory", nil, ["plot", "prewarm-handoff", "-o", "no/such/dir/p.svg"],
      "Error: cannot write 'no/such/dir/p.svg': directory 'no/such/dir' does not exist", status: 74),
    BadInput(
      "help-unknown", nil, ["help", "frobnicate"],
      "Error: Unknown subcommand 'frobnicate'.", status: 64),
  ]
}
