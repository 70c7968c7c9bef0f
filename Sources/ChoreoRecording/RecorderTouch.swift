import ChoreoPlatform
import ChoreoRecorder

/// The person's action a recorder's raw touch stands for, from the role of the registered view it
/// landed on: a tap on a field focuses it, on a control runs it (a control named `close` closes
/// the sheet), on the list puts the keyboard away; a drag on the list is a finger on the list.
enum RecorderTouch {
  static func action(
    _ fields: LineFields, roles: [String: TraceAssembler.Role], fields names: [String]
  ) throws(RecordingIssue) -> UserAction? {
    let action = try fields.string("action")
    guard let target = try fields.optionalString("target"), let role = roles[target] else {
      return nil
    }
    if action == "drag" {
      guard role == .list else { return nil }
      guard case .array(let values)? = fields["points"] else {
        throw RecordingIssue("points: missing; expected [ms, y] pairs")
      }
      var points: [FingerPath.Point] = []
      for case .array(let pair) in values where pair.count == 2 {
        guard case .number(let ms, _) = pair[0], case .number(let y, _) = pair[1],
          ms.isFinite, y.isFinite
        else { continue }
        let point = FingerPath.Point(ms: ms, y: y)
        if let last = points.last, point.time <= last.time { continue }
        points.append(point)
      }
      guard points.count >= 2, points[0].time == .zero else {
        throw RecordingIssue("points: expected at least two [ms, y] pairs from 0 ms")
      }
      return .dragList(FingerPath(points))
    }
    switch role {
    case .field: return .tapField(names.firstIndex(of: target) ?? 0)
    case .composer: return .tapField(0)
    case .list: return .dismissKeyboard
    case .control:
      if target == "close" { return .close }
      return Control(rawValue: target).map { .tapControl($0) }
    default: return nil
    }
  }
}
