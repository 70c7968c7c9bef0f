import ChoreoTestSupport
import Choreography
import Testing

@testable import ChoreoTimeline

@Suite("Trace queries")
struct TraceQueryTests {
  /// Four entries: a present, what it caused, and an unrelated focus event.
  func trace() -> Trace {
    var builder = TraceBuilder()
    let present = builder.add(.user(.present), ms: 0)
    let appear = builder.add(.event(.contentDidAppear), ms: 0, cause: present)
    builder.add(.event(.contentDidMount), ms: 100, cause: appear)
    builder.add(.event(.focusDidLand), ms: 200)
    builder.addFrames(5) { index, frame in frame.accessoryHeight = index == 3 ? 0 : 44 }
    return builder.build()
  }

  @Test("positions are the entries that match, in order")
  func positions() {
    let trace = trace()
    #expect(trace.positions { $0.controllerEvent != nil } == [0, 1, 2, 3])
    #expect(trace.positions { if case .event = $0.happening { true } else { false } } == [1, 2, 3])
    #expect(trace.positions { _ in false }.isEmpty)
  }

  @Test("frame indices pair each frame with the one before it, and never include frame 0")
  func frameIndices() {
    let trace = trace()
    let changes = trace.frameIndices { $0.accessoryHeight != $1.accessoryHeight }
    #expect(changes == [3, 4])
    #expect(trace.frameIndices { _, _ in true } == [1, 2, 3, 4])
  }

  @Test("a causal chain is walked back to its root, and asked without being collected")
  func causalChain() {
    let trace = trace()
    #expect(trace.causalChain(of: 2).map(\.id) == [2, 1, 0])
    #expect(
      trace.causalChain(of: 2) { if case .user(.present) = $0.happening { true } else { false } })
    #expect(!trace.causalChain(of: 3) { if case .user = $0.happening { true } else { false } })
  }
}
