/// A unified diff of two texts, as `diff -u` prints it, for a golden file that no longer matches:
/// the hunks of changed lines with three lines of context, `-` for the golden file's, `+` for
/// what the code prints now.
public enum UnifiedDiff {
  /// The diff of `expected` (the golden file) against `actual`; empty when they are equal.
  public static func of(expected: String, actual: String, name: String, context: Int = 3)
    -> String
  {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    guard edits.contains(where: { $0.kind != .same }) else { return "" }
    var text = "--- \(name) (golden)\n+++ \(name) (now)\n"
    var index = 0
    while index < edits.count {
      guard edits[index].kind != .same else {
        index += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` lines after the last change
      // that comes within twice the context of the one before.
      let start = max(0, index - context)
      var end = index
      var look = index
      while look < edits.count {
        if edits[look].kind != .same { end = look }
        if look - end > 2 * context { break }
        look += 1
      }
      let stop = min(edits.count, end + context + 1)
      let hunk = edits[start..<stop]
      let oldStart = (hunk.first { $0.kind != .inserted }?.oldLine ?? 0) + 1
      let newStart = (hunk.first { $0.kind != .deleted }?.newLine ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for edit in hunk {
        switch edit.kind {
        case .same: text += " " + old[edit.oldLine] + "\n"
        case .deleted: text += "-" + old[edit.oldLine] + "\n"
        case .inserted: text += "+" + new[edit.newLine] + "\n"
        }
      }
      index = stop
    }
    return text
  }

  private struct Edit {
    enum Kind { case same, deleted, inserted }
    var kind: Kind
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script from `old` to `new`, by their longest common subsequence of lines.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    // Golden files are at most a few thousand lines: the quadratic table is fine.
    var lengths = Array(
      repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, oldLine: i, newLine: j))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // A deletion first, so a changed line reads old then new, as `diff -u` prints it.
        edits.append(Edit(kind: .deleted, oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: .inserted, oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }
}
