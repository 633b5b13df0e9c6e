import SearchModel

/// Holds the custom data (`userData`) a query rule attached to the last results, decoded as
/// `Model`: a banner, a message, a redirect the UI shows when a rule applies.
///
/// As in InstantSearch, the item is the first element of the response's `userData` that
/// decodes as `Model` (elements of other shapes are skipped, so several rules may carry data of
/// different kinds), and `nil` when none does or the response has no `userData`. With
/// `Model == JSONValue` every element decodes, so the item is the first element as it came.
@MainActor
public final class QueryRuleCustomDataInteractor<Model: Decodable & Sendable>: ItemInteractor<Model?> {
  /// Creates an interactor holding `item` until results arrive.
  public override init(item: Model? = nil) {
    super.init(item: item)
  }

  /// Sets `item` from `response`'s `userData`.
  public func extractModel(from response: SearchResponse) {
    item = Self.model(from: response)
  }

  /// The first element of `response`'s `userData` that decodes as `Model`.
  public static func model(from response: SearchResponse) -> Model? {
    let decoder = JSONValueDecoder()
    for element in response.userData ?? [] {
      if let model = try? decoder.decode(Model.self, from: element) { return model }
    }
    return nil
  }
}
