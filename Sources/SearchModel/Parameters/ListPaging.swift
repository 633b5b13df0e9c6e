/// `page` and `hitsPerPage` of the list searches (`synonyms/search`, `rules/search`), read with
/// Algolia's 400s, and the page of a list they select.
public enum ListPaging {
  /// `page`: an integer from 0.
  static func page(_ value: JSONValue) throws(APIError) -> Int {
    guard let number = value.doubleValue, let page = Int(exactly: number), page >= 0 else {
      throw invalid("page", "positive integer")
    }
    return page
  }

  /// `hitsPerPage`: an integer from 1 to 1000.
  static func hitsPerPage(_ value: JSONValue) throws(APIError) -> Int {
    guard let number = value.doubleValue, let hits = Int(exactly: number), (1...1000).contains(hits) else {
      throw invalid("hitsPerPage", "integer between 1 and 1000")
    }
    return hits
  }

  /// Algolia's 400 for a value of the wrong type.
  static func invalid(_ name: String, _ expected: String) -> APIError {
    .badRequest("Invalid value for \"\(name)\" parameter, expected \(expected)")
  }

  /// The entries of page `page` of `hitsPerPage` in `list`.
  public static func slice<T>(_ list: [T], page: Int, hitsPerPage: Int) -> [T] {
    let start = min(page * hitsPerPage, list.count)
    return Array(list[start..<min(start + hitsPerPage, list.count)])
  }
}
