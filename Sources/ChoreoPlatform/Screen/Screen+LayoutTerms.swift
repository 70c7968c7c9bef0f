import ChoreoCore

extension Screen {
  /// Where this screen's view is on `platform`: its presentation context's frame, safe area and
  /// bars.
  public func viewContext(on platform: PlatformProfile) -> ViewContext {
    ViewContext(
      container, device: platform.device, geometry: platform.presentation,
      viewOffset: viewOffset)
  }

  /// The named quantities this screen's layout is made of on `platform`: its presentation context's
  /// bars, safe area and offset, a constant its handler takes off, room it reserves, a hardware
  /// keyboard's frame below the screen, and notifications that report less than the keyboard.
  ///
  /// Findings about a layout resting too high, covered or keeping phantom room name the ones that
  /// add up to what they measured.
  public func layoutTerms(on platform: PlatformProfile) -> [LayoutTerm] {
    let device = platform.device
    let context = viewContext(on: platform)
    var terms = context.terms
    if let handler, avoidance.usesHandler, handler.subtractsConstant > 0 {
      terms.append(
        LayoutTerm("the handler's hard-coded constant", handler.subtractsConstant, .subtracted))
    }
    if avoidance == .reservesFixedHeight {
      let reserved = (reservedHeight ?? device.keyboardHeight) - context.safeAreaBottom
      terms.append(LayoutTerm("the reserved height", reserved, .reserved))
    }
    if platform.hardwareKeyboard, let bar = platform.stream.shortcutBarHeight {
      terms.append(
        LayoutTerm(
          "the hardware keyboard's frame below the screen", device.keyboardHeight - bar,
          .offScreenKeyboard))
    }
    guard platform.showsKeyboardForFocus else { return terms }
    // How far a docked keyboard `height` tall lifts the layout at rest.
    func lift(_ height: Double) -> Double {
      let top = device.keyboardTop(height: height)
      return max(
        0, context.bottom + context.shift(forKeyboardTop: top) - context.safeAreaBottom - top)
    }
    let onScreen =
      platform.hardwareKeyboard ? platform.stream.shortcutBarHeight ?? 0 : device.keyboardHeight
    let stream = platform.stream
    if let begin = stream.firstBeginHeight {
      let short = lift(onScreen) - lift(begin)
      terms.append(LayoutTerm("the first show's begin frame", short, .shortReport))
    }
    if platform.suggestionBarDelay != nil, device.suggestionBarHeight > 0 {
      // The show is posted before the suggestion bar arrives, as a later frame change.
      let short = lift(onScreen) - lift(onScreen - device.suggestionBarHeight)
      terms.append(
        LayoutTerm("the show before the suggestion bar arrived", short, .shortReport))
    }
    if let initial = stream.initialHeight {
      let short = lift(onScreen) - lift(initial)
      terms.append(LayoutTerm("the keyboard's first notification", short, .shortReport))
    }
    if device.idiom == .pad {
      let floating = max(0, platform.floatingKeyboardHeight - context.safeAreaBottom)
      terms.append(LayoutTerm("the floating keyboard", floating, .floatingKeyboard))
    }
    // Last, so that a term that says more wins a tie.
    terms.append(LayoutTerm("the keyboard", lift(onScreen), .keyboard))
    return terms
  }
}
