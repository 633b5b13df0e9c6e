import Testing

@testable import Shell

@Suite("Tab completion: a pure function of line, cursor and session data")
struct CompleterTests {
  let completer: Completer = {
    var data = CompletionData()
    data.attributes = ["brand", "category", "price"]
    data.numericAttributes = ["price", "rating"]
    data.facetValues = ["brand": ["Apple", "Hewlett Packard", "Samsung"], "category": ["Books", "Toys"]]
    data.indexNames = ["products", "products_price_asc"]
    data.parameters = ["hitsPerPage", "typoTolerance"]
    return Completer(commands: CommandTable.standard.syntax, data: data) { directory in
      directory.isEmpty ? ["phones.is", "scripts/"] : []
    }
  }()

  func complete(_ line: String) -> [String] {
    completer.complete(line: line, cursor: line.count).candidates
  }

  func suffixes(_ line: String) -> [String] {
    completer.complete(line: line, cursor: line.count).suffixes
  }

  @Test("the first word completes to command names")
  func commandNames() {
    #expect(complete("ref") == ["refine"])
    #expect(complete("h") == ["help", "history", "hit", "hits"])
  }

  @Test("options complete to the spellings the command lists")
  func options() {
    #expect(complete("hit 3 --") == ["--raw"])
    #expect(complete("facets brand --") == ["--limit", "--show-empty", "--sort"])
  }

  @Test("connect completes its backends and its visible options, never the refused --api-key")
  func connectOptions() {
    #expect(complete("connect ") == ["local", "algolia"])
    #expect(complete("connect algolia --") == ["--app-id", "--hosts", "--index-name"])
  }

  @Test("refine completes attributes with '=', then values seen in the latest results")
  func attributeValues() {
    #expect(complete("refine ") == ["brand=", "category=", "price="])
    #expect(complete("refine category=B") == ["category=Books"])
    #expect(suffixes("refine category=B") == ["ooks"])
  }

  @Test("a value with a blank is escaped, or closed inside the quote the user opened")
  func quoting() {
    #expect(suffixes("refine brand=Hew") == [#"lett\ Packard"#])
    #expect(suffixes("refine 'brand=Hew") == ["lett Packard'"])
    #expect(suffixes("refine \"brand=Hew") == ["lett Packard\""])
  }

  @Test("index names, parameter names, numeric attributes, files, subjects")
  func argumentKinds() {
    #expect(complete("index pro") == ["products", "products_price_asc"])
    #expect(complete("set hits") == ["hitsPerPage"])
    #expect(complete("range ") == ["price", "rating"])
    #expect(complete("source ph") == ["phones.is"])
    #expect(complete("expect fi") == ["filters"])
    #expect(complete("sffv brand S") == ["Samsung"])
  }

  @Test("completion works after ; and not inside a comment")
  func statementsAndComments() {
    #expect(complete("query a; ne") == ["next"])
    #expect(complete("query a # ne").isEmpty)
  }

  @Test("an unknown command completes nothing; the common suffix is what Tab inserts")
  func unknown() {
    #expect(complete("frobnicate x").isEmpty)
    #expect(completer.complete(line: "index pro", cursor: 9).commonSuffix == "ducts")
  }

  @Test("several quoted values: Tab puts in their common start, quote opened, when it still reads as the typed word")
  func commonQuotedStart() {
    var data = CompletionData()
    data.attributes = ["brand"]
    data.facetValues = ["brand": ["Hewlett Packard", "Hewlett Pavilion", "Hewlett"]]
    let completer = Completer(commands: CommandTable.standard.syntax, data: data)
    let quoted = completer.complete(line: "refine brand='Hewlett P", cursor: 23)
    #expect(quoted.commonReplacement == "brand='Hewlett Pa")
    let bare = completer.complete(line: "refine brand=Hew", cursor: 16)
    #expect(bare.replacements == ["brand='Hewlett Packard'", "brand='Hewlett Pavilion'", "brand=Hewlett"])
    // `brand=` no longer reads as `brand=Hew`: Tab appends the common suffix instead.
    #expect(bare.commonReplacement == nil)
    #expect(bare.commonSuffix == "lett")
    let pair = completer.complete(line: "refine brand=Hewlett\\ Pa", cursor: 24)
    #expect(pair.replacements == ["brand=Hewlett\\ Packard", "brand=Hewlett\\ Pavilion"])
  }

  @Test("the cursor in the middle of the line completes the word before it")
  func cursorInside() {
    let result = completer.complete(line: "ref brand=Apple", cursor: 3)
    #expect(result.candidates == ["refine"])
    #expect(result.wordStart == 0)
  }
}

@Suite("Secrets and history policy")
struct SecretTests {
  @Test("lines with API keys are recognised", arguments: [
    "connect MYAPP 0123456789abcdef0123456789abcdef",
    "echo --api-key abc",
    "set apiKey abc",
    "echo 0123456789abcdef0123456789abcdef",
  ])
  func secret(line: String) {
    #expect(SecretFilter.containsSecret(line))
    #expect(!HistoryPolicy.shouldStore(line, after: nil))
  }

  @Test("ordinary lines are stored once; blank, repeated and space-prefixed lines are not")
  func ordinary() {
    #expect(!SecretFilter.containsSecret("refine brand=Apple"))
    #expect(HistoryPolicy.shouldStore("query phone", after: nil))
    #expect(!HistoryPolicy.shouldStore("query phone", after: "query phone"))
    #expect(!HistoryPolicy.shouldStore("   ", after: nil))
    #expect(!HistoryPolicy.shouldStore(" query private", after: nil))
  }

  @Test("record leaves secrets out of the script")
  @MainActor
  func recorderDropsSecrets() async throws {
    let run = try await ShellRun.script(
      "record out.is\necho hello\necho --api-key abc\nrecord stop\nsource out.is\n",
      prepare: { _ in })
    #expect(run.status == 0)
    #expect(run.output.contains("recorded 1 commands"))
    #expect(run.output.hasSuffix("hello\n"))
  }
}

@Suite("Colour choice")
struct ColorChoiceTests {
  @Test("auto colours only a terminal, never with NO_COLOR or TERM=dumb; flags win")
  func choice() {
    #expect(ColorChoice.auto.isEnabled(environment: [:], stdoutIsTerminal: true))
    #expect(!ColorChoice.auto.isEnabled(environment: [:], stdoutIsTerminal: false))
    #expect(!ColorChoice.auto.isEnabled(environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
    #expect(!ColorChoice.auto.isEnabled(environment: ["TERM": "dumb"], stdoutIsTerminal: true))
    #expect(ColorChoice.always.isEnabled(environment: ["NO_COLOR": "1"], stdoutIsTerminal: false))
    #expect(!ColorChoice.never.isEnabled(environment: [:], stdoutIsTerminal: true))
  }

  @Test("plain style marks matches with asterisks and writes no escape sequences")
  func plainStyle() {
    #expect(Style.plain.match("phone") == "*phone*")
    #expect(Style.plain.bold("x") == "x")
    #expect(Style(isEnabled: true).match("phone") == "\u{1B}[1;33mphone\u{1B}[0m")
  }
}
