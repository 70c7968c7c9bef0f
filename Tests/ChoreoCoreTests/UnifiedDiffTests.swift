import ChoreoTestSupport
import Testing

/// A golden file that no longer matches prints what changed as `diff -u` does.
@Suite("Unified diff of a golden file")
struct UnifiedDiffTests {
  @Test("a changed line shows with its context, as a hunk")
  func changedLine() {
    let golden = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let now = golden.replacingOccurrences(of: "line 6", with: "line six")
    #expect(
      UnifiedDiff.of(expected: golden, actual: now, name: "g.txt") == """
        --- g.txt (golden)
        +++ g.txt (now)
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
  }

  @Test("equal texts have no diff; an added last line is an insertion")
  func equalAndAppended() {
    #expect(UnifiedDiff.of(expected: "a\nb", actual: "a\nb", name: "g") == "")
    #expect(
      UnifiedDiff.of(expected: "a\nb", actual: "a\nb\nc", name: "g") == """
        --- g (golden)
        +++ g (now)
        @@ -1,2 +1,3 @@
         a
         b
        +c

        """)
  }
}
