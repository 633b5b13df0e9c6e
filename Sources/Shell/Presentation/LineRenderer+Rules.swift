import InstantSearchCore
import SearchModel

extension LineRenderer {
  /// `rules applied: sale-banner, pin-iphone` then one `userData:` line per element (compact
  /// JSON); `{"appliedRules":[{"objectID":…}],"userData":[…]}`.
  public func rules(_ view: RulesView) -> Printout {
    var text: String
    switch view.appliedRules {
    case nil:
      text = "the backend did not say which rules applied: it tells with getRankingInfo, set to false here\n"
    case let rules? where rules.isEmpty:
      text = "no rule applied to the last search\n"
    case let rules?:
      text = "rules applied: " + rules.map(\.objectID).joined(separator: ", ") + "\n"
    }
    for element in view.userData { text += style.cyan("userData") + ": " + JSONText.compact(element) + "\n" }
    var json: JSONObject = [:]
    json["appliedRules"] = view.appliedRules.map { rules in
      .array(rules.map { rule in
        var object: JSONObject = ["objectID": .string(rule.objectID)]
        object.merge(rule.extra) { first, _ in first }
        return .object(object)
      })
    } ?? .null
    json["userData"] = .array(view.userData)
    return Printout(text: text, json: .object(json))
  }

  /// Each facet of a dynamic facet list as `facets ATTR` prints it, under its name in bold;
  /// `{"facets":[{"attribute":…,"values":[…]}]}`.
  public func dynamicFacets(_ lists: [FacetListView]) -> Printout {
    let printouts = lists.map(facetList)
    let text = zip(lists, printouts).map { list, printout in style.bold(list.attribute) + "\n" + printout.text }.joined()
    return Printout(text: text, json: .object(["facets": .array(printouts.compactMap(\.json))]))
  }
}
