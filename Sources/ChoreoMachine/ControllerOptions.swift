import ChoreoCore

/// The pieces of the sheet-and-keyboard pattern, each one an option of the controller.
///
/// Every naive approach in the pattern's table (<doc:ThePattern#Why-naive-approaches-fail>) is this
/// same controller with one piece switched off or wired wrong; ``pattern`` is the four pieces plus
/// exit symmetry (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
public struct ControllerOptions: Hashable, Sendable {
  /// When the controller first sets the real field's focus.
  public enum FocusTrigger: Hashable, Sendable, CustomStringConvertible {
    /// In `.task` / `.onAppear`, as the presentation begins.
    case onAppear
    /// A fixed wall-clock delay after the content appears (`Task.sleep`, `asyncAfter`).
    case afterDelay(Ticks)
    /// As soon as the real field is mounted.
    case onContentMount
    /// Never: the person taps the field (a sheet that does not auto-focus).
    case manual
    /// SwiftUI's `.defaultFocus`: the system focuses the field as it mounts, with no code of the
    /// app's to retry it.
    case defaultFocus

    /// The delay of `afterDelay`, zero otherwise.
    public var delay: Ticks {
      if case .afterDelay(let delay) = self { delay } else { .zero }
    }

    /// `onAppear`, `afterDelay(400.0 ms)`, `onContentMount` or `manual`.
    public var description: String {
      switch self {
      case .onAppear: "onAppear"
      case .afterDelay(let delay): "afterDelay(\(delay) ms)"
      case .onContentMount: "onContentMount"
      case .manual: "manual"
      case .defaultFocus: "defaultFocus"
      }
    }
  }

  /// What the controller does when focus has not landed after an attempt.
  public enum RetryPolicy: Hashable, Sendable, CustomStringConvertible {
    /// Nothing: one attempt.
    case none
    /// Try again up to `count` more times, `interval` apart, while focus has not landed.
    case upTo(Int, every: Ticks)

    /// `none` or `upTo(3, every 100.0 ms)`.
    public var description: String {
      switch self {
      case .none: "none"
      case .upTo(let count, let interval): "upTo(\(count), every \(interval) ms)"
      }
    }

    /// How many retries are allowed after the first attempt.
    public var retries: Int {
      if case .upTo(let count, _) = self { count } else { 0 }
    }
  }

  /// When the prewarm responder is removed.
  public enum PrewarmRetirement: String, CaseIterable, Hashable, Sendable {
    /// Only once the real field's focus is observed to land (`onChange(of: focused)`).
    case whenFocusLands
    /// As soon as the handoff is attempted, whether or not focus landed.
    case whenHandoffAttempted
  }

  /// Which detent an auto-focused open presents at.
  public enum AutoOpenDetent: String, CaseIterable, Hashable, Sendable {
    /// Always the large detent, written back into the selection.
    case forceLarge
    /// Whatever the presenter's detent selection holds.
    case selection
  }

  /// How focus-collapsing bottom accessories behave during the auto-open.
  public enum AccessoryPolicy: String, CaseIterable, Hashable, Sendable {
    /// Rendered collapsed from the first frame while the auto-focus is pending.
    case frozenDuringAutoOpen
    /// Expanded until focus lands, then collapsed.
    case collapseWhenFocusLands
  }

  /// When the close control clears focus.
  public enum CloseFocus: String, CaseIterable, Hashable, Sendable {
    /// `focused = false; onClose()` in the same transaction.
    case clearFocusThenDismiss
    /// Dismiss first; focus is cleared when the sheet is gone.
    case clearFocusAfterDismissal
    /// `focused = false`, then dismiss ``ControllerOptions/closeDismissDelay`` later: the common
    /// workaround that makes the keyboard and the sheet leave as two motions.
    case clearFocusThenDismissAfterDelay
  }

