extension SearchParameters {
  /// Everything the query filters on, as one expression: `filters` AND `facetFilters` AND
  /// `numericFilters` AND `tagFilters`, as Algolia combines them. `optionalFilters` are left
  /// out: they rank hits, they do not remove any (read them with `init(legacy:as:)`).
  public func filterExpression() throws(FilterParametersError) -> FilterExpression {
    var groups: [FilterGroup] = []
    if let filters {
      do {
        groups += try FilterExpression(parsing: filters).groups
      } catch {
        throw .filters(error)
      }
    }
    let legacy: [(LegacyFilters?, LegacyFilterParameter)] = [
      (facetFilters, .facetFilters), (numericFilters, .numericFilters), (tagFilters, .tagFilters),
    ]
    for case let (value?, parameter) in legacy {
      do {
        groups += try FilterExpression(legacy: value, as: parameter).groups
      } catch {
        throw .legacy(parameter, error)
      }
    }
    return FilterExpression(groups: groups)
  }
}
