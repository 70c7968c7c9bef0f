#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Forwards the display link's calls, which need an Objective-C target, to the recorder.
  final class LinkTarget: NSObject {
    let action: @MainActor (CADisplayLink) -> Void

    init(_ action: @escaping @MainActor (CADisplayLink) -> Void) {
      self.action = action
    }

    @MainActor @objc func tick(_ link: CADisplayLink) { action(link) }
  }
#endif
