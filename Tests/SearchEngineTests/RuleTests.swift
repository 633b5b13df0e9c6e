import Foundation
import Testing
import SearchModel
@testable import SearchEngine

/// Query rules as Algolia documents them, on five small records: the conditions (each anchoring,
/// alternatives, context, filters, validity, enabled), the precedence between rules that match
/// one query, each consequence, and the response fields.
@Suite("Query rules: conditions, precedence, consequences, response")
struct RuleTests {
  static let records: [JSONValue] = [
    ["objectID": "1", "name": "iPhone 15 case", "brand": "Apple", "type": "case"],
    ["objectID": "2", "name": "Galaxy phone", "brand": "Samsung", "type": "phone"],
    ["objectID": "3", "name": "Apple phone charger", "brand": "Apple", "type": "charger"],
    ["objectID": "4", "name": "Pixel phone", "brand": "Google", "type": "phone"],
    ["objectID": "5", "name": "Cheap phone", "brand": "Nokia", "type": "phone"],
  ]

  /// "Now" for validity: 2023-11-14T22:13:20Z.
  static let now = 1_700_000_000

  /// An index of the five records with `rules` (a rules file's JSON).
  static func service(
    _ rules: String, settings: IndexSettings = IndexSettings(searchableAttributes: ["name"], attributesForFaceting: ["brand", "type"]),
    synonyms: [Synonym] = []
  ) throws -> LocalSearchService {
    let parsed = try RulesFile.parse(Array(rules.utf8), path: "rules.json")
    let directory = TestIndex.temporaryDirectory() + "/items"
    _ = try IndexImporter(directory: directory, settings: settings, synonyms: synonyms, rules: parsed).importRecords(records)
    return try LocalSearchService(paths: [directory], clock: .fixed(now))
  }

  /// A rule whose only consequence is `userData: {"rule": ID}`, to see which rules applied.
  static func marker(_ id: String, _ condition: String = "", extra: String = "") -> String {
    let conditions = condition.isEmpty ? "" : #""conditions": [\#(condition)], "#
    return #"{"objectID": "\#(id)", \#(conditions)"consequence": {"userData": {"rule": "\#(id)"}}\#(extra)}"#
  }

  /// The `rule` of each `userData` entry of a search for `query`.
  static func applied(_ service: LocalSearchService, _ query: String, _ configure: (inout SearchParameters) -> Void = { _ in })
    throws -> [String]
  {
    var parameters = SearchParameters(query: query)
    configure(&parameters)
    let response = try service.run(parameters)
    return response.extra["userData"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } ?? []
  }

  // MARK: Conditions

  @Test("anchoring is: the whole query, and nothing more")
  func anchoringIs() throws {
    let service = try Self.service("[\(Self.marker("r", #"{"pattern": "phone", "anchoring": "is"}"#))]")
    #expect(try Self.applied(service, "phone") == ["r"])
    #expect(try Self.applied(service, "Phone!") == ["r"])
    #expect(try Self.applied(service, "cheap phone") == [])
  }

  @Test("anchoring startsWith and endsWith: the beginning or the end of the query")
  func anchoringEnds() throws {
    let service = try Self.service(
      "[\(Self.marker("start", #"{"pattern": "cheap", "anchoring": "startsWith"}"#)), \(Self.marker("end", #"{"pattern": "case", "anchoring": "endsWith"}"#))]")
    #expect(try Self.applied(service, "cheap phone") == ["start"])
    #expect(try Self.applied(service, "phone cheap") == [])
    #expect(try Self.applied(service, "iphone case") == ["end"])
    #expect(try Self.applied(service, "case iphone") == [])
  }

  @Test("anchoring contains: the pattern's words anywhere, in order, normalised as the query's")
  func anchoringContains() throws {
    let service = try Self.service("[\(Self.marker("r", #"{"pattern": "Phone Case", "anchoring": "contains"}"#))]")
    #expect(try Self.applied(service, "iphone phone case blue") == ["r"])
    #expect(try Self.applied(service, "PHONÉ CASE") == ["r"])
    #expect(try Self.applied(service, "case phone") == [])
    #expect(try Self.applied(service, "phones case") == [])
  }

