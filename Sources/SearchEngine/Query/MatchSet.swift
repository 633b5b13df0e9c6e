/// The records matching every query word (and the filters), with how each word matched.
///
/// `docs` is ascending. For query word `w` (in query order) and candidate `i`,
/// `codes[w][i]` is the best `TermMatch.code` and `postings[w][i]` the posting it came from (for
/// positions). An empty query matches every record and has no words.
struct MatchSet: Sendable {
  var docs: [UInt32]
  var codes: [[UInt8]]
  var postings: [[UInt32]]

  var count: Int { docs.count }
}

/// Intersects the postings of the query words into a `MatchSet`.
///
/// Words are processed rarest first. A word's postings (all its matching terms) are marked in a
/// dense per-record scratch array, keeping the best code per record, and the candidates so far are
/// filtered against it. This costs one pass over each word's postings plus one small memset per
/// word, whatever the number of candidates.
enum Matcher {
  static func match(
    words: [QueryWord], termMatches: [[TermMatch]], snapshot: IndexSnapshot, filter: Bitset?
  ) -> MatchSet {
    let recordCount = snapshot.recordCount
    guard !words.isEmpty else {
      let docs = filter?.members() ?? (0..<UInt32(recordCount)).map { $0 }
      return MatchSet(docs: docs, codes: [], postings: [])
    }
    let postings = snapshot.postings
    let sizes = termMatches.map { matches in matches.reduce(0) { $0 + postings.range(of: $1.term).count } }
    let order = words.indices.sorted { sizes[$0] < sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    var codes = [[UInt8]](repeating: [], count: words.count)
    var refs = [[UInt32]](repeating: [], count: words.count)
    var docs: [UInt32] = []
    if sizes[order[0]] == 0 { return MatchSet(docs: [], codes: codes, postings: refs) }

    var scratchCodes = [UInt8](repeating: 0xFF, count: recordCount)
    var scratchRefs = [UInt32](repeating: 0, count: recordCount)
    for (step, w) in order.enumerated() {
      let matches = termMatches[w]
      // Mark this word's postings.
      if step > 0 {
        if docs.isEmpty { break }
        for i in 0..<recordCount { scratchCodes[i] = 0xFF }
      }
      scratchCodes.withUnsafeMutableBufferPointer { marks in
        scratchRefs.withUnsafeMutableBufferPointer { marksRefs in
          for match in matches {
            let range = postings.range(of: match.term)
            for p in range {
              let doc = Int(postings.docs[p])
              if match.code < marks[doc] {
                marks[doc] = match.code
                marksRefs[doc] = UInt32(p)
              }
            }
          }
        }
      }
      if step == 0 {
        var wordCodes: [UInt8] = []
        var wordRefs: [UInt32] = []
        if matches.count == 1 {
          let range = postings.range(of: matches[0].term)
          docs.reserveCapacity(range.count)
          for p in range {
            let doc = postings.docs[p]
            if let filter, !filter.contains(Int(doc)) { continue }
            docs.append(doc)
            wordCodes.append(matches[0].code)
            wordRefs.append(UInt32(p))
          }
        } else {
          for doc in 0..<recordCount where scratchCodes[doc] != 0xFF {
            if let filter, !filter.contains(doc) { continue }
            docs.append(UInt32(doc))
            wordCodes.append(scratchCodes[doc])
            wordRefs.append(scratchRefs[doc])
          }
        }
        codes[w] = wordCodes
        refs[w] = wordRefs
      } else {
        var kept: [Int] = []
        kept.reserveCapacity(docs.count)
        for (i, doc) in docs.enumerated() where scratchCodes[Int(doc)] != 0xFF { kept.append(i) }
        if kept.count != docs.count {
          docs = kept.map { docs[$0] }
          for previous in order[0..<step] {
            codes[previous] = kept.map { codes[previous][$0] }
            refs[previous] = kept.map { refs[previous][$0] }
          }
        }
        codes[w] = docs.map { scratchCodes[Int($0)] }
        refs[w] = docs.map { scratchRefs[Int($0)] }
      }
    }
    if docs.isEmpty { return MatchSet(docs: [], codes: words.map { _ in [] }, postings: words.map { _ in [] }) }
    return MatchSet(docs: docs, codes: codes, postings: refs)
  }
}
