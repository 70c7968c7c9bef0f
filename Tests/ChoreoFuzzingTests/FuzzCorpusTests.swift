import ChoreoTestSupport
import Choreography
import Foundation
import Testing

@testable import ChoreoFuzzing

/// The fuzz target's work on every seed of its corpus and on every input a fuzzer found that once
/// broke it, replayed by the ordinary tests; and the fuzzer's dictionary, generated from the field
/// table.
@Suite("Fuzz corpus")
struct FuzzCorpusTests {
  static let folder = Snapshot.packageRoot.appendingPathComponent("Tests/ChoreoFuzzingTests")

  static func files(in name: String) -> [String] {
    let url = folder.appendingPathComponent(name)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(name)/\($0)" }
  }

  @Test(
    "every seed and every regression input runs through the harness without breaking it",
    arguments: files(in: "Corpus") + files(in: "Regressions"))
  func replay(path: String) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(path))
    try FuzzHarness.run(Array(data))
  }

  /// Every token a scenario file is made of: each field's key, each name a field accepts, and
  /// JSON's own punctuation and literals.
  static var dictionary: String {
    var tokens: [String] = ["{", "}", "[", "]", ":", ",", "true", "false", "null", "-0", "1e309"]
    for field in ScenarioFields.all {
      tokens += field.path.map { "\"\($0)\"" }
      if field.accepted.hasPrefix("one of ") {
        tokens += field.accepted.dropFirst("one of ".count).split(separator: ",").map {
          "\"\($0.trimmingCharacters(in: .whitespaces))\""
        }
      }
    }
    tokens += BuiltInScenarios.names.map { "\"\($0)\"" }
    var seen: Set<String> = []
    let unique = tokens.filter { seen.insert($0).inserted }
    return unique.map { token in
      let escaped = token.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      return "\"\(escaped)\""
    }.joined(separator: "\n") + "\n"
  }

  @Test("the fuzzer's dictionary lists every key and name a scenario file uses")
  func dictionaryIsCurrent() throws {
    let url = Self.folder.appendingPathComponent("scenario.dict")
    let committed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    if committed != Self.dictionary {
      if Snapshot.isRecording {
        try Self.dictionary.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("rewrote scenario.dict")
      } else {
        Issue.record("scenario.dict is stale; re-record with CHOREO_RECORD_SNAPSHOTS=1")
      }
    }
  }
}
