import ChoreoCore
import ChoreoRecording
import ChoreoTestSupport
import ChoreoTimeline
import Foundation
import Testing

/// The corpus of real, published logs: `Corpus/README.md` names each one's source and the reading
/// derived by hand.
///
/// The report `choreo analyze --fit` prints of each is a golden file of the
/// export tests (`AnalyzeReportTests`).
@Suite("The corpus of real, published logs")
struct CorpusTests {
  /// The corpus's README.
  static var readme: String {
    (try? RecordingSamples.text(of: "README.md", in: RecordingSamples.corpus)) ?? ""
  }

  /// The analysis of `name`, which must import.
  static func analysis(_ name: String) throws -> RecordingAnalysis {
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.corpus)
    return RecordingAnalysis(try RecordingImporter().run(text, file: name), fitting: true)
  }

  @Test("the corpus holds at least 30 logs with a firm source, each named in the README")
  func provenance() throws {
    let rows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    let named = Set(rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) })
    #expect(named == Set(RecordingSamples.corpusLogs))
    let firm = rows.filter { $0.hasSuffix("| firm |") && $0.contains("https://") }
    #expect(firm.count >= 30)
    for name in RecordingSamples.corpusLogs {
      #expect(Self.readme.contains("### \(name)"), "no reading of \(name)")
    }
  }
}

/// Each way a reader went wrong on the field's logs, checked on a real log of the corpus.
@Suite("Reading the corpus's real logs right")
struct CorpusReadingTests {
  static func analysis(_ name: String) throws -> RecordingAnalysis {
    try CorpusTests.analysis(name)
  }

