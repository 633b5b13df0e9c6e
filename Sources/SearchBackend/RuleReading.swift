import SearchModel

/// Reading an index's query rules (`POST …/rules/search`, `GET …/rules/{objectID}`), for the
/// loopback server and the shell.
///
/// A backend that keeps no rules answers with the defaults: Algolia's 404 for one rule and an
/// empty list, the same as an index without rules.
public protocol RuleReading: Sendable {
  /// One page of the rules of `index` matching `request`.
  func searchRules(index: String, request: RuleSearchRequest) async throws -> RuleSearchResponse

  /// One rule by objectID; Algolia's 404 `ObjectID does not exist` when absent.
  func rule(index: String, objectID: String) async throws -> Rule
}

extension RuleReading {
  /// No rules: an empty page.
  public func searchRules(index: String, request: RuleSearchRequest) async throws -> RuleSearchResponse {
    RuleSearchResponse(hits: [], nbHits: 0, page: request.page, nbPages: 0)
  }

  /// No rules: Algolia's 404.
  public func rule(index: String, objectID: String) async throws -> Rule {
    throw APIError.ruleNotFound
  }
}

extension APIError {
  /// Algolia's 404 for a rule objectID the index does not have.
  public static let ruleNotFound = APIError(message: "ObjectID does not exist", status: 404)
}
