// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Choreography",
  products: [
    .library(name: "Choreography", targets: ["Choreography"]),
    .executable(name: "choreo", targets: ["choreo"]),
    .executable(name: "choreo-bench", targets: ["choreo-bench"]),
  ],
  targets: [
    // The model: machine, simulated platform, timeline runner, detectors, scenarios, exporters.
    .target(
      name: "Choreography",
      // Rounding and square roots come from libm, which Linux links only on request.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The command-line interface as a library, so its logic is tested in-process.
    .target(name: "ChoreoCommands", dependencies: ["Choreography"]),
    .executableTarget(name: "choreo", dependencies: ["ChoreoCommands", "Choreography"]),
    // Release-mode benchmark: `swift run -c release choreo-bench`.
    .executableTarget(name: "choreo-bench", dependencies: ["Choreography"]),
    // Golden files and fixtures are read from the source tree, not bundled as resources.
    .testTarget(name: "ChoreographyTests", dependencies: ["Choreography"], exclude: ["Snapshots"]),
    .testTarget(
      name: "ChoreoCommandsTests", dependencies: ["ChoreoCommands", "Choreography"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
