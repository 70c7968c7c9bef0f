/// The closest of `candidates` to `word`, if it is close enough to be a likely typo: a small edit
/// distance, or the same words in another order (`retirePrewarm` for `prewarmRetirement`).
public func closestMatch(to word: String, in candidates: [String]) -> String? {
  let lowered = word.lowercased()
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(lowered, candidate.lowercased())
    if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
  }
  if let best, best.distance <= max(2, word.count / 3) { return best.candidate }
  // A word that begins a candidate ("follows" for "follows-keyboard"): the shortest such, when
  // only one is that short.
  let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
  if word.count >= 3, let shortest = extensions.map(\.count).min(),
    extensions.filter({ $0.count == shortest }).count == 1
  {
    return extensions.first { $0.count == shortest }
  }
  let stems = wordStems(word)
  guard stems.count > 1 else { return nil }
  return candidates.first { wordStems($0) == stems }
}

/// The camel-case or dash-separated words of `text`, each cut to five letters, as a set.
public func wordStems(_ text: String) -> Set<String> {
  var words: [String] = []
  var current = ""
  for character in text {
    if character == "-" || character == "_" || (character.isUppercase && !current.isEmpty) {
      if !current.isEmpty { words.append(current) }
      current = character.isLetter ? String(character) : ""
    } else {
      current.append(character)
    }
  }
  if !current.isEmpty { words.append(current) }
  return Set(words.map { String($0.lowercased().prefix(5)) })
}

/// Levenshtein distance between two strings, by characters.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = Array(repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
