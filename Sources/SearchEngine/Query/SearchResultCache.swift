import NIOConcurrencyHelpers
import SearchModel

/// The candidates, ranking and facet counts of the last searches, for the next page of the same
/// search.
///
/// Infinite scrolling asks for page 1 of a query right after page 0 (live mode does at every
/// keystroke when the list is taller than a page), and every page of a search repeats the same
/// matching and facet counting: most of a broad query's time. A page of a search already run is
/// answered from what that search found: its candidates (with their codes and keys), filter
/// scores, facets and stats, and its ranked order as far as it was read (a longer page ranks the
/// kept candidates again, without matching them again).
///
/// The key is everything the answer depends on but the page: the index view (its snapshot, by
/// identity, and settings), the parameters after query rules with `page`, `hitsPerPage`,
/// `offset` and `length` left out, and the rules that applied and the records they hide. A new
/// import or new settings make a new snapshot or settings, so an entry never outlives what it
/// was computed from. Two entries are kept (a few megabytes each at a million candidates).
final class SearchResultCache: Sendable {
  /// What a search depends on, but its page.
  struct Key: Hashable, Sendable {
    var index: String
    var settings: IndexSettings
    var parameters: SearchParameters
    var appliedRules: [String]
    var hidden: Set<String>

    init(view: IndexView, parameters: SearchParameters, rules: RuleOutcome?) {
      index = view.name
      settings = view.settings.source
      var unpaged = parameters
      unpaged.page = nil
      unpaged.hitsPerPage = nil
      unpaged.offset = nil
      unpaged.length = nil
      self.parameters = unpaged
      appliedRules = rules?.applied ?? []
      hidden = rules?.hidden ?? []
    }
  }

  /// What a search found before it cut its page.
  struct Entry: Sendable {
    var resolved: ResolvedParameters
    var matches: MatchSet
    var scores: [UInt16]?
    /// The best candidates, best first: every one with distinct, else the first `ordered.count`.
    var ordered: [Int]
    var isCompleteOrder: Bool
    var nbHits: Int
    var facets: OrderedDictionary<String, OrderedDictionary<String, Int>>?
    var facetsStats: OrderedDictionary<String, FacetStats>?
  }

  private struct Slot: Sendable {
    var key: Key
    weak var snapshot: IndexSnapshot?
    var entry: Entry
  }

  private let slots = NIOLockedValueBox<[Slot]>([])
  private static let capacity = 2

  init() {}

  /// The entry of `key` on `snapshot`, if a search stored one.
  func entry(for key: Key, snapshot: IndexSnapshot) -> Entry? {
    slots.withLockedValue { slots in
      guard let index = slots.firstIndex(where: { $0.snapshot === snapshot && $0.key == key }) else { return nil }
      let slot = slots.remove(at: index)
      slots.append(slot)  // most recently used last
      return slot.entry
    }
  }

  /// Keeps `entry` for `key` on `snapshot`, in place of an older one.
  func store(_ entry: Entry, for key: Key, snapshot: IndexSnapshot) {
    slots.withLockedValue { slots in
      slots.removeAll { $0.snapshot == nil || ($0.snapshot === snapshot && $0.key == key) }
      slots.append(Slot(key: key, snapshot: snapshot, entry: entry))
      if slots.count > Self.capacity { slots.removeFirst(slots.count - Self.capacity) }
    }
  }
}
