import Testing

@testable import Shell

@Suite("set ignorePlurals / removeStopWords / queryLanguages on the demo index")
@MainActor
struct LanguageSetTests {
  @Test("plural forms and stop words move the results; a language without a list is refused in one line")
  func languages() async throws {
    let run = try await ShellRun.keepGoing(
      """
      set queryType prefixNone
      set typoTolerance false
      query kits
      expect hits 0
      set ignorePlurals true
      query kits
      expect hits 131
      query the phone
      expect hits 195
      set removeStopWords true
      query the phone
      expect hits 394
      set queryLanguages de
      set ignorePlurals false
      set queryLanguages de
      query the phone
      expect hits 59
      set ignorePlurals fr
      set queryLanguages xx
      query kits
      expect hits 0

      """)
    #expect(
      run.errors == """
        t.is:13: set: queryLanguages de refused: No plural forms for "de" in the embedded engine (English, "en", only); nothing changed
        t.is:18: set: ignorePlurals fr refused: No plural forms for "fr" in the embedded engine (English, "en", only); nothing changed
        t.is:19: set: Invalid value for "queryLanguages" parameter, expected array of supported language ISO codes

        """)
  }
}
