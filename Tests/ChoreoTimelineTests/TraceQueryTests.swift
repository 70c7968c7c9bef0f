import ChoreoTestSupport
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
    return builder.build()
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
