import ChoreoFuzzing

// The libFuzzer entry point. Build and run it with
//   swift build -c release --sanitize fuzzer --product choreo-fuzz --scratch-path .build/fuzz
//   SWIFT_BACKTRACE=enable=no .build/fuzz/release/choreo-fuzz CORPUS -dict=DICT
// or run .ci/fuzz SECONDS, which does both (README, Development). Without the sanitizer the
// product builds to a program that does nothing, so ordinary builds of the package still link.

/// Hands one input to the harness; a broken property is a crash libFuzzer reports and saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  do {
    try FuzzHarness.run(Array(UnsafeBufferPointer(start: data, count: size)))
  } catch {
    fatalError("\(error)")
  }
  return 0
}
