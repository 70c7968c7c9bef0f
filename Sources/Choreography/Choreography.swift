// The umbrella module: one `import Choreography` brings every layer's public API, from the core
// vocabulary to the exporters, so an app's tests and tools need a single import.
@_exported import ChoreoCore
@_exported import ChoreoDetectors
@_exported import ChoreoExploration
@_exported import ChoreoExport
@_exported import ChoreoMachine
@_exported import ChoreoPlatform
@_exported import ChoreoRecorder
@_exported import ChoreoRecording
@_exported import ChoreoScenarios
@_exported import ChoreoTimeline
