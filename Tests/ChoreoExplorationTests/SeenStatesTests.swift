import Testing

@testable import ChoreoExploration

/// A key whose fingerprint is given, so that unequal keys can share one.
private struct Probe: Fingerprinted {
  var value: Int
  var fingerprint: Int
}

/// How unequal probes' fingerprints collide.
enum Collision: String, CaseIterable, Sendable {
  case sameFingerprint = "same fingerprint"
  case sameLowBits = "same low bits"
  case distinct
  case negative

  func fingerprint(of value: Int) -> Int {
    switch self {
    case .sameFingerprint: 7
    case .sameLowBits: value << 40
    case .distinct: value
    case .negative: -value
    }
  }
}

@Suite("Seen states")
struct SeenStatesTests {
  @Test("a key is new once, and an equal one is not")
  func newOnce() {
    var seen = SeenStates<Probe>(capacity: 4)
    let first = seen.insert(Probe(value: 1, fingerprint: 10))
    let second = seen.insert(Probe(value: 2, fingerprint: 20))
    let again = seen.insert(Probe(value: 1, fingerprint: 10))
    #expect(first && second && !again)
    #expect(seen.count == 2)
  }

  @Test(
    "unequal keys are told apart whatever their fingerprints share", arguments: Collision.allCases)
  func collisions(collision: Collision) {
    var seen = SeenStates<Probe>(capacity: 2)
    let probes = (0..<200).map { Probe(value: $0, fingerprint: collision.fingerprint(of: $0)) }
    let new = probes.map { seen.insert($0) }
    // The table grew well past its first size and still finds every key.
    let again = probes.map { seen.insert($0) }
    #expect(new.allSatisfy { $0 })
    #expect(again.allSatisfy { !$0 })
    #expect(seen.count == 200)
  }
}