  @Test("an empty pattern with anchoring is matches the empty query only")
  func emptyPattern() throws {
    let service = try Self.service("[\(Self.marker("r", #"{"pattern": "", "anchoring": "is"}"#))]")
    #expect(try Self.applied(service, "") == ["r"])
    #expect(try Self.applied(service, "phone") == [])
  }

  @Test("alternatives: the pattern matches plurals, synonyms and typos of its words")
  func alternatives() throws {
    let synonyms = [Synonym(objectID: "m", kind: .synonym, synonyms: ["mobile", "phone"])]
    let service = try Self.service(
      "[\(Self.marker("alt", #"{"pattern": "phone", "anchoring": "contains", "alternatives": true}"#)), \(Self.marker("strict", #"{"pattern": "charger", "anchoring": "contains"}"#))]",
      synonyms: synonyms)
    #expect(try Self.applied(service, "phones") == ["alt"])
    #expect(try Self.applied(service, "mobile") == ["alt"])
    #expect(try Self.applied(service, "phome") == ["alt"])
    #expect(try Self.applied(service, "chargers") == [])
    #expect(try Self.applied(service, "charger") == ["strict"])
    // A typo may change the length: one letter dropped still matches, two do not.
    #expect(try Self.applied(service, "phon") == ["alt"])
    #expect(try Self.applied(service, "pho") == [])
  }

  @Test("without alternatives, every word of the pattern must be a word of the query")
  func strictWords() throws {
    let service = try Self.service(
      "[\(Self.marker("pair", #"{"pattern": "phone charger", "anchoring": "contains"}"#))]")
    #expect(try Self.applied(service, "phone") == [])
    #expect(try Self.applied(service, "charger phone") == [])
    #expect(try Self.applied(service, "red phone charger") == ["pair"])
  }

  @Test("context: the rule applies only to searches whose ruleContexts list it")
  func context() throws {
    let service = try Self.service("[\(Self.marker("mobile", #"{"context": "mobile"}"#))]")
    #expect(try Self.applied(service, "phone") == [])
    #expect(try Self.applied(service, "phone") { $0.extra["ruleContexts"] = ["desktop"] } == [])
    #expect(try Self.applied(service, "phone") { $0.extra["ruleContexts"] = ["desktop", "mobile"] } == ["mobile"])
  }

  @Test("a search in none of the rules' contexts skips them; a disabled rule without context does not count")
  func contextGate() throws {
    func table(_ rules: String) throws -> RuleTable {
      RuleTable(rules: try RulesFile.parse(Array(rules.utf8), path: "rules.json"), normalization: .standard) { _ in [] }
    }
    let sale = try table("[\(Self.marker("sale", #"{"context": "sale", "pattern": "phone", "anchoring": "contains"}"#))]")
    #expect(!sale.mayApply(in: []))
    #expect(!sale.mayApply(in: ["mobile"]))
    #expect(sale.mayApply(in: ["mobile", "sale"]))
    let withDisabled = try table(
      "[\(Self.marker("sale", #"{"context": "sale"}"#)), \(Self.marker("off", "", extra: #", "enabled": false"#))]")
    #expect(!withDisabled.mayApply(in: []))
    let withGeneral = try table("[\(Self.marker("sale", #"{"context": "sale"}"#)), \(Self.marker("any"))]")
    #expect(withGeneral.mayApply(in: []))
  }

