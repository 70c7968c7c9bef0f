import Dispatch

/// Runs per second of `body` over `iterations` runs; `checksum` accumulates what it returns, so
/// the work cannot be optimised away.
func rate(iterations: Int, checksum: inout Int, _ body: () -> Int) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  for _ in 0..<iterations { checksum &+= body() }
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  return Double(iterations) / seconds
}

/// The median and the best of `rates`.
func summary(_ rates: [Double]) -> (median: Double, best: Double) {
  let sorted = rates.sorted()
  return (sorted[sorted.count / 2], sorted[sorted.count - 1])
}

/// Prints `label` with the median and the best of `rates`, in runs per second.
func report(_ label: String, _ rates: [Double]) {
  let padded = label + String(repeating: " ", count: max(0, 34 - label.count))
  let (median, best) = summary(rates)
  print("\(padded) median \(Int(median)) runs/s, best \(Int(best)) runs/s")
}