  static func refusal(_ name: String) throws -> String {
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.corpus)
    do {
      _ = try RecordingImporter().run(text, file: name)
      return ""
    } catch {
      return error.message
    }
  }

  @Test("a fit takes the end a tracker printed, finds the frame it missed, and names the spring")
  func statedEnd() throws {
    let analysis = try Self.analysis("rnkc-1155-ios18-onmove-partial.log")
    let motion = try #require(analysis.fits.first)
    #expect(motion.motion.end?.source.hasPrefix("onStart's target") == true)
    #expect(motion.fit.endKnown && !motion.fit.originKnown)
    #expect(motion.missingFrames.count == 1)
    #expect(motion.fit.verdict == .follows(.spring))
  }

  @Test("a log that starts and stops mid-flight has both ends fitted, and still names its curve")
  func midFlight() throws {
    let motion = try #require(
      Self.analysis("flutter-97609-viewpadding-padding-inset.log").fits.first)
    #expect(!motion.fit.originKnown && !motion.fit.endKnown)
    #expect(motion.fit.verdict == .follows(.spring))
    #expect(motion.fit.spring.largestResidual < 0.5)
  }

  @Test(
    "a rest before a motion states its origin, and a spike that comes back is not a motion that follows anything"
  )
  func restAndSpike() throws {
    let fits = try Self.analysis("flutter-65821-android11-bottompadding.log").fits
    #expect(fits.count == 2)
    #expect(fits.allSatisfy { $0.motion.origin?.source.hasPrefix("it rests there") == true })
    if case .goesBack = fits.first?.fit.verdict {} else { Issue.record("the spike is followed") }
    #expect(fits.allSatisfy { $0.fit.follows == nil })
  }

  @Test("heights printed out of order never follow a curve")
  func outOfOrder() throws {
    let motion = try #require(Self.analysis("rnkc-905-onmove-nonmonotonic.log").fits.first)
    #expect(motion.fit.verdict == .goesBack(at: 1))
  }

  @Test(
    "several series a frame: the inset is the keyboard, and the padding's absorption is checked")
  func severalSeries() throws {
    let analysis = try Self.analysis("flutter-97609-viewpadding-padding-inset.log")
    #expect(analysis.run.inferences.first?.hasPrefix("the keyboard is inset") == true)
    let absorbed = analysis.stream.filter { $0.kind == .absorbedSafeArea }
    #expect(absorbed.count == 1)
    #expect(absorbed.first?.message.contains("in all 5 frames") == true)
  }

  @Test(
    "a payload without its name imports as one of unknown name, its kind told by its frames",
    arguments: [
      "richeditorview-102-default-keyboard.log", "mixi-iostraining-swift-day3-willshow.log",
      "duckduckgo-ios-159db09-willchangeframe-414x736.log",
      "swiftsweetsugar-mmtextvc-escaped-anyhashable-282-to-357.log",
    ])
  func nameless(name: String) throws {
    let run = try Self.analysis(name).run
    let posts = try #require(run.posts)
    #expect(posts.count == 1)
    #expect(posts.first?.name == nil)
    let screen = try #require(run.screen)
    #expect(screen.isKnown)
    #expect(posts.first?.change(on: screen) == .show)
  }

  @Test("the debugger's escaped quotes give the payload's frames")
  func escapedQuotes() throws {
    let post = try #require(
      Self.analysis("swiftsweetsugar-mmtextvc-escaped-anyhashable-282-to-357.log").run.posts?.first)
    #expect(post.end == Rect(x: 0, y: 455, width: 375, height: 357))
    #expect(post.begin == Rect(x: 0, y: 812, width: 375, height: 282))
  }

  @Test("show cycles posted again are found from names and times alone")
  func repeatedCycles() throws {
    let stream = try Self.analysis("jsqmessages-701-overlapping.log").stream
    let repeated = try #require(stream.first { $0.kind == .repeatedShows })
    #expect(repeated.message.hasPrefix("3 show cycles"))
  }

  @Test(
    "a change of height while the keyboard is up is not a first show's begin height",
    arguments: [
      "so-25946121-predictive-on.log", "shiftlibra-sloption-willchangeframe-duration0-320x568.log",
      "qqchatting-nslog-nameless-triple.log", "mhz-budejie-willchangeframe-216-to-258.log",
    ])
  func changeWhileUp(name: String) throws {
    let kinds = try Self.analysis(name).stream.map(\.kind)
    #expect(kinds.contains(.changedHeight))
    #expect(!kinds.contains(.beginHeight))
  }

  @Test(
    "a first show whose begin frame has another height is said so, and is no change while up",
    arguments: [
      "rxbus-readme-willshow-414x896-begin54.log",
      "ruisi-ios-abovekeyboardview-begin216-end258.log",
    ])
  func beginHeight(name: String) throws {
    let kinds = try Self.analysis(name).stream.map(\.kind)
    #expect(kinds.contains(.beginHeight))
    #expect(!kinds.contains(.changedHeight))
  }

  @Test("an event object printed whole is read by its keys: the height, never the view's tag")
  func eventObjects() throws {
    let analysis = try Self.analysis("rnkc-718-event-objects-modal-android-partial.log")
    #expect(
      analysis.run.inferences.first?.hasPrefix("the keyboard is onKeyboardMove.height") == true)
    #expect(
      analysis.fits.first?.motion.end?.source.hasPrefix("onKeyboardMoveStart's target") == true)
    let refusal = try Self.refusal("rnkc-1242-onend-event-object-reduced-motion.log")
    #expect(
      refusal.contains("height (1 value, all 0)") && refusal.contains("target (1 value, all 946)"))
  }

  @Test(
    "frames above the top, off a side or floating neither decide the screen nor count as docked",
    arguments: [
      "so-10749311-ipad-split-undock.log", "omnigroup-ouirename-ipad-landscape-show-hide.log",
    ])
  func notDocked(name: String) throws {
    let run = try Self.analysis(name).run
    #expect(run.screen?.isKnown == false)
    #expect(run.inferences.contains { $0.hasPrefix("the screen is unknown") })
  }

  @Test("an end frame above the screen's top is reported as covering nothing at the bottom")
  func aboveTheTop() throws {
    let stream = try Self.analysis("so-10749311-ipad-split-undock.log").stream
    #expect(
      stream.contains { $0.kind == .offBottom && $0.message.contains("above the screen's top") })
  }

  @Test("keys with spaces typed into them are read as the keys, and the change while up found")
  func spacedKeys() throws {
    let analysis = try Self.analysis("ios-rac-spaced-keys-willshow-didhide-320x568.log")
    let posts = try #require(analysis.run.posts)
    #expect(posts.count == 2)
    #expect(posts.first?.end == Rect(x: 0, y: 315, width: 320, height: 253))
    #expect(analysis.stream.contains { $0.kind == .changedHeight })
    #expect(analysis.run.warnings.contains { $0.message.hasPrefix("userInfo keys with spaces") })
  }

  @Test(
    "a zero-height frame corroborates the bottom a docked frame reaches, and alone decides none")
  func zeroHeightFrames() throws {
    let screen = try #require(
      Self.analysis("snse-ios-ipad-landscape-zero-then-398.log").run.screen)
    #expect(screen == KeyboardScreen(width: 1024, height: 768))
    let alone = try #require(
      Self.analysis("chattingrecords-zero-height-hardware-keyboard-375x667.log").run.screen)
    #expect(!alone.isKnown)
  }

  @Test("keyboard-controller's events give their times, and a height placed only on a known screen")
  func keyboardControllerEvents() throws {
    let android = try Self.analysis("rnkc-1238-android-aborted-interactive-willhide-didhide.log")
    #expect(android.run.hasTimes)
    let times = try #require(android.run.posts).map(\.time.milliseconds)
    #expect(abs((times.last ?? 0) - (times.first ?? 0) - 1851) < 5)
    let name = "rnkc-1238-ios-aborted-interactive-willshow-partial.log"
    let unplaced = try Self.analysis(name)
    #expect(unplaced.run.posts?.first?.end == nil)
    #expect(unplaced.run.inferences.contains { $0.contains("ends 345 pt tall, with no frame") })
    let text = try RecordingSamples.text(of: name, in: RecordingSamples.corpus)
    var importer = RecordingImporter()
    importer.device = .iPhone14Pro
    let placed = try #require(try importer.run(text, file: name).posts?.first?.end)
    #expect(abs(placed.y - (852 - 345)) < 0.01 && abs(placed.height - 345) < 0.01)
  }
}