  @Test("condition filters: the rule applies when the search's filters contain them")
  func conditionFilters() throws {
    let service = try Self.service("[\(Self.marker("apple", #"{"filters": "brand:Apple AND type:case"}"#))]")
    #expect(try Self.applied(service, "") == [])
    #expect(try Self.applied(service, "") { $0.filters = "brand:Apple" } == [])
    #expect(try Self.applied(service, "") { $0.filters = "brand:apple AND type:case" } == ["apple"])
    #expect(try Self.applied(service, "") { $0.facetFilters = .list([.single("brand:Apple"), .single("type:case")]) } == ["apple"])
    #expect(try Self.applied(service, "") { $0.filters = "NOT brand:Apple AND type:case" } == [])
  }

  @Test("validity: a rule applies only inside one of its time ranges; enabled false never applies")
  func validityAndEnabled() throws {
    let past = #", "validity": [{"from": 1600000000, "until": 1690000000}]"#
    let current = #", "validity": [{"from": 1600000000, "until": 1690000000}, {"from": 1699999000, "until": 1700001000}]"#
    let future = #", "validity": [{"from": 1800000000}]"#
    let service = try Self.service(
      """
      [\(Self.marker("past", extra: past)), \(Self.marker("current", extra: current)), \(Self.marker("future", extra: future)),
       \(Self.marker("off", extra: #", "enabled": false"#)), \(Self.marker("on", extra: #", "enabled": true"#))]
      """)
    #expect(Set(try Self.applied(service, "phone")) == ["current", "on"])
  }

  @Test("a rule without conditions always applies; one with several applies when any matches")
  func conditionsCount() throws {
    let service = try Self.service(
      """
      [\(Self.marker("always")),
       \(Self.marker("either", #"{"pattern": "galaxy", "anchoring": "is"}, {"pattern": "pixel", "anchoring": "is"}"#))]
      """)
    #expect(try Self.applied(service, "nothing") == ["always"])
    #expect(Set(try Self.applied(service, "pixel")) == ["always", "either"])
    #expect(Set(try Self.applied(service, "galaxy")) == ["always", "either"])
  }

  @Test("a {facet:ATTRIBUTE} placeholder matches a value of the facet, multi-word ones included")
  func placeholders() throws {
    let service = try Self.service("[\(Self.marker("brand", #"{"pattern": "{facet:brand} phone", "anchoring": "is"}"#))]")
    #expect(try Self.applied(service, "samsung phone") == ["brand"])
    #expect(try Self.applied(service, "acme phone") == [])
  }

  // MARK: Precedence

  @Test("precedence: the earliest match, then the longest, wins over a rule sharing a query word")
  func precedencePositionAndLength() throws {
    let service = try Self.service(
      """
      [\(Self.marker("phone", #"{"pattern": "phone", "anchoring": "contains"}"#)),
       \(Self.marker("cheap-phone", #"{"pattern": "cheap phone", "anchoring": "contains"}"#)),
       \(Self.marker("charger", #"{"pattern": "charger", "anchoring": "contains"}"#))]
      """)
    // "cheap phone" starts first and is longer; "phone" shares its word and is dropped.
    #expect(try Self.applied(service, "cheap phone charger") == ["cheap-phone", "charger"])
    // Distinct words: both apply, the earlier first.
    #expect(try Self.applied(service, "charger phone") == ["charger", "phone"])
  }

