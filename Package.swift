// swift-tools-version: 6.0
import PackageDescription

// The targets are the architecture: each layer imports only the layers before it, so an arrow
// that runs backwards does not compile.
//
//   ChoreoCore -> ChoreoMachine -> ChoreoPlatform -> ChoreoTimeline -> ChoreoDetectors
//     -> ChoreoScenarios -> ChoreoExploration -> ChoreoExport -> Choreography (umbrella)
//     -> ChoreoCommands -> choreo
let package = Package(
  name: "Choreography",
  products: [
    .library(name: "Choreography", targets: ["Choreography"]),
    // The drop-in recorder an iOS app links to record what its keyboard and views do.
    .library(name: "ChoreoRecorder", targets: ["ChoreoRecorder"]),
    .executable(name: "choreo", targets: ["choreo"]),
    .executable(name: "choreo-bench", targets: ["choreo-bench"]),
    // The libFuzzer target: `swift build --sanitize fuzzer --product choreo-fuzz`.
    .executable(name: "choreo-fuzz", targets: ["choreo-fuzz"]),
    // `swift package choreo-check [PATH...]` in a package that depends on this one.
    .plugin(name: "ChoreoCheckPlugin", targets: ["ChoreoCheckPlugin"]),
  ],
  targets: [
    // Time, geometry, numbers, JSON, the device, detents, keyboard frames and notifications,
    // responder identities, springs and motions: the vocabulary every layer speaks.
    .target(
      name: "ChoreoCore",
      // Rounding and square roots come from libm, which Linux links only on request.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The app's controller as a pure state machine: regions, rules, guards, effects.
    .target(name: "ChoreoMachine", dependencies: ["ChoreoCore"]),
    // The simulated iOS around the app: sheet, keyboard, responders, the app's screen, a finger.
    .target(name: "ChoreoPlatform", dependencies: ["ChoreoCore", "ChoreoMachine"]),
    // The runner on a virtual clock and the trace it records.
    .target(
      name: "ChoreoTimeline", dependencies: ["ChoreoCore", "ChoreoMachine", "ChoreoPlatform"]),
    // What a person would see go wrong, read from a trace.
    .target(
      name: "ChoreoDetectors",
      dependencies: ["ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline"]),
    // Scenarios, the scenario file format and the built-ins.
    .target(
      name: "ChoreoScenarios",
      dependencies: [
        "ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline", "ChoreoDetectors",
      ]),
    // The recording format and the drop-in recorder: plain Swift that writes the lines, and,
    // where UIKit exists, the part that observes an app. Depends only on the core vocabulary,
    // so an app that links it links nothing else.
    .target(name: "ChoreoRecorder", dependencies: ["ChoreoCore"]),
    // Recordings of real apps (and of simulated runs) read into traces: choreo's own JSON
    // Lines, printed notifications and per-frame value logs; the stream's own checks; fits of
    // the recorded keyboard motion.
    .target(
      name: "ChoreoRecording",
      dependencies: [
        "ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline", "ChoreoDetectors",
        "ChoreoScenarios", "ChoreoRecorder",
      ]),
    // Sweeps over fields and exhaustive exploration of timings.
    .target(
      name: "ChoreoExploration",
      dependencies: [
        "ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline", "ChoreoDetectors",
        "ChoreoScenarios",
      ]),
    // Text, JSON, Perfetto, SVG, DOT and Mermaid renderings of machines, runs and reports.
    .target(
      name: "ChoreoExport",
      dependencies: [
        "ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline", "ChoreoDetectors",
        "ChoreoScenarios", "ChoreoRecording", "ChoreoExploration",
      ]),
    // One import for users: re-exports every layer's public API.
    .target(
      name: "Choreography",
      dependencies: [
        "ChoreoCore", "ChoreoMachine", "ChoreoPlatform", "ChoreoTimeline", "ChoreoDetectors",
        "ChoreoScenarios", "ChoreoExploration", "ChoreoExport", "ChoreoRecorder", "ChoreoRecording",
      ]),
    // The command-line interface as a library, so its logic is tested in-process.
    .target(name: "ChoreoCommands", dependencies: ["Choreography"]),
    .executableTarget(name: "choreo", dependencies: ["ChoreoCommands"]),
    // The command plugin that runs `choreo check` on a package's scenario folder.
    .plugin(
      name: "ChoreoCheckPlugin",
      capability: .command(
        intent: .custom(
          verb: "choreo-check",
          description:
            "Check scenario files and recordings with choreo (default folder: Choreography)")
      ),
      dependencies: ["choreo"], path: "Sources/ChoreoCheckPlugin"),
    // The budgets a user feels, measured in release mode: `swift run -c release choreo-bench`.
    // It runs choreo's commands in process, as a user runs them.
    .executableTarget(name: "choreo-bench", dependencies: ["ChoreoCommands", "Choreography"]),
    // What the fuzz target does with one input, shared with the tests that replay the corpus.
    .target(name: "ChoreoFuzzing", dependencies: ["Choreography"]),
    .executableTarget(name: "choreo-fuzz", dependencies: ["ChoreoFuzzing"]),
    // Helpers the test targets share (a seeded generator, hand-built traces, golden files); not
    // part of any product.
    .target(
      name: "ChoreoTestSupport", dependencies: ["ChoreoTimeline"],
      path: "Tests/ChoreoTestSupport"),
    // One test target per library target, depending on its target and the test support and
    // @testable only on the target it tests; a report's golden files are the export tests'.
    // Golden files and fixtures are read from the source tree, not bundled as resources.
    .testTarget(
      name: "ChoreoCoreTests",
      dependencies: ["ChoreoCore", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoMachineTests",
      dependencies: ["ChoreoMachine", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoPlatformTests",
      dependencies: ["ChoreoPlatform", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoTimelineTests",
      dependencies: ["ChoreoTimeline", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoDetectorsTests",
      dependencies: ["ChoreoDetectors", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoScenariosTests",
      dependencies: ["ChoreoScenarios", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoRecordingTests",
      dependencies: ["ChoreoRecording", "ChoreoRecorder", "ChoreoTestSupport"],
      exclude: ["Corpus", "Fixtures"]),
    .testTarget(
      name: "ChoreoExplorationTests",
      dependencies: ["ChoreoExploration", "ChoreoTestSupport"]),
    // Where two layers meet: 'choreo explain' searches (ChoreoExploration) for the scenario
    // that reproduces a recording, and is tested on recordings the encoder writes and the
    // importer reads (ChoreoRecording), as a user's recordings arrive.
    .testTarget(
      name: "ChoreoExplainTests",
      dependencies: ["ChoreoExploration", "ChoreoRecording", "ChoreoTestSupport"]),
    .testTarget(
      name: "ChoreoExportTests",
      dependencies: ["ChoreoExport", "ChoreoTestSupport"], exclude: ["Snapshots"]),
    .testTarget(
      name: "ChoreoFuzzingTests",
      dependencies: ["ChoreoFuzzing", "Choreography", "ChoreoTestSupport"],
      exclude: ["Corpus", "Regressions", "scenario.dict"]),
    .testTarget(
      name: "ChoreoCommandsTests",
      dependencies: ["ChoreoCommands", "Choreography", "ChoreoTestSupport", "choreo"],
      exclude: ["Fixtures", "Schemas", "Snapshots"]),
    // The repository's own rules: the target graph, source sizes, committed pictures, and the
    // documentation's pasted outputs, generated blocks, citations and snippets.
    .testTarget(
      name: "ChoreoPolicyTests",
      dependencies: [
        "ChoreoCommands", "Choreography", "ChoreoTestSupport", "choreo", "choreo-bench",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
