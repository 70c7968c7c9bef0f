import Foundation

/// Resident memory in KiB from /proc (Linux); nil elsewhere.
func residentKiB() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return nil
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * 4
}
