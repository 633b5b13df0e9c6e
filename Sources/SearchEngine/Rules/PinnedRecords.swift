import SearchModel

/// The records rules pin (`promote`), resolved to the index's records and merged into the
/// ranked results at their positions.
///
/// A promoted record is a hit even when it does not match the query; when it does, it leaves its
/// ranked position for its promoted one (even a worse one). With `filterPromotes` it is shown only
/// when it matches the search's filters. A hidden record is never promoted.
struct PinnedRecords {
  /// One hit of the merged list: a record, its index among the matches (nil for a promoted record
  /// the query does not match), whether a rule pinned it.
  struct Entry {
    var doc: Int
    var match: Int?
    var isPromoted: Bool
  }

  /// Pinned records in slot order: position, record, index among the matches.
  private var pins: [(position: Int, doc: Int, match: Int?)] = []
  private var matchDocs: [UInt32] = []

  var count: Int { pins.count }
  /// Promoted records that are not among the matches: they add to `nbHits`.
  var addedHits: Int { pins.filter { $0.match == nil }.count }

  /// The records `rules` pin (none without rules).
  init(rules: RuleOutcome?, resolved r: ResolvedParameters, view: IndexView, matches: MatchSet) throws(APIError) {
    matchDocs = matches.docs
    guard let rules, !rules.promotions.isEmpty else { return }
    let snapshot = view.snapshot
    let hidden = Set(r.hiddenDocs)
    var filtered: Bitset?
    if rules.promotions.contains(where: \.mustMatchFilters) && !r.filters.isEmpty {
      filtered = try FilterEvaluator(snapshot: snapshot, settings: view.settings).evaluate(r.filters)
    }
    for promotion in rules.promotions {
      guard let doc = snapshot.doc(objectID: promotion.objectID), !hidden.contains(doc) else { continue }
      if promotion.mustMatchFilters, let filtered, !filtered.contains(doc) { continue }
      let index = matches.docs.partitioningIndex { Int($0) < doc }
      let match = index < matches.docs.count && Int(matches.docs[index]) == doc ? index : nil
      pins.append((promotion.position, doc, match))
    }
  }

  /// Hits `first..<end` of the merged order: `ranked` (indexes into the matches) without the
  /// pinned records, each pinned record inserted at its position (at the end when there are
  /// fewer hits).
  func page(of ranked: [Int], from first: Int, to end: Int) -> [Entry] {
    func entry(_ i: Int) -> Entry { Entry(doc: Int(matchDocs[i]), match: i, isPromoted: false) }
    guard !pins.isEmpty else {
      return first < min(end, ranked.count) ? ranked[first..<min(end, ranked.count)].map(entry) : []
    }
    let pinnedMatches = Set(pins.compactMap(\.match))
    var entries = ranked.filter { !pinnedMatches.contains($0) }.map(entry)
    for pin in pins {
      entries.insert(Entry(doc: pin.doc, match: pin.match, isPromoted: true), at: min(pin.position, entries.count))
    }
    return first < min(end, entries.count) ? Array(entries[first..<min(end, entries.count)]) : []
  }
}
