import SearchModel

/// One entry of the `ranking` setting, applied as a tie-break in order.
enum RankingCriterion: Sendable, Hashable {
  case typo, geo, words, filters, proximity, attribute, exact, custom
  /// `asc(attr)` / `desc(attr)`: a sort on a numeric attribute (sort replicas put it first).
  case sort(attribute: String, ascending: Bool)

  /// Algolia's default order.
  static let defaults: [RankingCriterion] = [.typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom]

  /// Parses one `ranking` entry; nil for an unknown name.
  init?(setting: String) {
    switch setting {
    case "typo": self = .typo
    case "geo": self = .geo
    case "words": self = .words
    case "filters": self = .filters
    case "proximity": self = .proximity
    case "attribute": self = .attribute
    case "exact": self = .exact
    case "custom": self = .custom
    default:
      guard let sort = SortSpec(setting: setting) else { return nil }
      self = .sort(attribute: sort.attribute, ascending: sort.ascending)
    }
  }
}

/// `asc(attr)` or `desc(attr)`, as used by `ranking` and `customRanking`.
struct SortSpec: Sendable, Hashable {
  var attribute: String
  var ascending: Bool

  init?(setting: String) {
    let trimmed = setting.trimmingCharacters(in: .whitespaces)
    if let inner = AttributeDeclaration(trimmed).argument(of: "asc") {
      self.init(attribute: inner, ascending: true)
    } else if let inner = AttributeDeclaration(trimmed).argument(of: "desc") {
      self.init(attribute: inner, ascending: false)
    } else {
      return nil
    }
  }

  init(attribute: String, ascending: Bool) {
    self.attribute = attribute
    self.ascending = ascending
  }
}
