#if canImport(UIKit)
  import ChoreoCore
  import QuartzCore
  import UIKit

  /// Watches every touch in the window without ever recognizing, so the app's own gestures and
  /// controls get every touch as before; writes each touch as a tap or a drag.
  final class TouchObserver: UIGestureRecognizer, UIGestureRecognizerDelegate {
    let write: @MainActor (RecordingLine) -> Void
    weak var recorder: ChoreoRecorder?
    private var start: (time: CFTimeInterval, point: CGPoint, target: String?)?
    private var points: [[Double]] = []
    private(set) var fingerY: Double?

    init(write: @escaping @MainActor (RecordingLine) -> Void) {
      self.write = write
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      guard start == nil, let touch = touches.first, let view else { return }
      let point = touch.location(in: view)
      start = (CACurrentMediaTime(), point, target(of: touch))
      points = [[0, Double(point.y)]]
      fingerY = Double(point.y)
      recorder?.sample(for: 1)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      guard let start, let touch = touches.first, let view else { return }
      let point = touch.location(in: view)
      points.append([(CACurrentMediaTime() - start.time) * 1000, Double(point.y)])
      fingerY = Double(point.y)
      recorder?.sample(for: 1)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      finish(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      finish(touches)
    }

    private func finish(_ touches: Set<UITouch>) {
      defer {
        start = nil
        fingerY = nil
        state = .failed
      }
      guard let start, let touch = touches.first, let view else { return }
      let end = touch.location(in: view)
      let moved = hypot(end.x - start.point.x, end.y - start.point.y)
      var fields: [(key: String, value: JSONValue)] = [
        ("action", .string(moved < 10 ? "tap" : "drag"))
      ]
      if let target = start.target { fields.append(("target", .string(target))) }
      if moved >= 10 {
        fields.append(("points", .array(points.map { .array($0.map { .number($0) }) })))
      }
      write(RecordingLine(.user, at: start.time, fields))
    }

    /// The name of the nearest registered view under the touch, if any.
    private func target(of touch: UITouch) -> String? {
      guard let recorder else { return nil }
      var view = touch.view
      while let current = view {
        if let name = recorder.name(of: current) { return name }
        view = current.superview
      }
      return nil
    }
  }
#endif
