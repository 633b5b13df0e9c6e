import Foundation
import SearchModel

/// The fixed query mix of one dataset (`querymix.py`), as search parameters for the engine.
///
/// Every query asks what the peers are asked: 20 hits, highlighting on the spec's attributes and
/// no snippets, counts for the spec's two facets; an empty query carries a facet filter and a
/// numeric filter, written in Algolia's `filters` syntax. A query's `params` (Algolia's JSON
/// parameters, e.g. the geo kind's `aroundLatLng`) are applied first.
struct BenchQuery {
  var kind: String
  var parameters: SearchParameters
  /// A query the peers skip (geo): left out of the overall figures.
  var engineOnly = false
}

enum BenchQueryMix {
  static func load(_ path: String, spec: BenchSpec) throws -> [BenchQuery] {
    let document = try JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: path)))
    guard let entries = document["queries"]?.arrayValue else {
      throw BenchArguments.Invalid(message: "\(path): no queries")
    }
    return try entries.map { entry in
      var filters: [String] = []
      if let facet = entry["facetFilter"]?.arrayValue, facet.count == 2,
        let attribute = facet[0].stringValue, let value = facet[1].stringValue
      {
        filters.append("\(attribute):\"\(value.replacingOccurrences(of: "\"", with: "\\\""))\"")
      }
      if let numeric = entry["numericFilter"]?.arrayValue, numeric.count == 3,
        let attribute = numeric[0].stringValue, let comparison = numeric[1].stringValue,
        let value = numeric[2].doubleValue
      {
        filters.append("\(attribute) \(comparison) \(JSONValue.numberText(value))")
      }
      var parameters = SearchParameters()
      if case .object(let params)? = entry["params"] {
        do {
          parameters = try SearchParameters(jsonObject: params)
        } catch {
          throw BenchArguments.Invalid(message: "\(path): \(error)")
        }
      }
      parameters.query = entry["query"]?.stringValue ?? ""
      parameters.filters = filters.isEmpty ? nil : filters.joined(separator: " AND ")
      parameters.facets = spec.facets
      parameters.hitsPerPage = 20
      parameters.attributesToHighlight = spec.highlight
      parameters.attributesToSnippet = []
      return BenchQuery(
        kind: entry["kind"]?.stringValue ?? "unknown", parameters: parameters,
        engineOnly: entry["engineOnly"]?.boolValue ?? false)
    }
  }
}
