#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most memory this process has held resident so far, as the system counts it
/// (`getrusage`'s maximum resident set size), for commands whose memory depends on their input to
/// report what they used.
enum PeakMemory {
  /// The peak resident set size in bytes, or `nil` where the system does not say.
  static var bytes: Int? {
    var usage = rusage()
    #if canImport(Glibc)
      // Glibc imports the constant as an enum and the parameter as its raw integer.
      let who = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
      let who = RUSAGE_SELF
    #endif
    guard getrusage(who, &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)
    #else
      // Linux counts kilobytes.
      return Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// `peak memory 41 MB`, or nothing where the system does not say.
  static var summary: String {
    guard let bytes else { return "" }
    return "; peak memory \((bytes + (1 << 19)) >> 20) MB"
  }
}
