#if canImport(UIKit)
  import ChoreoCore
  import QuartzCore
  import UIKit

  /// Records what an app's keyboard, first responder and registered views do, as a recording
  /// `choreo analyze` reads.
  ///
  /// It observes the six keyboard notifications with their payloads, fields beginning and ending
  /// editing, the app's registered views (sampled every frame with a display link, only around
  /// transitions), and the person's taps and drags (with a gesture recognizer that never
  /// recognizes, so it never takes a touch from the app). It only reads: nothing it does changes
  /// what the app does. Lines are written off the main thread.
  ///
  /// ```swift
  /// ChoreoRecorder.shared.register(sheetView, as: .sheet)
  /// ChoreoRecorder.shared.register(composerBar, as: .composer)
  /// try ChoreoRecorder.shared.start(in: window)
  /// // ... use the app ...
  /// let url = ChoreoRecorder.shared.stop()
  /// ```
  @MainActor
  public final class ChoreoRecorder {
    /// What a registered view is to the app, which decides what the analysis reads from it.
    public enum Role: String, Sendable {
      /// The presented sheet's container: its top edge is the sheet's.
      case sheet
      /// The input bar at the bottom: its edges are the layout the detectors judge.
      case composer
      /// The strip above the bar that collapses while typing.
      case accessory
      /// The chat's newest message.
      case newestMessage
      /// A text field; its bottom is judged while it is focused.
      case field
      /// The invisible field that takes the keyboard during a presentation.
      case prewarm
      /// A full-screen container whose appearance is the screen's.
      case screen
      /// A button whose taps are the person's actions on a control.
      case control
      /// A scroll view whose drags can put the keyboard away.
      case list
    }

    /// The recorder an app uses.
    public static let shared = ChoreoRecorder()

    private struct Registration {
      var name: String
      var role: Role
      weak var view: UIView?
      var wasInWindow = false
    }

    private var registrations: [Registration] = []
    private var file: RecordingFile?
    private weak var window: UIWindow?
    private var observers: [NSObjectProtocol] = []
    private var displayLink: CADisplayLink?
    private var linkTarget: LinkTarget?
    private var samplingUntil: CFTimeInterval = 0
    private var keyboardTracker: UIView?
    private var touchObserver: TouchObserver?
    private var responder: String?

    /// A recorder; apps use ``shared``.
    public init() {}

    /// Registers `view` as `role` under `name` (the role's name when none is given), so that its
    /// frame is recorded every frame around transitions.
    ///
    /// Registrations after ``start(in:file:)`` are recorded from then on.
    public func register(_ view: UIView, as role: Role, name: String? = nil) {
      registrations.append(Registration(name: name ?? role.rawValue, role: role, view: view))
    }

    /// Starts recording `window` into `url` (by default a new file in the temporary folder).
    public func start(in window: UIWindow, file url: URL? = nil) throws {
      let destination =
        url
        ?? FileManager.default.temporaryDirectory.appendingPathComponent(
          "choreo-\(Int(Date().timeIntervalSince1970)).jsonl")
      file = try RecordingFile(url: destination)
      self.window = window
      write(header(for: window))
      installKeyboardTracker(in: window)
      observeKeyboard()
      observeEditing()
      let touches = TouchObserver { [weak self] line in self?.write(line) }
      touches.recorder = self
      window.addGestureRecognizer(touches)
      touchObserver = touches
      let target = LinkTarget { [weak self] link in self?.tick(link) }
      let link = CADisplayLink(target: target, selector: #selector(LinkTarget.tick(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(
        minimum: 60, maximum: Float(window.screen.maximumFramesPerSecond),
        preferred: Float(window.screen.maximumFramesPerSecond))
      link.add(to: .main, forMode: .common)
      displayLink = link
      linkTarget = target
      sample(for: 1)
    }

    /// Stops recording and returns the recording's URL, or `nil` when it was not recording.
    public func stop() -> URL? {
      displayLink?.invalidate()
      displayLink = nil
      linkTarget = nil
      for observer in observers { NotificationCenter.default.removeObserver(observer) }
      observers = []
      if let touchObserver { touchObserver.view?.removeGestureRecognizer(touchObserver) }
      touchObserver = nil
      keyboardTracker?.removeFromSuperview()
      keyboardTracker = nil
      defer { file = nil }
      return file?.finish()
    }

    /// Adds a line saying what the app did (`kind` `.app`) or what a person could not see
    /// (`.note`), with `fields`: for example `mark(.app, "setFocus", [("responder", "composer")])`
    /// when the app asks for focus, or `mark(.app, "visibility", [("visible", true)])` when its
    /// `isKeyboardVisible` changes.
    public func mark(
      _ kind: RecordingFormat.Kind, _ name: String, _ fields: [(String, JSONValue)] = []
    ) {
      write(RecordingLine(kind, at: CACurrentMediaTime(), [("name", .string(name))] + fields))
    }

    // MARK: Lines

    func write(_ line: RecordingLine) {
      file?.append(line)
    }

    private func header(for window: UIWindow) -> RecordingLine {
      let screen = window.screen
      let insets = window.safeAreaInsets
      let device: [(key: String, value: JSONValue)] = [
        ("name", .string(UIDevice.current.model)),
        ("idiom", .string(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")),
        ("width", .number(Double(window.bounds.width))),
        ("height", .number(Double(window.bounds.height))),
        ("safeAreaTop", .number(Double(insets.top))),
        ("safeAreaBottom", .number(Double(insets.bottom))),
        ("scale", .number(Double(screen.scale))),
        ("os", .string(UIDevice.current.systemName + " " + UIDevice.current.systemVersion)),
      ]
      var records = ["keyboard notifications", "keyboard motion", "responders", "person's actions"]
      let roles = Set(registrations.map(\.role))
      if roles.contains(.sheet) { records += ["sheet motion", "sheet events"] }
      if roles.contains(.screen) { records.append("screen visibility") }
      if roles.contains(.composer) { records.append("layout motion") }
      if roles.contains(.accessory) { records.append("accessory motion") }
      if roles.contains(.newestMessage) { records.append("newest message") }
      if roles.contains(.composer) || roles.contains(.field) { records.append("focused field") }
      if roles.contains(.list) { records.append("finger") }
      return RecordingLine(
        .header, at: CACurrentMediaTime(),
        [
          ("format", .string(RecordingFormat.name)),
          ("version", .number(Double(RecordingFormat.version))), ("device", .object(device)),
          ("refreshRate", .number(screen.maximumFramesPerSecond > 60 ? 120 : 60)),
          (
            "views",
            .array(
              registrations.map {
                .object([("name", .string($0.name)), ("role", .string($0.role.rawValue))])
              })
          ),
          ("records", .array(records.map { .string($0) })),
        ])
    }

    // MARK: The keyboard

    /// A view of the recorder's own, pinned to its own keyboard layout guide (docked keyboards
    /// only, down to the window's bottom), whose presentation layer moves with the keyboard.
    private func installKeyboardTracker(in window: UIWindow) {
      let host = UIView(frame: window.bounds)
      host.isUserInteractionEnabled = false
      host.isHidden = false
      host.alpha = 1
      host.backgroundColor = .clear
      host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(host)
      if #available(iOS 17.0, *) { host.keyboardLayoutGuide.usesBottomSafeArea = false }
      let marker = UIView()
      marker.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(marker)
      NSLayoutConstraint.activate([
        marker.leadingAnchor.constraint(equalTo: host.leadingAnchor),
        marker.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        marker.topAnchor.constraint(equalTo: host.keyboardLayoutGuide.topAnchor),
        marker.heightAnchor.constraint(equalToConstant: 1),
      ])
      keyboardTracker = host
    }

    private static let keyboardNotifications: [(Notification.Name, String)] = [
      (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
      (UIResponder.keyboardDidShowNotification, "keyboardDidShow"),
      (UIResponder.keyboardWillChangeFrameNotification, "keyboardWillChangeFrame"),
      (UIResponder.keyboardDidChangeFrameNotification, "keyboardDidChangeFrame"),
      (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
      (UIResponder.keyboardDidHideNotification, "keyboardDidHide"),
    ]

    private func observeKeyboard() {
      for (name, eventName) in Self.keyboardNotifications {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
            [weak self] note in
            let info = Self.payload(of: note)
            MainActor.assumeIsolated { self?.keyboard(eventName, info) }
          })
      }
    }

    /// The notification's userInfo as line fields: frames, duration, curve, whether the
    /// keyboard is the app's, and every other key as written.
    private nonisolated static func payload(of note: Notification) -> [(String, JSONValue)] {
      let info = note.userInfo ?? [:]
      func rect(_ key: String) -> JSONValue? {
        guard let value = info[key] as? NSValue else { return nil }
        let frame = value.cgRectValue
        return RecordingLine.rect(
          x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
          height: Double(frame.height))
      }
      let known = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey,
        UIResponder.keyboardAnimationCurveUserInfoKey, UIResponder.keyboardIsLocalUserInfoKey,
      ]
      var fields: [(String, JSONValue)] = []
      if let begin = rect(UIResponder.keyboardFrameBeginUserInfoKey) {
        fields.append(("begin", begin))
      }
      if let end = rect(UIResponder.keyboardFrameEndUserInfoKey) { fields.append(("end", end)) }
      if let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber {
        fields.append(("duration", .number(duration.doubleValue)))
      }
      if let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber {
        fields.append(("curve", .number(curve.doubleValue)))
      }
      if let local = info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber {
        fields.append(("isLocal", .bool(local.boolValue)))
      }
      let others = info.compactMap { key, value -> (String, JSONValue)? in
        guard let key = key as? String, !known.contains(key) else { return nil }
        return (key, .string(String(describing: value)))
      }.sorted { $0.0 < $1.0 }
      if !others.isEmpty { fields.append(("userInfo", .object(others))) }
      return fields
    }

    private func keyboard(_ name: String, _ payload: [(String, JSONValue)]) {
      var fields: [(String, JSONValue)] = [("name", .string(name))] + payload
      // The end frame in the window's coordinates too, for keyboards that report it in the
      // screen's (and iPadOS builds that report it in the view's).
      if let window, case .array(let parts)? = payload.first(where: { $0.0 == "end" })?.1,
        parts.count == 4, case .number(let x, _) = parts[0], case .number(let y, _) = parts[1],
        case .number(let width, _) = parts[2], case .number(let height, _) = parts[3]
      {
        let converted = window.convert(
          CGRect(x: x, y: y, width: width, height: height), from: window.screen.coordinateSpace)
        fields.append(
          (
            "endInWindow",
            RecordingLine.rect(
              x: Double(converted.minX), y: Double(converted.minY),
              width: Double(converted.width), height: Double(converted.height))
          ))
      }
      write(RecordingLine(.event, at: CACurrentMediaTime(), fields))
      sample(for: 1)
    }

    // MARK: Focus

    private func observeEditing() {
      let pairs: [(Notification.Name, Bool)] = [
        (UITextField.textDidBeginEditingNotification, true),
        (UITextField.textDidEndEditingNotification, false),
        (UITextView.textDidBeginEditingNotification, true),
        (UITextView.textDidEndEditingNotification, false),
      ]
      for (name, begins) in pairs {
        observers.append(
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
            [weak self] note in
            let field = note.object as? UIView
            MainActor.assumeIsolated { self?.editing(field, begins: begins) }
          })
      }
    }

    private func editing(_ field: UIView?, begins: Bool) {
      let registration = registrations.first { $0.view === field }
      let name = registration?.name ?? "field"
      let isPrewarm = registration?.role == .prewarm
      let event: String
      switch (isPrewarm, begins) {
      case (true, true): event = "prewarmDidBecomeFirstResponder"
      case (true, false): event = "prewarmDidResignFirstResponder"
      case (false, true): event = "focusDidLand"
      case (false, false): event = "focusDidLeave"
      }
      responder = begins ? name : nil
      write(
        RecordingLine(
          .event, at: CACurrentMediaTime(),
          [("name", .string(event)), ("responder", begins ? .string(name) : .null)]))
      sample(for: 1)
    }

    // MARK: Frames

    /// Samples every frame for the next `seconds`.
    func sample(for seconds: CFTimeInterval) {
      samplingUntil = max(samplingUntil, CACurrentMediaTime() + seconds)
      displayLink?.isPaused = false
    }

    private func tick(_ link: CADisplayLink) {
      guard let window else { return }
      for index in registrations.indices {
        let inWindow = registrations[index].view?.window != nil
        guard inWindow != registrations[index].wasInWindow else { continue }
        registrations[index].wasInWindow = inWindow
        if registrations[index].role == .sheet {
          let name = inWindow ? "contentDidAppear" : "sheetDidDismiss"
          write(RecordingLine(.event, at: link.timestamp, [("name", .string(name))]))
          samplingUntil = max(samplingUntil, link.timestamp + 1)
        }
      }
      guard link.timestamp <= samplingUntil else {
        link.isPaused = true
        return
      }
      var views: [(key: String, value: JSONValue)] = []
      for registration in registrations {
        guard let view = registration.view, view.window === window else { continue }
        let layer = view.layer.presentation() ?? view.layer
        let frame = layer.convert(layer.bounds, to: window.layer)
        views.append(
          (
            registration.name,
            RecordingLine.rect(
              x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
              height: Double(frame.height))
          ))
      }
      var fields: [(key: String, value: JSONValue)] = [
        ("target", RecordingLine.number(link.targetTimestamp)), ("views", .object(views)),
      ]
      if let marker = keyboardTracker?.subviews.first {
        let layer = marker.layer.presentation() ?? marker.layer
        let top = layer.convert(layer.bounds, to: window.layer).minY
        fields.append(("dockedKeyboardTop", RecordingLine.number(Double(top))))
      }
      fields.append(("responder", responder.map { .string($0) } ?? .null))
      if let screen = registrations.first(where: { $0.role == .screen }) {
        fields.append(("screenVisible", .bool(screen.view?.window != nil)))
      }
      if let finger = touchObserver?.fingerY { fields.append(("fingerY", .number(finger))) }
      // A display link's callback sees the frame on screen now, so the line is stamped with
      // its timestamp, and the target timestamp is kept beside it.
      write(RecordingLine(.frame, at: link.timestamp, fields))
    }
  }

  extension ChoreoRecorder {
    /// The name `view` is registered under, if it is.
    func name(of view: UIView) -> String? {
      registrations.first { $0.view === view }?.name
    }
  }
#endif
