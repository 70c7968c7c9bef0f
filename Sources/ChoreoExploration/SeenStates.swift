/// The states one frame of an exploration has reached.
///
/// It is a hash table that answers one question: is this state new? An exploration asks it once
/// for every branch it tries, so it is built for that: keys live in one array, in the order they
/// came, and an open-addressing table of slots points into it, each slot holding the key's
/// position and part of its fingerprint (``Fingerprinted``), so that a probe compares two keys
/// only when their fingerprints agree. The fingerprint is a cheap deterministic mix, not a seeded
/// hash (`Set` hashes a key with SipHash and copies it twice), and a key is moved once, into the
/// array.
struct SeenStates<Key: Fingerprinted> {
  /// The keys, in the order they were inserted.
  private var keys: [Key] = []
  /// Open-addressing slots: 0 when empty, else the key's position plus one in the low 32 bits
  /// and its fingerprint's high 32 bits above them.
  private var slots: [UInt64]
  /// The number of slots minus one; the count of slots is a power of two.
  private var mask: Int

  /// Bytes kept for each state: its key, and two slots (the table is kept at most half full).
  static var bytesPerState: Int { MemoryLayout<Key>.stride + 2 * MemoryLayout<UInt64>.stride }

  /// An empty set with room for `capacity` states before it grows.
  init(capacity: Int) {
    var count = 16
    while count < 2 * capacity { count *= 2 }
    slots = Array(repeating: 0, count: count)
    mask = count - 1
    keys.reserveCapacity(capacity)
  }

  /// The number of states.
  var count: Int { keys.count }

  /// Adds `key` unless an equal one is there; returns whether it was new.
  ///
  /// - Complexity: O(1) on average.
  mutating func insert(_ key: consuming Key) -> Bool {
    if 2 * (keys.count + 1) > slots.count { grow() }
    let mixed = Self.spread(key.fingerprint)
    let tag = mixed & 0xFFFF_FFFF_0000_0000
    var slot = Int(truncatingIfNeeded: mixed) & mask
    while slots[slot] != 0 {
      let entry = slots[slot]
      if entry & 0xFFFF_FFFF_0000_0000 == tag, keys[Int(entry & 0xFFFF_FFFF) - 1] == key {
        return false
      }
      slot = (slot + 1) & mask
    }
    keys.append(key)
    slots[slot] = tag | UInt64(keys.count)
    return true
  }

  /// Doubles the table and places every key again.
  private mutating func grow() {
    let count = slots.count * 2
    var grown = [UInt64](repeating: 0, count: count)
    let newMask = count - 1
    for entry in slots where entry != 0 {
      // The slot keeps the fingerprint's high half only; the low half comes from the key.
      let position = Int(entry & 0xFFFF_FFFF) - 1
      var slot = Int(truncatingIfNeeded: Self.spread(keys[position].fingerprint)) & newMask
      while grown[slot] != 0 { slot = (slot + 1) & newMask }
      grown[slot] = entry
    }
    slots = grown
    mask = newMask
  }

  /// Spreads a fingerprint's bits over all 64 (the finaliser of SplitMix64), so that nearby
  /// fingerprints land in distant slots.
  private static func spread(_ fingerprint: Int) -> UInt64 {
    var bits = UInt64(bitPattern: Int64(fingerprint))
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return bits ^ (bits >> 31)
  }
}
