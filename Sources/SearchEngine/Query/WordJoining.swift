/// Word splitting and concatenation, as Algolia does them when typo tolerance is on: `iphone se`
/// also finds `iphonese` (two query words joined), `smartphone` also finds `smart phone` (a query
/// word split in two words that follow each other).
///
/// Each alternative is a plan of its own, tried only when the joined word (or both halves of the
/// split one) is in the index's dictionary, so a query none of whose joins exist costs a few
/// dictionary look-ups. Records found only through an alternative join the candidates with the
/// alternative's codes and postings in the places of the words it stands for.
enum WordJoining {
  /// A plan standing for the original one, and for each original word the index of the word of
  /// the alternative that takes its place.
  struct Alternative {
    var plan: QueryPlan
    var mapping: [Int]
  }

  /// Shortest half of a split word: shorter halves ("ph" + "one") split too many words.
  static let minimumHalf = 3

  /// The alternatives of `plan` (none with optional words, phrases or exclusions: those are read
  /// as the user wrote them).
  static func alternatives(of plan: QueryPlan, in dictionary: TermDictionary) -> [Alternative] {
    guard !plan.hasOptional, plan.phrases.isEmpty, !plan.words.isEmpty else { return [] }
    var result: [Alternative] = []
    let words = plan.words
    // Concatenation: two neighbours become one word.
    for i in 0..<(words.count - 1) {
      let joined = words[i].bytes + words[i + 1].bytes
      let isPrefix = words[i + 1].isPrefix
      let exists = dictionary.find(joined) != nil || (isPrefix && !dictionary.prefixRange(joined).isEmpty)
      guard exists else { continue }
      var alternative = plan
      let text = String(decoding: joined, as: UTF8.self)
      alternative.words.replaceSubrange(i...(i + 1), with: [word(text, isPrefix: isPrefix)])
      alternative.optional = Array(repeating: false, count: alternative.words.count)
      renumber(&alternative)
      let mapping = words.indices.map { $0 <= i ? $0 : $0 - 1 }
      result.append(Alternative(plan: alternative, mapping: mapping))
    }
    // Splitting: one word becomes two that must follow each other.
    for (w, query) in words.enumerated() where query.bytes.count >= 2 * minimumHalf {
      for cut in minimumHalf...(query.bytes.count - minimumHalf) {
        let left = Array(query.bytes[..<cut])
        let right = Array(query.bytes[cut...])
        // Only between two ASCII letters or digits, so no UTF-8 sequence is cut in half.
        guard left.last! < 0x80, right.first! < 0x80, dictionary.find(left) != nil else { continue }
        let rightExists = dictionary.find(right) != nil || (query.isPrefix && !dictionary.prefixRange(right).isEmpty)
        guard rightExists else { continue }
        var alternative = plan
        alternative.words.replaceSubrange(
          w...w,
          with: [word(String(decoding: left, as: UTF8.self), isPrefix: false), word(String(decoding: right, as: UTF8.self), isPrefix: query.isPrefix)])
        alternative.optional = Array(repeating: false, count: alternative.words.count)
        alternative.phrases = [w..<(w + 2)]
        renumber(&alternative)
        let mapping = words.indices.map { $0 <= w ? $0 : $0 + 1 }
        result.append(Alternative(plan: alternative, mapping: mapping))
        break
      }
    }
    return result
  }

  /// A word matched as typed (a join is already a correction: no typo on top of it).
  private static func word(_ text: String, isPrefix: Bool) -> QueryWord {
    QueryWord(
      text: text, bytes: Array(text.utf8), scalars: text.unicodeScalars.map(\.value), isPrefix: isPrefix, maxTypos: 0,
      index: 0)
  }

  private static func renumber(_ plan: inout QueryPlan) {
    for index in plan.words.indices { plan.words[index].index = index }
  }

  /// `matches` with the records only `other` (matched for an alternative) found, in record order;
  /// a record of both keeps its own codes.
  ///
  /// An alternative usually finds few records, most of them already matched: those it adds are
  /// found by binary search (nothing is allocated when there are none), and the merged arrays are
  /// copied in runs between them, so a million candidates are not walked one by one.
  static func merge(_ matches: MatchSet, _ other: MatchSet, mapping: [Int], words: Int) -> MatchSet {
    let n = matches.count
    let m = other.count
    // (where it goes among `matches`, its index in `other`) for each record only `other` has.
    var added: [(at: Int, index: Int)] = []
    matches.docs.withUnsafeBufferPointer { docs in
      var low = 0
      for b in 0..<m {
        let doc = other.docs[b]
        var high = n
        while low < high {
          let mid = (low + high) / 2
          if docs[mid] < doc { low = mid + 1 } else { high = mid }
        }
        if low == n || docs[low] != doc { added.append((low, b)) }
      }
    }
    if added.isEmpty { return matches }
    let total = n + added.count
    /// `mine` (`stride` columns of n) with `theirs`' values for the added records in each column.
    func merged<T>(_ mine: [T], _ theirs: [T], stride: Int, start: (Int) -> (Int, Int)) -> [T] {
      var result: [T] = []
      result.reserveCapacity(stride * total)
      for w in 0..<stride {
        let (base, otherBase) = start(w)
        var previous = 0
        for entry in added {
          result.append(contentsOf: mine[(base + previous)..<(base + entry.at)])
          result.append(theirs[otherBase + entry.index])
          previous = entry.at
        }
        result.append(contentsOf: mine[(base + previous)..<(base + n)])
      }
      return result
    }
    let docs = merged(matches.docs, other.docs, stride: 1) { _ in (0, 0) }
    let codes = merged(matches.codes, other.codes, stride: words) { (w: Int) in (w * n, mapping[w] * m) }
    let postings = merged(matches.postings, other.postings, stride: words) { (w: Int) in (w * n, mapping[w] * m) }
    // Both hand their keys on, or ranking reads every key from the postings.
    let keys =
      matches.keys.isEmpty || other.keys.isEmpty
      ? [] : merged(matches.keys, other.keys, stride: words) { (w: Int) in (w * n, mapping[w] * m) }
    return MatchSet(docs: docs, codes: codes, postings: postings, keys: keys)
  }
}
