import InstantSearchCore
import SearchBackend
import SearchModel

/// A searcher on `indexName` of `service` that sends the filters of a fresh filter state, wired
/// as an InstantSearch screen wires them: where the widget specs start.
@MainActor
func searcherWithFilterState(
  _ service: any SearchService, indexName: String = "products", parameters: SearchParameters = SearchParameters()
) -> (HitsSearcher, FilterState) {
  let searcher = HitsSearcher(service: service, indexName: indexName, parameters: parameters)
  let filterState = FilterState()
  searcher.connectFilterState(filterState)
  return (searcher, filterState)
}
