/// A priority queue of timed items ordered by (time, sequence): items at the same tick come out in
/// the order they went in, so ties resolve the same way on every run.
public struct EventQueue<Element: Sendable>: Sendable {
  private struct Entry: Sendable {
    var time: Ticks
    var sequence: Int
    var element: Element

    func precedes(_ other: Entry) -> Bool {
      time == other.time ? sequence < other.sequence : time < other.time
    }
  }

  private var heap: [Entry] = []
  private var nextSequence = 0

  /// An empty queue.
  public init() {}

  /// Whether the queue is empty.
  public var isEmpty: Bool { heap.isEmpty }

  /// The number of items waiting.
  public var count: Int { heap.count }

  /// The time of the next item, if any.
  public var nextTime: Ticks? { heap.first?.time }

  /// Calls `body` with every waiting item, in no particular order, without building an array.
  func forEachEntry(_ body: (Ticks, Element) -> Void) {
    for entry in heap { body(entry.time, entry.element) }
  }

  /// Replaces every waiting element with `transform(element)`, keeping times and order.
  mutating func updateElements(_ transform: (Element) -> Element) {
    for index in heap.indices { heap[index].element = transform(heap[index].element) }
  }

  /// Adds `element` at `time`, after everything already queued at that time.
  ///
  /// - Complexity: O(log n).
  public mutating func push(_ element: Element, at time: Ticks) {
    heap.append(Entry(time: time, sequence: nextSequence, element: element))
    nextSequence += 1
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest item.
  ///
  /// - Complexity: O(log n).
  public mutating func pop() -> (time: Ticks, element: Element)? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let entry = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count && heap[left].precedes(heap[first]) { first = left }
      if right < heap.count && heap[right].precedes(heap[first]) { first = right }
      if first == parent { break }
      heap.swapAt(parent, first)
      parent = first
    }
    return (entry.time, entry.element)
  }
}
