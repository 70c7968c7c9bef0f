import ChoreoCore
import ChoreoTestSupport
import Testing

@testable import ChoreoPlatform

/// Each part of the simulated platform on its own: what it announces and how its state moves,
/// without the world around it.
@Suite("World parts")
struct WorldPartsTests {
  let setup = WorldConfiguration(
    platform: .standard, layout: .standard, screen: .sheetComposer, options: .pattern)
  let device = PlatformProfile.standard.device

  /// The outputs an outbox holds, as events and wakes in order.
  func outputs(_ outbox: World.Outbox) -> [String] {
    outbox.emissions.map { emission in
      switch emission.output {
      case .event(let event, let time): "\(time) \(event.kind)"
      case .wake(let wake, let time): "\(time) wake \(wake.kind.rawValue)"
      case .windowedWake(let wake, let nominal, let earliest, let latest):
        "\(nominal) window \(wake.kind.rawValue) \(earliest)...\(latest)"
      }
    }
  }

  @Test("a sheet presents, settles, and leaves; a settle of a replaced motion does nothing")
  func sheet() {
    var sheet = World.Sheet(device: device, options: .pattern, fullScreen: false)
    var outbox = World.Outbox()
    sheet.present(
      at: .large, allowed: [.medium, .large], now: .zero, id: 0, setup: setup, outbox: &outbox)
    #expect(sheet.stage == .presenting && sheet.contentInWindow && !sheet.composerMounted)
    #expect(
      outputs(outbox) == [
        "100.0 window contentMount 0.0...600.0", "0.0 contentDidAppear",
        "500.0 wake sheetSettled",
      ])
    var settle = World.Outbox()
    #expect(
      sheet.finishMotion(generation: 0, now: .zero, cause: nil, setup: setup, outbox: &settle)
        == .nothing)
    #expect(
      sheet.finishMotion(
        generation: 1, now: Ticks(milliseconds: 500), cause: nil, setup: setup, outbox: &settle)
        == .presented)
    #expect(outputs(settle) == ["500.0 sheetDidSettle"])
    #expect(sheet.topValue(at: Ticks(milliseconds: 2000)) == device.sheetTop(at: .large))
    var leave = World.Outbox()
    sheet.beginDismissal(now: Ticks(milliseconds: 2000), cause: nil, setup: setup, outbox: &leave)
    #expect(
      sheet.finishMotion(
        generation: 2, now: Ticks(milliseconds: 2500), cause: nil, setup: setup, outbox: &leave)
        == .dismissed)
    #expect(sheet.stage == .offscreen && !sheet.contentInWindow)
  }

  @Test("the keyboard shows for a responder, says so when its spring settles, and hides for none")
  func keyboard() {
    var keyboard = World.Keyboard(device: device)
    var outbox = World.Outbox()
    let inset = keyboard.follow(
      .composer, traits: .standard, now: .zero, cause: 7, setup: setup, outbox: &outbox)
    #expect(keyboard.presence == .showing && keyboard.owner == .composer)
    #expect(outputs(outbox) == ["500.0 wake keyboardSettled", "0.0 keyboardWillShow"])
    if case .spring(let target) = inset {
      #expect(target == device.keyboardHeight)
    } else {
      Issue.record("a show moves the avoidance inset with the keyboard's spring")
    }
    var settled = World.Outbox()
    keyboard.finishAnimation(
      generation: 1, now: Ticks(milliseconds: 500), cause: 7, setup: setup, outbox: &settled)
    #expect(keyboard.presence == .shown && outputs(settled) == ["500.0 keyboardDidShow"])
    var hide = World.Outbox()
    _ = keyboard.follow(
      nil, traits: nil, now: Ticks(milliseconds: 600), cause: 8, setup: setup, outbox: &hide)
    #expect(keyboard.presence == .hiding)
    #expect(outputs(hide) == ["1100.0 wake keyboardSettled", "600.0 keyboardWillHide"])
  }

  @Test("a cold keyboard waits out its start latency before it rises")
  func keyboardLatency() {
    var platform = PlatformProfile.standard
    platform.keyboardStartLatency = Ticks(milliseconds: 2000)
    let cold = WorldConfiguration(
      platform: platform, layout: .standard, screen: .sheetComposer, options: .pattern)
    var keyboard = World.Keyboard(device: device)
    var outbox = World.Outbox()
    _ = keyboard.follow(
      .composer, traits: .standard, now: .zero, cause: 1, setup: cold, outbox: &outbox)
    #expect(keyboard.presence == .starting && outputs(outbox) == ["2000.0 wake keyboardStart"])
    #expect(keyboard.isLive(.keyboardStart(generation: 1)))
  }

  @Test("a focus request lands once, within the platform's landing window")
  func responders() {
    var responders = World.Responders()
    var outbox = World.Outbox()
    responders.scheduleLanding(now: .zero, cause: 3, platform: .standard, outbox: &outbox)
    #expect(responders.isLandingPending && responders.hasFocusRequest)
    #expect(outputs(outbox) == ["8.3 window focusLanding 8.3...16.7"])
    let stale = responders.land(generation: 0)
    let current = responders.land(generation: 1)
    let again = responders.land(generation: 1)
    #expect(!stale && current && !again)
  }

  @Test("the app's observers run once per registration and stop when the screen goes away")
  func appScreen() {
    var screen = Screen.sheetComposer
    screen.avoidance = .handler
    screen.handler = KeyboardHandler(
      registeredIn: [.viewDidLoad, .viewWillAppear], removal: .viewWillDisappear)
    let handled = WorldConfiguration(
      platform: .standard, layout: .standard, screen: screen, options: .pattern)
    var part = World.AppScreen(setup: handled)
    part.prepareForPresentation(setup: handled)
    #expect(part.observerCount == 2)
    var outbox = World.Outbox()
    let frame = Rect(x: 0, y: 516, width: 393, height: 336)
    let note = KeyboardNotification(beginFrame: frame, endFrame: frame, duration: 0.25, curve: 7)
    let ran = part.notifyObservers(
      .willShow, note, at: .zero, cause: 4, fieldFocused: true, setup: handled, outbox: &outbox)
    #expect(ran)
    #expect(outbox.reports.count == 2 && part.appKeyboardVisible)
    part.disappear(handler: screen.handler)
    #expect(!part.isVisible && part.observerCount == 0)
    part.reappear(handler: screen.handler)
    #expect(part.isVisible && part.observerCount == 1)
  }

  @Test("a finger follows its path and lifts at its last point")
  func finger() {
    var finger = World.Finger()
    let path = FingerPath([.init(ms: 0, y: 300), .init(ms: 100, y: 500)])
    let first = finger.touchDown(path, now: .zero)
    #expect(first?.y == 300)
    #expect(finger.isDown && finger.y(at: Ticks(milliseconds: 50)) == 400)
    guard
      case .lift(let velocity, let carried) = finger.reach(
        1, generation: 1, now: Ticks(milliseconds: 100))
    else {
      Issue.record("the last point lifts the finger")
      return
    }
    #expect(velocity == 2000 && !carried && !finger.isDown)
  }
}
