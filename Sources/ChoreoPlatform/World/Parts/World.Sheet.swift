import ChoreoCore
import ChoreoMachine

extension World {
  /// The sheet (or the full-screen container) and the views in its content: where it is, who
  /// moves it, its detent, and whether the real field and the prewarm are in the window.
  public struct Sheet: Sendable {
    /// Where the sheet is and who moves it.
    public enum Stage: Hashable, Sendable, CustomStringConvertible {
      /// Not on screen.
      case offscreen
      /// The presentation animation runs.
      case presenting
      /// On screen and not moving.
      case resting
      /// The system moves it to another detent.
      case resizingBySystem
      /// It springs to a detent the person chose, or back after a cancelled drag.
      case resizingByUser
      /// A finger drags it down.
      case dragging
      /// The dismissal animation runs.
      case dismissing

      /// The stage's name.
      public var description: String {
        switch self {
        case .offscreen: "offscreen"
        case .presenting: "presenting"
        case .resting: "resting"
        case .resizingBySystem: "resizingBySystem"
        case .resizingByUser: "resizingByUser"
        case .dragging: "dragging"
        case .dismissing: "dismissing"
        }
      }
    }

    /// How the content's laid-out height is determined.
    enum ContentLayout: Sendable {
      /// A height of its own, possibly animating (presentation, dismissal, system resize).
      case fixed(Motion)
      /// The sheet's visible height: bottom anchored to the screen (a person's detent drag).
      case tracksSheet
    }

    /// What the sheet's settled motion meant.
    enum Settling {
      /// Nothing: the wake was stale or the sheet was not moving toward a rest.
      case nothing
      /// The presentation finished.
      case presented
      /// A resize finished.
      case resized
      /// The dismissal finished: the content left the window.
      case dismissed
    }

    /// Where the sheet is and who moves it.
    public private(set) var stage: Stage = .offscreen
    /// The detent it is at, or goes to.
    public private(set) var detent: Detent
    /// The detents it allows.
    public private(set) var allowed: DetentSet
    /// The motion of its top edge.
    private(set) var top: Motion { didSet { awaitEnd(of: top) } }
    /// The content's laid-out height.
    private(set) var content: ContentLayout {
      didSet { if case .fixed(let motion) = content { awaitEnd(of: motion) } }
    }
    /// Advanced whenever the sheet's motion is replaced, so a stale settle does nothing.
    private(set) var generation = 0
    /// Advanced with each presentation, so a stale mount does nothing.
    private(set) var contentGeneration = 0
    /// Whether the content is in the window.
    public private(set) var contentInWindow = false
    /// Whether the real text field is mounted.
    public private(set) var composerMounted = false
    /// Whether the prewarm field is part of the content.
    public private(set) var prewarmMounted = false
    /// Whether the prewarm field is in the window.
    public private(set) var prewarmInWindow = false
    /// The earliest end of a motion assigned since the last ``settle(at:)``.
    private(set) var nextSettle = Ticks(.max)

    init(device: Device, options: ControllerOptions, fullScreen: Bool) {
      detent = options.initialDetentSelection
      allowed = options.allowedDetents
      top = .rest(device.height)
      content = .fixed(.rest(device.height - device.sheetTop(at: options.initialDetentSelection)))
      if fullScreen {
        // A full-screen container is on display from the start, its field mounted.
        stage = .resting
        detent = .large
        top = .rest(0)
        content = .fixed(.rest(device.height))
        contentInWindow = true
        composerMounted = true
      }
    }

    private mutating func awaitEnd(of motion: Motion) {
      if let end = motion.end, end < nextSettle { nextSettle = end }
    }

    /// Whether neither the sheet nor its content moves.
    var isAtRest: Bool {
      guard case .rest = top else { return false }
      switch content {
      case .fixed(.rest), .tracksSheet: return true
      case .fixed: return false
      }
    }

    /// The sheet's top edge at `time`.
    func topValue(at time: Ticks) -> Double { top.value(at: time) }

    /// Where the sheet's top edge comes to rest, or is now when a finger holds it.
    func restingTop(at time: Ticks) -> Double { top.target ?? top.value(at: time) }