  /// Mount a UIKit prewarm responder that takes the keyboard during the presentation (piece 1).
  public var usesPrewarm: Bool
  /// The prewarm's alpha; at 0.01 or below UIKit refuses it first responder
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>: draw at 0.02).
  public var prewarmAlpha: Double
  /// Keyboard traits of the prewarm responder
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>: must match the real field's).
  public var prewarmTraits: KeyboardTraits
  /// Keyboard traits of the real field.
  public var composerTraits: KeyboardTraits
  /// When focus is first set on the real field (piece 2).
  public var focusTrigger: FocusTrigger
  /// Retries while focus has not landed (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>:
  /// up to three).
  public var retry: RetryPolicy
  /// When the prewarm is retired (piece 2: only when focus lands).
  public var prewarmRetirement: PrewarmRetirement
  /// Which detent the auto-focused open uses (piece 3: large).
  public var autoOpenDetent: AutoOpenDetent
  /// The presenter's detent selection before the first presentation.
  public var initialDetentSelection: Detent
  /// The detents the sheet allows (`presentationDetents`).
  public var allowedDetents: DetentSet
  /// Reset the detent selection to large when the sheet disappears
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
  public var resetsDetentSelectionOnDisappear: Bool
  /// How bottom accessories behave (piece 4: frozen from the first frame).
  public var accessories: AccessoryPolicy
  /// Exit symmetry: when the close control clears focus.
  public var closeFocus: CloseFocus
  /// For ``CloseFocus/clearFocusThenDismissAfterDelay``: how long after clearing focus the close
  /// control dismisses (300 ms, the "few hundred milliseconds" apps wait).
  public var closeDismissDelay: Ticks
  /// Reset the pending flag when the sheet disappears, as a fresh view per presentation does
  /// (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
  public var resetsPendingOnDisappear: Bool
  /// Tell the person when the retries are exhausted and focus never landed.
  public var surfacesFocusFailure: Bool

  /// Options with every field given; defaults are the full pattern.
  public init(
    usesPrewarm: Bool = true,
    prewarmAlpha: Double = 0.02,
    prewarmTraits: KeyboardTraits = .standard,
    composerTraits: KeyboardTraits = .standard,
    focusTrigger: FocusTrigger = .afterDelay(Ticks(milliseconds: 400)),
    retry: RetryPolicy = .upTo(3, every: Ticks(milliseconds: 100)),
    prewarmRetirement: PrewarmRetirement = .whenFocusLands,
    autoOpenDetent: AutoOpenDetent = .forceLarge,
    initialDetentSelection: Detent = .large,
    allowedDetents: DetentSet = [.medium, .large],
    resetsDetentSelectionOnDisappear: Bool = true,
    accessories: AccessoryPolicy = .frozenDuringAutoOpen,
    closeFocus: CloseFocus = .clearFocusThenDismiss,
    closeDismissDelay: Ticks = Ticks(milliseconds: 300),
    resetsPendingOnDisappear: Bool = true,
    surfacesFocusFailure: Bool = false
  ) {
    self.usesPrewarm = usesPrewarm
    self.prewarmAlpha = prewarmAlpha
    self.prewarmTraits = prewarmTraits
    self.composerTraits = composerTraits
    self.focusTrigger = focusTrigger
    self.retry = retry
    self.prewarmRetirement = prewarmRetirement
    self.autoOpenDetent = autoOpenDetent
    self.initialDetentSelection = initialDetentSelection
    self.allowedDetents = allowedDetents
    self.resetsDetentSelectionOnDisappear = resetsDetentSelectionOnDisappear
    self.accessories = accessories
    self.closeFocus = closeFocus
    self.closeDismissDelay = closeDismissDelay
    self.resetsPendingOnDisappear = resetsPendingOnDisappear
    self.surfacesFocusFailure = surfacesFocusFailure
  }

  /// The full pattern: prewarm at alpha 0.02, handoff about 400 ms after appear with up to three
  /// retries, prewarm retired when focus lands, large detent, frozen accessories, close clears
  /// focus and dismisses together (<doc:ThePattern#The-sheet-with-an-auto-focused-composer>).
  public static let pattern = ControllerOptions()
}
