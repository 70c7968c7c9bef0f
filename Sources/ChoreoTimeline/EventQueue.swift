import ChoreoCore

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

  /// Makes room for `count` items, so that queueing up to that many allocates nothing.
  public mutating func reserveCapacity(_ count: Int) {
    heap.reserveCapacity(count)
  }

  /// Whether the queue is empty.
  public var isEmpty: Bool { heap.isEmpty }

  /// The number of items waiting.
  public var count: Int { heap.count }

  /// The time of the next item, if any.
  public var nextTime: Ticks? { heap.first?.time }

  /// Calls `body` with every waiting item, in no particular order, without building an array.
  public func forEachEntry(_ body: (Ticks, Element) -> Void) {
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
    let entry = Entry(time: time, sequence: nextSequence, element: element)
    nextSequence += 1
    heap.append(entry)
    // The new entry rises through a hole: each parent it passes moves down one level, and the
    // entry is written once, where it stops.
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entry.precedes(heap[parent]) else { break }
      heap[child] = heap[parent]
      child = parent
    }
    heap[child] = entry
  }

  /// Removes and returns the earliest item.
  ///
  /// - Complexity: O(log n).
  public mutating func pop() -> (time: Ticks, element: Element)? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return (last.time, last.element) }
    let first = heap[0]
    // The last entry sinks from the root through a hole: the earlier child of each level moves
    // up one, and the entry is written once, where it stops.
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let child = right < heap.count && heap[right].precedes(heap[left]) ? right : left
      guard heap[child].precedes(last) else { break }
      heap[parent] = heap[child]
      parent = child
    }
    heap[parent] = last
    return (first.time, first.element)
  }
}
