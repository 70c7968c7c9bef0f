import ChoreoCore
import ChoreoDetectors
import ChoreoMachine
import ChoreoPlatform
import ChoreoScenarios
import ChoreoTestSupport
import ChoreoTimeline
import Testing

/// Each departure of the notification stream against the notifications it must post: how many,
/// in which order, and with what payload (<doc:PlatformFacts#Notification-stream>).
@Suite("The keyboard's notification stream")
struct KeyboardStreamTests {
  /// One keyboard notification of a run.
  struct Posted: Equatable, CustomStringConvertible {
    var time: Double
    var name: KeyboardNotificationName
    var note: KeyboardNotification
    var description: String { "\(time) \(name) \(note)" }
  }

  func notifications(of scenario: Scenario) -> [Posted] {
    var simulation = Simulation(scenario: scenario)
    return simulation.run().entries.compactMap { entry in
      guard let event = entry.controllerEvent, let name = KeyboardNotificationName(event),
        let note = event.keyboardNotification
      else { return nil }
      return Posted(time: entry.time.milliseconds, name: name, note: note)
    }
  }

  func chat(_ stream: KeyboardStream, platform: PlatformProfile = .standard) -> Scenario {
    var scenario = BuiltInScenarios.chatPayloadCurve
    scenario.platform = platform
    scenario.platform.stream = stream
    return scenario
  }

  @Test("the plain stream is one willShow and one didShow, one willHide and one didHide")
  func plain() {
    let names = notifications(of: chat(.plain)).map(\.name)
    #expect(names == [.willShow, .didShow, .willHide, .didHide])
  }

  @Test(
    "a first-show burst posts overlapping cycles on the first show only, each beginning off screen")
  func burst() {
    let posted = notifications(of: BuiltInScenarios.firstShowBurstAbsolute)
    let first = posted.filter { $0.time < 1500 }
    #expect(first.filter { $0.name == .willShow }.map(\.time) == [100, 300, 500])
    #expect(first.filter { $0.name == .didShow }.count == 3)
    // Every will posts before the first did: the cycles overlap.
    #expect(first.map(\.name) == [.willShow, .willShow, .willShow, .didShow, .didShow, .didShow])
    for will in first where will.name == .willShow {
      #expect(will.note.beginFrame.y == 852, "\(will)")
      #expect(will.note.endFrame.y == 516, "\(will)")
    }
    let later = posted.filter { $0.time >= 2500 && $0.name.meansVisible }
    #expect(later.map(\.name) == [.willShow, .didShow])
  }

  @Test("a third-party keyboard posts three willShows, 0 then 216 then its height, on every show")
  func thirdParty() {
    var scenario = BuiltInScenarios.thirdPartyKeyboardTakeLast
    scenario.script = [
      ScriptStep(ms: 100, .tapField(0)), ScriptStep(ms: 1500, .dismissKeyboard),
      ScriptStep(ms: 2500, .tapField(0)), ScriptStep(ms: 3500, .dismissKeyboard),
    ]
    let posted = notifications(of: scenario)
    for range in [0.0..<1500, 2500..<3500] {
      let wills = posted.filter { range.contains($0.time) && $0.name == .willShow }
      #expect(wills.map(\.note.endFrame.height) == [0, 216, 336])
      let start = wills.first?.time ?? 0
      #expect(
        wills.map(\.time) == [start, start + Ticks(2).milliseconds, start + Ticks(4).milliseconds])
    }
  }

  @Test("a short begin frame on the session's first show, the end frame's on later ones")
  func firstBegin() {
    let posted = notifications(of: BuiltInScenarios.firstShowEndHeight)
    let shows = posted.filter { $0.name == .willShow }
    #expect(shows.map(\.note.beginFrame.height) == [288, 336])
    #expect(shows.map(\.note.endFrame.height) == [336, 336])
  }

  @Test("the suggestion bar as an instant show: willShow of duration 0 and its didShow at once")
  func instantSuggestionBar() throws {
    let posted = notifications(of: BuiltInScenarios.suggestionBarInstantFollowed)
    let step = try #require(posted.first { $0.name == .willShow && $0.note.duration == 0 })
    #expect(step.time == 400)
    #expect(step.note.endFrame.height - step.note.beginFrame.height == 44)
    let did = try #require(posted.first { $0.name == .didShow && $0.time == 400 })
    #expect(did.note.endFrame == step.note.endFrame)
  }

  @Test("a hardware keyboard's shortcut bar reports the full keyboard with 55 pt on screen")
  func shortcutBar() throws {
    let posted = notifications(of: BuiltInScenarios.shortcutBarOverlap)
    let show = try #require(posted.first { $0.name == .willShow })
    #expect(show.note.endFrame == Rect(x: 0, y: 852 - 55, width: 393, height: 336))
    #expect(posted.map(\.name) == [.willShow, .didShow, .willHide, .didHide])
  }

  @Test(
    "undocking reports an end frame off the screen's top with curve 0, or one as tall as the screen",
    arguments: [KeyboardStream.UndockedFrame.offScreen, .screenHeight])
  func undocked(frame: KeyboardStream.UndockedFrame) throws {
    var scenario = BuiltInScenarios.undockedFrameHeight
    scenario.platform.stream.undockedFrame = frame
    let posted = notifications(of: scenario)
    let undock = try #require(posted.first { $0.name == .willChangeFrame })
    #expect(undock.time == 1200)
    switch frame {
    case .offScreen:
      #expect(undock.note.endFrame.maxY == 0)
      #expect(undock.note.curve == 0)
    case .screenHeight:
      #expect(undock.note.endFrame.height == 1194)
      let hide = try #require(posted.first { $0.name == .willHide })
      #expect(hide.note.endFrame.height == 0)
    case .actual:
      break
    }
  }

  @Test("an interactive drag posts nothing until the finger lifts")
  func interactiveDrag() {
    let posted = notifications(of: BuiltInScenarios.interactiveDragHandler)
    // The finger touches at 1000 ms and lifts at 1550 ms.
    #expect(posted.filter { $0.time > 1000 && $0.time < 1550 }.isEmpty)
    #expect(posted.contains { $0.time >= 1550 && $0.name == .willShow })
  }
}