    /// The content's laid-out height at `time`; `top`, when given, is the sheet's top then.
    func contentHeight(at time: Ticks, screenHeight: Double, top: Double? = nil) -> Double {
      switch content {
      case .fixed(let motion): motion.value(at: time)
      case .tracksSheet: screenHeight - (top ?? self.top.value(at: time))
      }
    }

    /// Whether the sheet and its content are still at `time`, resting: the layout's position is
    /// then the app's doing alone.
    func isSettled(at time: Ticks) -> Bool {
      let contentMoving: Bool =
        switch content {
        case .fixed(.rest), .tracksSheet: false
        case .fixed(let motion): motion.isMoving(at: time)
        }
      return stage == .resting && !contentMoving && !top.isMoving(at: time)
    }

    /// Replaces motions that have come to rest by `now` with rests.
    mutating func settle(at now: Ticks) {
      nextSettle = Ticks(.max)
      top.settle(at: now)
      if case .fixed(var motion) = content {
        motion.settle(at: now)
        content = .fixed(motion)
      }
    }

    /// Starts the presentation at `detent`: the sheet springs up from below the screen, its
    /// content (and the prewarm, when mounted) enters the window, and the real field mounts after
    /// the platform's mount delay, or at once when it is part of the first render.
    mutating func present(
      at detent: Detent, allowed: DetentSet, now: Ticks, id: Int, setup: WorldConfiguration,
      outbox: inout Outbox
    ) {
      let device = setup.platform.device
      self.detent = detent
      self.allowed = allowed
      let target = device.sheetTop(at: detent)
      top = .spring(
        from: device.height, to: target, velocity: 0, start: now, curve: setup.sheetCurve)
      content = .fixed(.rest(device.height - target))
      stage = .presenting
      generation += 1
      contentGeneration += 1
      contentInWindow = true
      if let window = setup.platform.contentMountWindow {
        outbox.schedule(
          .contentMount(generation: contentGeneration),
          nominal: now + setup.platform.contentMountDelay, earliest: now + window.lowerBound,
          latest: now + window.upperBound, cause: id)
      } else {
        composerMounted = true
        outbox.emit(.contentDidMount, at: now, cause: id)
      }
      outbox.emit(.contentDidAppear, at: now, cause: id)
      if prewarmMounted {
        prewarmInWindow = true
        outbox.emit(.prewarmDidMoveToWindow, at: now, cause: id)
      }
      scheduleSettle(at: now, setup: setup, cause: id, outbox: &outbox)
    }

    private func scheduleSettle(
      at now: Ticks, setup: WorldConfiguration, cause: Int?, outbox: inout Outbox
    ) {
      outbox.schedule(
        .sheetSettled(generation: generation), at: now + Ticks(setup.sheetCurve.settleTicks),
        cause: cause)
    }

    /// Renders the prewarm field into the content; it enters the window at once if the content
    /// is there.
    mutating func mountPrewarm(now: Ticks, id: Int, outbox: inout Outbox) {
      prewarmMounted = true
      if contentInWindow && !prewarmInWindow {
        prewarmInWindow = true
        outbox.emit(.prewarmDidMoveToWindow, at: now, cause: id)
      }
    }

    /// Removes the prewarm field from the content.
    mutating func unmountPrewarm() {
      prewarmMounted = false
      prewarmInWindow = false
    }

    /// The real field finishes mounting, unless the content it belongs to has gone.
    mutating func finishMount(generation: Int, now: Ticks, cause: Int?, outbox: inout Outbox) {
      guard generation == contentGeneration, contentInWindow else { return }
      composerMounted = true
      outbox.emit(.contentDidMount, at: now, cause: cause)
    }

    /// Starts the dismissal: the sheet springs down from where it is, its content keeping its
    /// height.
    mutating func beginDismissal(
      now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      let device = setup.platform.device
      stage = .dismissing
      top = top.retargeted(to: device.height, at: now, curve: setup.sheetCurve)
      content = .fixed(.rest(contentHeight(at: now, screenHeight: device.height)))
      generation += 1
      scheduleSettle(at: now, setup: setup, cause: cause, outbox: &outbox)
    }