  @Test("precedence: is > startsWith > endsWith > contains on the same words")
  func precedenceAnchoring() throws {
    let all = ["contains", "endsWith", "startsWith", "is"].map {
      Self.marker("a-\($0)", #"{"pattern": "phone", "anchoring": "\#($0)"}"#)
    }
    let service = try Self.service("[\(all.joined(separator: ", "))]")
    #expect(try Self.applied(service, "phone") == ["a-is"])
    let noIs = try Self.service("[\(all.dropLast().joined(separator: ", "))]")
    #expect(try Self.applied(noIs, "phone") == ["a-startsWith"])
  }

  @Test("precedence: a context over filters over a general rule; literals over placeholders; temporary over permanent; then objectID")
  func precedenceSpecificity() throws {
    let context = try Self.service(
      """
      [\(Self.marker("a-general", #"{"pattern": "phone", "anchoring": "is"}"#)),
       \(Self.marker("b-context", #"{"pattern": "phone", "anchoring": "is", "context": "web"}"#))]
      """)
    #expect(try Self.applied(context, "phone") { $0.extra["ruleContexts"] = ["web"] } == ["b-context"])
    #expect(try Self.applied(context, "phone") == ["a-general"])
    let literal = try Self.service(
      """
      [\(Self.marker("a-placeholder", #"{"pattern": "{facet:brand}", "anchoring": "is"}"#)),
       \(Self.marker("b-literal", #"{"pattern": "apple", "anchoring": "is"}"#))]
      """)
    #expect(try Self.applied(literal, "apple") == ["b-literal"])
    #expect(try Self.applied(literal, "nokia") == ["a-placeholder"])
    let temporary = try Self.service(
      """
      [\(Self.marker("a-permanent", #"{"pattern": "phone", "anchoring": "is"}"#)),
       \(Self.marker("b-temporary", #"{"pattern": "phone", "anchoring": "is"}"#, extra: #", "validity": [{"from": 1}]"#))]
      """)
    #expect(try Self.applied(temporary, "phone") == ["b-temporary"])
    let tie = try Self.service(
      """
      [\(Self.marker("b", #"{"pattern": "phone", "anchoring": "is"}"#)), \(Self.marker("a", #"{"pattern": "phone", "anchoring": "is"}"#))]
      """)
    #expect(try Self.applied(tie, "phone") == ["a"])
  }

  @Test("precedence: rules with a common condition filter conflict; the one matching more wins")
  func precedenceFilters() throws {
    let service = try Self.service(
      """
      [\(Self.marker("brand", #"{"filters": "brand:Apple"}"#)),
       \(Self.marker("brand-type", #"{"filters": "brand:Apple AND type:case"}"#)),
       \(Self.marker("type", #"{"filters": "type:charger"}"#))]
      """)
    #expect(try Self.applied(service, "") { $0.filters = "brand:Apple AND type:case" } == ["brand-type"])
    #expect(try Self.applied(service, "") { $0.filters = "brand:Apple AND type:charger" } == ["brand", "type"])
  }

  // MARK: Consequences

  @Test("params: a rule's search parameters apply, and the response's params show them")
  func params() throws {
    let service = try Self.service(
      #"[{"objectID": "few", "conditions": [{"pattern": "phone", "anchoring": "is"}], "consequence": {"params": {"hitsPerPage": 1, "filters": "type:phone"}}}]"#)
    let response = try service.run(SearchParameters(query: "phone", filters: "NOT brand:Nokia"))
    #expect(response.hitsPerPage == 1)
    #expect(response.nbHits == 2)
    #expect(response.params?.contains("hitsPerPage=1") == true)
    #expect(try service.ids("cheap").count == 1)
  }

  @Test("query: a string replaces the query; remove and replace edit its words")
  func queryChanges() throws {
    let service = try Self.service(
      """
      [{"objectID": "budget", "conditions": [{"pattern": "budget", "anchoring": "is"}], "consequence": {"params": {"query": "cheap"}}},
       {"objectID": "buy", "conditions": [{"pattern": "buy", "anchoring": "startsWith"}], "consequence": {"params": {"query": {"remove": ["buy"]}}}},
       {"objectID": "mobile", "conditions": [{"pattern": "mobile", "anchoring": "contains"}],
        "consequence": {"params": {"query": {"edits": [{"type": "replace", "delete": "mobile", "insert": "phone"}]}}}}]
      """)
    #expect(try service.ids("budget") == ["5"])
    #expect(try service.ids("buy galaxy") == ["2"])
    #expect(try service.ids("pixel mobile") == ["4"])
    let response = try service.run(SearchParameters(query: "Buy  Galaxy"))
    #expect(response.query == "Buy  Galaxy")
    #expect(response.params?.contains("query=Galaxy") == true)
  }

  @Test("automaticFacetFilters: the placeholder's value filters the results, AND or OR (disjunctive)")
  func automaticFacetFilters() throws {
    let service = try Self.service(
      """
      [{"objectID": "and", "conditions": [{"pattern": "{facet:brand} {facet:brand}", "anchoring": "is"}],
        "consequence": {"params": {"automaticFacetFilters": ["brand"], "query": {"remove": ["{facet:brand}"]}}}},
       {"objectID": "or", "conditions": [{"pattern": "any {facet:brand} {facet:brand}", "anchoring": "is"}],
        "consequence": {"params": {"automaticFacetFilters": [{"facet": "brand", "disjunctive": true}], "query": {"edits": [{"type": "remove", "delete": "{facet:brand}"}, {"delete": "any"}]}}}},
       {"objectID": "one", "conditions": [{"pattern": "{facet:brand} phone", "anchoring": "is"}],
        "consequence": {"params": {"automaticFacetFilters": [{"facet": "brand"}], "query": {"remove": ["{facet:brand}"]}}}}]
      """)
    #expect(try service.ids("samsung phone") == ["2"])
    #expect(try service.ids("apple samsung").isEmpty)
    #expect(Set(try service.ids("any apple samsung")) == ["1", "2", "3"])
  }

  @Test("automaticOptionalFacetFilters: the placeholder's value ranks its records first without excluding others")
  func automaticOptionalFacetFilters() throws {
    let service = try Self.service(
      """
      [{"objectID": "boost", "conditions": [{"pattern": "{facet:brand}", "anchoring": "startsWith"}],
        "consequence": {"params": {"automaticOptionalFacetFilters": [{"facet": "brand", "score": 2}], "query": {"remove": ["{facet:brand}"]}}}}]
      """)
    let ids = try service.ids("nokia phone")
    #expect(ids.first == "5")
    #expect(ids.count == 4)
  }

  @Test("promote: records pinned at positions, a match moved and a non-match added; hide removes a record")
  func promoteAndHide() throws {
    let service = try Self.service(
      """
      [{"objectID": "pin", "conditions": [{"pattern": "phone", "anchoring": "is"}],
        "consequence": {"promote": [{"objectID": "1", "position": 0}, {"objectIDs": ["5", "3"], "position": 2}], "hide": [{"objectID": "2"}]}}]
      """)
    let response = try service.run(SearchParameters(query: "phone"))
    let ids = TestIndex.ids(response)
    #expect(ids.count == 4)
    #expect(ids[0] == "1")
    #expect(ids[2] == "5" && ids[3] == "3")
    #expect(!ids.contains("2"))
    #expect(response.nbHits == 4)
    let unruled = try service.ids("phone") { $0.extra["enableRules"] = false }
    #expect(Set(unruled) == ["2", "3", "4", "5"])
  }

  @Test("promote: two rules pinning at one position, the smaller objectID takes it and the other shifts down")
  func promoteConflicts() throws {
    let service = try Self.service(
      """
      [{"objectID": "x", "conditions": [{"pattern": "phone", "anchoring": "contains"}], "consequence": {"promote": [{"objectID": "4", "position": 0}]}},
       {"objectID": "y", "conditions": [{"pattern": "cheap", "anchoring": "contains"}], "consequence": {"promote": [{"objectID": "3", "position": 0}]}}]
      """)
    let ids = try service.ids("cheap phone") { $0.hitsPerPage = 3 }
    #expect(Array(ids.prefix(2)) == ["3", "4"])
  }

  @Test("filterPromotes: without it a pinned record shows despite the filters; with it only when it matches them")
  func filterPromotes() throws {
    func rule(_ flag: Bool) -> String {
      #"[{"objectID": "pin", "conditions": [{"pattern": "phone", "anchoring": "is"}], "consequence": {"promote": [{"objectID": "1", "position": 0}], "filterPromotes": \#(flag)}}]"#
    }
    let loose = try Self.service(rule(false))
    #expect(try loose.ids("phone") { $0.filters = "brand:Samsung" } == ["1", "2"])
    let strict = try Self.service(rule(true))
    #expect(try strict.ids("phone") { $0.filters = "brand:Samsung" } == ["2"])
    #expect(try strict.ids("phone") { $0.filters = "brand:Apple" } == ["1", "3"])
  }

  @Test("response: userData of every applied rule; appliedRules and _rankingInfo.promoted with getRankingInfo only")
  func responseFields() throws {
    let service = try Self.service(
      """
      [{"objectID": "a", "conditions": [{"pattern": "cheap", "anchoring": "contains"}], "consequence": {"userData": {"banner": "sale"}, "promote": [{"objectID": "1", "position": 0}]}},
       {"objectID": "b", "conditions": [{"pattern": "phone", "anchoring": "contains"}], "consequence": {"userData": {"banner": "phones"}}}]
      """)
    let plain = try service.run(SearchParameters(query: "cheap phone"))
    #expect(plain.extra["userData"] == [["banner": "sale"], ["banner": "phones"]])
    #expect(plain.extra["appliedRules"] == nil)
    #expect(plain.hits.first?["_rankingInfo"] == nil)
    let ranked = try service.run(SearchParameters(query: "cheap phone", getRankingInfo: true))
    #expect(ranked.extra["appliedRules"] == [["objectID": "a"], ["objectID": "b"]])
    #expect(ranked.hits.first?["_rankingInfo"]?["promoted"] == true)
    // The promoted record does not match the query: its figures are zeros, every field present.
    #expect(ranked.hits.first?["_rankingInfo"]?["nbTypos"] == 0)
    #expect(ranked.hits.first?["_rankingInfo"]?["firstMatchedWord"] == 0)
    #expect(ranked.hits.dropFirst().first?["_rankingInfo"]?["promoted"] == nil)
    let none = try service.run(SearchParameters(query: "galaxy", getRankingInfo: true))
    #expect(none.extra["appliedRules"] == nil)
    #expect(none.extra["userData"] == nil)
  }

  @Test("renderingContent: a rule's wins over the settings'")
  func renderingContent() throws {
    var settings = IndexSettings(searchableAttributes: ["name"], attributesForFaceting: ["brand", "type"])
    settings.extra["renderingContent"] = ["facetOrdering": ["facets": ["order": ["brand"]]]]
    let service = try Self.service(
      #"[{"objectID": "order", "conditions": [{"pattern": "phone", "anchoring": "is"}], "consequence": {"params": {"renderingContent": {"facetOrdering": {"facets": {"order": ["type"]}}}}}}]"#,
      settings: settings)
    #expect(try service.run(SearchParameters(query: "phone")).extra["renderingContent"]?["facetOrdering"]?["facets"]?["order"] == ["type"])
    #expect(try service.run(SearchParameters(query: "case")).extra["renderingContent"]?["facetOrdering"]?["facets"]?["order"] == ["brand"])
  }

  @Test("enableRules: false as a parameter or a setting turns the rules off; the parameter wins")
  func enableRules() throws {
    let rules = "[\(Self.marker("r"))]"
    let service = try Self.service(rules)
    #expect(try Self.applied(service, "x") == ["r"])
    #expect(try Self.applied(service, "x") { $0.extra["enableRules"] = false } == [])
    var settings = IndexSettings(searchableAttributes: ["name"])
    settings.extra["enableRules"] = false
    let off = try Self.service(rules, settings: settings)
    #expect(try Self.applied(off, "x") == [])
    #expect(try Self.applied(off, "x") { $0.extra["enableRules"] = true } == ["r"])
    #expect(throws: APIError.self) { try service.run(SearchParameters(query: "x", extra: ["enableRules": "maybe"])) }
  }
}
