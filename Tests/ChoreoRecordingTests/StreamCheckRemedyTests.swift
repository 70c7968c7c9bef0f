import ChoreoRecorder
import ChoreoRecording
import Testing

/// Every quirk of a notification stream tells a developer what to write.
@Suite("Stream check remedies")
struct StreamCheckRemedyTests {
  @Test("every stream check has a UIKit and a SwiftUI remedy with code and a web source")
  func everyKindHasRemedies() {
    for kind in StreamCheck.Kind.allCases {
      #expect(kind.remedies.contains { $0.framework == .uiKit }, "\(kind) has no UIKit remedy")
      #expect(kind.remedies.contains { $0.framework == .swiftUI }, "\(kind) has no SwiftUI remedy")
      for remedy in kind.remedies {
        #expect(!remedy.code.isEmpty && remedy.source.link.hasPrefix("https://"), "\(kind)")
      }
    }
  }
}
