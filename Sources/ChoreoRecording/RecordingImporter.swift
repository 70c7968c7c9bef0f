import ChoreoCore
import ChoreoPlatform
import ChoreoScenarios

/// Reads any input `choreo analyze` takes: the format given, or the one recognised
/// (``RecordingInputFormat/detect(_:)``).
public struct RecordingImporter: Sendable {
  /// The format to read, or `nil` to recognise it.
  public var format: RecordingInputFormat?
  /// The device for inputs that do not say (notification and value logs); `nil` takes a
  /// notification log's screen from its keyboard frames, and a value log's as the default
  /// device.
  public var device: Device?
  /// The refresh rate of a value log, or `nil` to choose the one that fits.
  public var refreshRate: RefreshRate?
  /// The name of a value log's keyboard series, or `nil` to single it out by its name and motion.
  public var series: String?

  /// An importer.
  public init(
    format: RecordingInputFormat? = nil, device: Device? = nil,
    refreshRate: RefreshRate? = nil, series: String? = nil
  ) {
    self.series = series
    self.format = format
    self.device = device
    self.refreshRate = refreshRate
  }

  /// The run `text` records; `file` names it in errors, which say what would be accepted.
  public func run(_ text: String, file: String) throws(RecordingImportError) -> RecordedRun {
    guard let format = format ?? RecordingInputFormat.detect(text) else {
      throw RecordingImportError(
        file: file, "not a recording, a notification log or a value log", remedy: .format)
    }
    switch format {
    case .recording:
      do throws(ScenarioFileError) {
        return try RecordingDecoder().decode(text, file: file)
      } catch {
        throw RecordingImportError(file: file, error.message)
      }
    case .notifications: return try NotificationLogImporter(device: device).decode(text, file: file)
    case .values:
      return try ValueLogImporter(
        device: device ?? .iPhone14Pro, refreshRate: refreshRate, series: series
      ).decode(text, file: file)
    }
  }
}
