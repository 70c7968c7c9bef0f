extension Sequence {
  /// The elements grouped by `key`, groups in the order their keys first appear and members in
  /// sequence order; elements whose key is `nil` are left out.
  ///
  /// ```swift
  /// [3, 1, 4, 1, 5].grouped(inOrderBy: { $0 % 2 == 0 ? "even" : "odd" })
  /// // [("odd", [3, 1, 1, 5]), ("even", [4])]
  /// ```
  @inlinable
  public func grouped<Key: Hashable>(inOrderBy key: (Element) -> Key?) -> [(
    key: Key, members: [Element]
  )] {
    var groups: [(key: Key, members: [Element])] = []
    var positions: [Key: Int] = [:]
    for element in self {
      guard let key = key(element) else { continue }
      if let position = positions[key] {
        groups[position].members.append(element)
      } else {
        positions[key] = groups.count
        groups.append((key, [element]))
      }
    }
    return groups
  }
}
