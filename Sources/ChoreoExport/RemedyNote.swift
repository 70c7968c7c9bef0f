import ChoreoDetectors
import ChoreoPlatform
import ChoreoRecording

/// The one-line remedies a report prints after its findings: for each detector (and each quirk
/// of a notification stream) it found, once, what to write in the app's framework, with where the
/// code is (`choreo detectors NAME`).
public enum RemedyNote {
  /// A line for each of `detectors`, once each, in order, in `framework`'s terms (UIKit when
  /// `nil`): `remedy [stagger] (uikit): make the field first responder in didMoveToWindow ...`.
  public static func lines(for detectors: [DetectorID], framework: FrameworkProfile.ID?)
    -> [String]
  {
    var seen: Set<DetectorID> = []
    return detectors.compactMap { id in
      guard seen.insert(id).inserted, let remedy = id.info.remedies.remedy(for: framework) else {
        return nil
      }
      return "remedy [\(id)] (\(remedy.framework)): \(sentence(remedy.summary)); "
        + "the code: choreo detectors \(id)"
    }
  }

  /// A line for each kind among `stream`, once each, in order, in `framework`'s terms.
  public static func lines(for stream: [StreamCheck], framework: FrameworkProfile.ID?)
    -> [String]
  {
    var seen: Set<String> = []
    return stream.compactMap { check in
      guard seen.insert(check.kind.rawValue).inserted,
        let remedy = check.kind.remedies.remedy(for: framework)
      else { return nil }
      return "remedy [stream.\(check.kind.rawValue)] (\(remedy.framework)): "
        + "\(sentence(remedy.summary)): \(remedy.code.split(separator: "\n").first ?? "")"
    }
  }

  /// `summary` starting in lower case, as the rest of a line.
  private static func sentence(_ summary: String) -> String {
    guard let first = summary.first else { return summary }
    return first.lowercased() + summary.dropFirst()
  }
}
