import Testing
import SearchModel
@testable import SearchEngine

/// A settings file's attribute declarations and ranking entries: a typo is refused at import,
/// never read as an attribute of that name or dropped.
@Suite("Settings declarations: malformed ranking and attribute entries are refused in one line")
struct SettingsDeclarationTests {
  private func refusal(_ settings: JSONObject) -> String? {
    do {
      try EngineConformance.check(settings: settings)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("customRanking takes asc(attribute) or desc(attribute) only")
  func customRanking() {
    #expect(refusal(["customRanking": ["desc(popularity)", "asc( price )"]]) == nil)
    #expect(
      refusal(["customRanking": ["desc(year"]])
        == #"Invalid value for "customRanking" parameter, expected asc(attribute) or desc(attribute), found "desc(year""#)
    #expect(refusal(["customRanking": ["year"]])?.hasSuffix(#"found "year""#) == true)
    #expect(refusal(["customRanking": ["desc()"]])?.hasSuffix(#"found "desc()""#) == true)
  }

  @Test("ranking takes the eight criteria, asc(attribute) and desc(attribute)")
  func ranking() {
    #expect(refusal(["ranking": ["desc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]]) == nil)
    #expect(
      refusal(["ranking": ["typos", "custom"]])
        == #"Invalid value for "ranking" parameter, expected typo, geo, words, filters, proximity, attribute, exact, custom, asc(attribute) or desc(attribute), found "typos""#
    )
  }

  @Test("attributesForFaceting and searchableAttributes take their own modifiers, bare names and nested paths")
  func declarations() {
    #expect(
      refusal([
        "attributesForFaceting": ["searchable(brand)", "filterOnly(price)", "afterDistinct(color)", "categories.lvl0"],
        "searchableAttributes": ["name,alt_name", "unordered(description)", "ordered(brand)", "categories.lvl1"],
      ]) == nil)
    #expect(
      refusal(["attributesForFaceting": ["searchabel(brand)"]])
        == #"Invalid value for "attributesForFaceting" parameter, expected attribute, afterDistinct(attribute), filterOnly(attribute) or searchable(attribute), found "searchabel(brand)""#
    )
    #expect(refusal(["searchableAttributes": ["name,unordered(description"]])?.hasSuffix(#"found "name,unordered(description""#) == true)
    #expect(refusal(["searchableAttributes": ["unordered(description)", "searchable(brand)"]]) != nil)
  }
}