    /// The sheet's current motion has settled: a presentation ends, a resize comes to rest, or
    /// the dismissal ends and the content leaves the window.
    mutating func finishMotion(
      generation: Int, now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) -> Settling {
      guard generation == self.generation else { return .nothing }
      let device = setup.platform.device
      switch stage {
      case .presenting:
        stage = .resting
        outbox.emit(.sheetDidSettle, at: now, cause: cause)
        return .presented
      case .resizingBySystem:
        // The hosted content kept its old height while the sheet grew; it is laid out again now,
        // with the same spring: the "ride up and settle back" of a shoved medium sheet
        // (<doc:PlatformFacts#Medium-detent-shove>).
        stage = .resting
        if case .fixed(let motion) = content {
          let target = device.height - restingTop(at: now)
          content = .fixed(motion.retargeted(to: target, at: now, curve: setup.sheetCurve))
        }
        return .resized
      case .resizingByUser:
        stage = .resting
        content = .fixed(.rest(contentHeight(at: now, screenHeight: device.height)))
        return .resized
      case .dismissing:
        stage = .offscreen
        top = .rest(device.height)
        contentInWindow = false
        composerMounted = false
        unmountPrewarm()
        return .dismissed
      case .offscreen, .resting, .dragging:
        return .nothing
      }
    }

    /// A dismiss drag begins: the sheet follows the finger at `velocity` (pt/s).
    mutating func beginDrag(velocity: Double, now: Ticks, device: Device) {
      stage = .dragging
      top = .linear(from: top.value(at: now), velocity: velocity, start: now)
      content = .fixed(.rest(contentHeight(at: now, screenHeight: device.height)))
      generation += 1
    }

    /// A dismiss drag ends without dismissing: the sheet springs back to its detent.
    mutating func cancelDrag(
      now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      let device = setup.platform.device
      stage = .resizingByUser
      content = .fixed(.rest(contentHeight(at: now, screenHeight: device.height)))
      top = top.retargeted(to: device.sheetTop(at: detent), at: now, curve: setup.sheetCurve)
      generation += 1
      scheduleSettle(at: now, setup: setup, cause: cause, outbox: &outbox)
    }

    /// Whether the person can drag the sheet to `target` now.
    func canDrag(to target: Detent) -> Bool {
      stage == .resting && allowed.allows(target) && target != detent
    }

    /// A person's drag to another detent: the sheet follows with its content bottom-anchored.
    mutating func drag(
      to target: Detent, now: Ticks, id: Int, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      detent = target
      stage = .resizingByUser
      top = top.retargeted(
        to: setup.platform.device.sheetTop(at: target), at: now, curve: setup.sheetCurve)
      content = .tracksSheet
      generation += 1
      scheduleSettle(at: now, setup: setup, cause: id, outbox: &outbox)
    }

    /// Whether a resting sheet below its largest allowed detent could grow to it.
    var largerDetent: Detent? {
      guard stage == .resting, let largest = allowed.largest, detent < largest else { return nil }
      return largest
    }

    /// The system grows the sheet to `largest`; the content keeps its laid-out height until the
    /// sheet settles (<doc:PlatformFacts#Medium-detent-shove>).
    mutating func grow(
      to largest: Detent, now: Ticks, cause: Int?, setup: WorldConfiguration, outbox: inout Outbox
    ) {
      stage = .resizingBySystem
      detent = largest
      top = top.retargeted(
        to: setup.platform.device.sheetTop(at: largest), at: now, curve: setup.sheetCurve)
      generation += 1
      scheduleSettle(at: now, setup: setup, cause: cause, outbox: &outbox)
      outbox.emit(.detentDidChange(largest), at: now, cause: cause)
    }

    /// Whether `wake`, one of the sheet's, would still do something now.
    func isLive(_ wake: WorldWake) -> Bool {
      switch wake {
      case .contentMount(let generation): generation == contentGeneration && contentInWindow
      case .sheetSettled(let generation): generation == self.generation
      case .dragReleased(let generation, _): generation == self.generation && stage == .dragging
      default: false
      }
    }
  }
}
