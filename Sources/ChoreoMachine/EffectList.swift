/// The effects of one transition, in order, stored inline so that a transition allocates nothing.
///
/// Its capacity, ``capacity``, bounds what one event can emit: one rule fires per region, and a
/// test checks that no event's rules, one per region, list more effects than that.
public struct EffectList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// The most effects one transition holds.
  public static let capacity = 8

  private var storage: (Effect, Effect, Effect, Effect, Effect, Effect, Effect, Effect) = (
    .dismiss, .dismiss, .dismiss, .dismiss, .dismiss, .dismiss, .dismiss, .dismiss
  )
  /// How many effects the list holds.
  public private(set) var count = 0

  /// An empty list.
  public init() {}

  /// The effects in the literal, in order; at most ``capacity``.
  public init(arrayLiteral effects: Effect...) {
    for effect in effects.prefix(Self.capacity) { append(effect) }
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// ``count``.
  public var endIndex: Int { count }

  /// The effect at `index`, in `0..<count`.
  public subscript(index: Int) -> Effect {
    precondition(index >= 0 && index < count, "an effect list has no effect at \(index)")
    return withUnsafeBytes(of: storage) {
      $0.load(fromByteOffset: index * MemoryLayout<Effect>.stride, as: Effect.self)
    }
  }

  /// Adds `effect` at the end; a list already at ``capacity`` keeps its effects and drops it,
  /// which the tables never make happen (see the type's documentation).
  public mutating func append(_ effect: Effect) {
    guard count < Self.capacity else { return }
    let offset = count * MemoryLayout<Effect>.stride
    withUnsafeMutableBytes(of: &storage) {
      $0.storeBytes(of: effect, toByteOffset: offset, as: Effect.self)
    }
    count += 1
  }

  /// Whether both hold the same effects in the same order.
  public static func == (lhs: EffectList, rhs: EffectList) -> Bool {
    lhs.elementsEqual(rhs)
  }

  /// Hashes the effects in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for effect in self { hasher.combine(effect) }
  }

  /// `[mountPrewarm, collapseAccessories]`.
  public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }
}
