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
    .testTarget(name: "ChoreographyTests", dependencies: ["Choreography"]),
    .testTarget(name: "ChoreoCommandsTests", dependencies: ["ChoreoCommands", "Choreography"]),
  ],
  swiftLanguageModes: [.v6]
)
