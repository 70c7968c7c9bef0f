/// One named quantity a layout's position is made of, such as the tab bar's 49 pt or the 100 pt of
/// a view that lie below the screen, so that a finding about a gap or an overlap can say which
/// terms make it up and what was done with them.
public struct LayoutTerm: Hashable, Sendable, CustomStringConvertible {
  /// Where the quantity lies, which decides what counting it wrongly looks like.
  public enum Placement: String, CaseIterable, Hashable, Sendable {
    /// Inside the view, in its bottom safe area: the home indicator's strip, a translucent bar.
    case safeArea = "safe-area"
    /// On screen below the view's bottom: bars the view ends above.
    case belowView = "below-view"
    /// Part of the view below the screen's bottom, which no keyboard reaches.
    case belowScreen = "below-screen"
    /// A constant the app's code takes off what it measured.
    case subtracted
    /// Part of the keyboard's reported frame that is not on screen.
    case offScreenKeyboard = "off-screen-keyboard"
    /// Room the layout keeps for a keyboard it guessed.
    case reserved
    /// How far the docked keyboard at rest lifts the layout: the one term a layout can count
    /// several times over.
    case keyboard
    /// How much less a notification reported than the keyboard lifts: a short begin frame, a
    /// third-party keyboard's first report.
    case shortReport = "short-report"
    /// How far an undocked, floating keyboard would lift the layout if it were docked.
    case floatingKeyboard = "floating-keyboard"
  }

  /// What a finding says went wrong with a set of terms.
  public enum Symptom: Hashable, Sendable {
    /// The layout rests too high above the keyboard.
    case tooHigh
    /// The focused control rests under the keyboard.
    case covered
    /// The layout keeps room for a keyboard that is not docked.
    case phantom
  }

  /// What the quantity is, as a finding names it: `the tab bar`.
  public var name: String
  /// How many points it is.
  public var points: Double
  /// Where it lies.
  public var placement: Placement

  /// A term called `name` of `points`, lying at `placement`.
  public init(_ name: String, _ points: Double, _ placement: Placement) {
    self.name = name
    self.points = points
    self.placement = placement
  }

  /// `the tab bar's 49 pt`.
  public var description: String { "\(name)'s \(FixedPoint.compact(points)) pt" }

  /// The terms among `terms` whose points add up to `amount` within `tolerance`, fewest first
  /// and, among as few, earliest first; `nil` when no combination does.
  ///
  /// At most the first 8 terms with points are tried.
  public static func explaining(
    _ amount: Double, with terms: [LayoutTerm], tolerance: Double = 1
  ) -> [LayoutTerm]? {
    let usable = Array(terms.filter { $0.points > 0 }.prefix(8))
    var best: [LayoutTerm]?
    for mask in 1..<(1 << usable.count) {
      let chosen = usable.indices.filter { mask & (1 << $0) != 0 }.map { usable[$0] }
      let sum = chosen.reduce(0) { $0 + $1.points }
      if abs(sum - amount) <= tolerance, best.map({ chosen.count < $0.count }) ?? true {
        best = chosen
      }
    }
    return best
  }

  /// What made a `symptom` of `amount` points, in words, from the terms among `terms` that add
  /// up to it: `the tab bar's 49 pt and the bottom safe area's 34 pt, already below this view,
  /// counted again`; `nil` when no combination of terms explains it.
  ///
  /// The keyboard's own term may also count several times over, as a handler that adds each
  /// notification's height makes it: up to `showsHeard` times, the keyboard notifications that
  /// could each have added it once (at least 4, for a recording that holds none).
  public static func cause(
    of symptom: Symptom, amount: Double, among terms: [LayoutTerm], showsHeard: Int = 0
  ) -> String? {
    let candidates = terms.filter { $0.fits(symptom) }
    if let chosen = explaining(amount, with: candidates) {
      return phrase(symptom, chosen)
    }
    guard symptom != .covered,
      let keyboard = terms.first(where: { $0.placement == .keyboard && $0.points > 0 })
    else { return nil }
    for times in 2...max(4, showsHeard) where abs(amount - Double(times) * keyboard.points) <= 1 {
      switch symptom {
      case .tooHigh: return "\(keyboard) counted \(times + 1) times"
      case .phantom, .covered: return "\(times) times \(keyboard), held after the keyboard left"
      }
    }
    return nil
  }

  /// What `chosen`, the terms that add up to a `symptom`, did wrong.
  private static func phrase(_ symptom: Symptom, _ chosen: [LayoutTerm]) -> String {
    let listed = list(chosen.map(\.description))
    let all = { (placement: Placement) in chosen.allSatisfy { $0.placement == placement } }
    switch symptom {
    case .tooHigh:
      if all(.belowView) { return "\(listed), already below this view, counted again" }
      if all(.offScreenKeyboard) { return "\(listed), off the screen, counted as keyboard" }
      return "\(listed) counted again"
    case .covered:
      if chosen.count == 1, let term = chosen.first {
        switch term.placement {
        case .belowScreen:
          return "the view's bottom lies \(FixedPoint.compact(term.points)) pt below the screen"
        case .keyboard: return "nothing lifted the layout for \(term)"
        case .shortReport:
          return
            "\(term.name) reported \(FixedPoint.compact(term.points)) pt less than the keyboard"
        default: break
        }
      }
      if all(.subtracted) { return "\(listed) taken off with nothing there to clear" }
      return "\(listed) taken off though the keyboard covers it"
    case .phantom:
      if all(.keyboard) { return "\(listed), held after the keyboard left" }
      if all(.floatingKeyboard) { return "\(listed), counted as if it were docked" }
      return "\(listed), held whatever the keyboard does"
    }
  }

  /// Whether a mistake with this term can show as `symptom`.
  private func fits(_ symptom: Symptom) -> Bool {
    switch symptom {
    case .tooHigh: [.safeArea, .belowView, .offScreenKeyboard, .keyboard].contains(placement)
    case .covered:
      [.safeArea, .belowView, .belowScreen, .subtracted, .keyboard, .shortReport]
        .contains(placement)
    case .phantom:
      [.reserved, .safeArea, .offScreenKeyboard, .keyboard, .floatingKeyboard].contains(placement)
    }
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
