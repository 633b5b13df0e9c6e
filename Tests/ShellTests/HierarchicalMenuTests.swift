import DemoData
import Foundation
import SearchEngine
import SearchModel
import Testing

@testable import Shell

/// A small shop whose `cat.lvl0..2` hold category paths, and the counts its menu must show,
/// worked out from the records themselves.
struct HierarchicalShop {
  struct Product {
    var brand: String
    /// The names of the levels (`["Clothing", "Women", "Dresses"]`); some paths stop at level 1.
    var names: [String]
  }

  /// Distinct counts at every level, one path shorter than the others (`Book > Comics`).
  static let products: [Product] = [
    Product(brand: "A", names: ["Clothing", "Women", "Dresses"]),
    Product(brand: "B", names: ["Clothing", "Women", "Dresses"]),
    Product(brand: "A", names: ["Clothing", "Women", "Shoes"]),
    Product(brand: "B", names: ["Clothing", "Men", "Shirts"]),
    Product(brand: "A", names: ["Clothing", "Men", "Shirts"]),
    Product(brand: "A", names: ["Book", "Fiction", "Mystery"]),
    Product(brand: "B", names: ["Book", "Fiction", "Romance"]),
    Product(brand: "B", names: ["Book", "Comics"]),
    Product(brand: "A", names: ["Furniture", "Chairs", "Office"]),
  ]

  /// The separator the values are written with.
  var separator = " > "

  /// The value of `product` at `level` (`Clothing > Women`), nil below its deepest level.
  func value(_ product: Product, _ level: Int) -> String? {
    level < product.names.count ? product.names[...level].joined(separator: separator) : nil
  }

  /// How many products have `value` at `level` among those `keep` accepts.
  func count(_ level: Int, _ value: String, where keep: (Product) -> Bool = { _ in true }) -> Int {
    Self.products.filter { keep($0) && self.value($0, level) == value }.count
  }

  /// Builds the index in a new temporary directory; returns the directory.
  func makeIndex() throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-menu-\(UUID().uuidString)").appendingPathComponent("shop").path
    let records: [JSONValue] = Self.products.enumerated().map { index, product in
      var levels: JSONObject = [:]
      for level in product.names.indices {
        levels["lvl\(level)"] = .string(value(product, level) ?? "")
      }
      return .object([
        "objectID": .string("\(index + 1)"), "name": .string(product.names.joined(separator: " ")),
        "brand": .string(product.brand), "cat": .object(levels),
      ])
    }
    let settings = IndexSettings(
      searchableAttributes: ["name"], attributesForFaceting: ["brand", "cat.lvl0", "cat.lvl1", "cat.lvl2"])
    _ = try IndexImporter(directory: directory, settings: settings).importRecords(records)
    return directory
  }

  /// Runs `script` on the shop (stopping at the first error unless `keepGoing`).
  @MainActor
  func run(_ script: String, json: Bool = false, keepGoing: Bool = false) async throws -> ShellRun {
    let directory = try makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    var run = try await ShellRun.script(script, name: "m.is") {
      $0.indexDirectories = [directory]
      $0.json = json
      $0.keepGoing = keepGoing
    }
    if !json { run.output = run.output.withoutCountBars }
    return run
  }
}

@Suite("menu: InstantSearch's hierarchical menu over ATTR.lvl0..N", .timeLimit(.minutes(2)))
@MainActor
struct HierarchicalMenuTests {
  let shop = HierarchicalShop()

  @Test("without a selection the menu is the top level, most frequent first, nothing marked")
  func topLevel() async throws {
    let run = try await shop.run("menu cat\n")
    #expect(run.errors == "")
    #expect(run.output == """
      [ ] Clothing \(shop.count(0, "Clothing"))
      [ ] Book \(shop.count(0, "Book"))
      [ ] Furniture \(shop.count(0, "Furniture"))

      """)
  }

  @Test("choosing a path selects its ancestors too and shows, indented, the children of each selected value")
  func selectPath() async throws {
    let run = try await shop.run("menu cat 'Clothing > Women'\n")
    #expect(run.errors == "")
    let women: (HierarchicalShop.Product) -> Bool = { shop.value($0, 1) == "Clothing > Women" }
    // Level 0 counts ignore the selection (the alternatives stay visible); level 1 counts are
    // those under Clothing; level 2 those under Clothing > Women.
    #expect(run.output == """
      \(HierarchicalShop.products.filter(women).count) results
      [x] Clothing \(shop.count(0, "Clothing"))
          [x] Women \(shop.count(1, "Clothing > Women"))
              [ ] Dresses \(shop.count(2, "Clothing > Women > Dresses"))
              [ ] Shoes \(shop.count(2, "Clothing > Women > Shoes"))
          [ ] Men \(shop.count(1, "Clothing > Men"))
      [ ] Book \(shop.count(0, "Book"))
      [ ] Furniture \(shop.count(0, "Furniture"))

      """)
  }

  @Test("the filter state holds one filter, on the deepest level; filters lists it as hierarchical<ATTR>")
  func oneFilterOnTheDeepestLevel() async throws {
    let run = try await shop.run("menu cat 'Clothing > Women > Dresses'\nfilters\nstats\n")
    #expect(run.errors == "")
    let dresses = shop.count(2, "Clothing > Women > Dresses")
    #expect(run.output.hasSuffix("""
      hierarchical<cat>: Clothing > Women > Dresses
      filters: ( "cat.lvl2":"Clothing > Women > Dresses" )
      \(dresses) results

      """))
    #expect(run.output.contains("        [x] Dresses \(dresses)\n"))
  }

  @Test("choosing the deepest selected value again goes up one level; choosing a parent selects the parent; --clear unselects")
  func toggles() async throws {
    let run = try await shop.run(
      """
      menu cat 'Clothing > Women'
      menu cat 'Clothing > Women'
      expect filters '( "cat.lvl0":"Clothing" )'
      menu cat Clothing
      expect filters
      menu cat 'Book > Fiction > Mystery'
      expect filters '( "cat.lvl2":"Book > Fiction > Mystery" )'
      menu cat Book
      expect filters '( "cat.lvl0":"Book" )'
      menu cat 'Book > Comics'
      expect filters '( "cat.lvl1":"Book > Comics" )'
      menu cat --clear
      expect filters
      """)
    #expect(run.errors == "")
    #expect(run.status == 0)
    // After --clear: the stats line of every record and the top level, nothing marked.
    #expect(run.output.hasSuffix("""
      \(HierarchicalShop.products.count) results
      [ ] Clothing \(shop.count(0, "Clothing"))
      [ ] Book \(shop.count(0, "Book"))
      [ ] Furniture \(shop.count(0, "Furniture"))

      """))
  }

  @Test("a path selected down to its last level shows no children row (Book > Comics has no level 2)")
  func shallowPath() async throws {
    let run = try await shop.run("menu cat 'Book > Comics'\n")
    #expect(run.errors == "")
    #expect(run.output.contains("[x] Book \(shop.count(0, "Book"))\n    [ ] Fiction \(shop.count(1, "Book > Fiction"))\n    [x] Comics \(shop.count(1, "Book > Comics"))\n[ ] Furniture"))
  }

  @Test("the menu counts under the other refinements: refine brand=A narrows every level")
  func underOtherFilters() async throws {
    let run = try await shop.run("refine brand=A\nmenu cat Clothing\n")
    #expect(run.errors == "")
    let brandA: (HierarchicalShop.Product) -> Bool = { $0.brand == "A" }
    let clothingA = HierarchicalShop.products.filter { $0.brand == "A" && $0.names[0] == "Clothing" }.count
    #expect(run.output.hasSuffix("""
      \(clothingA) results
      [x] Clothing \(shop.count(0, "Clothing", where: brandA))
          [ ] Women \(shop.count(1, "Clothing > Women", where: brandA))
          [ ] Men \(shop.count(1, "Clothing > Men", where: brandA))
      [ ] Book \(shop.count(0, "Book", where: brandA))
      [ ] Furniture \(shop.count(0, "Furniture", where: brandA))

      """))
  }

  @Test("clear ATTR and clear --all unselect the path; clearing one level keeps the path above it")
  func clearing() async throws {
    let run = try await shop.run(
      """
      menu cat 'Clothing > Women > Dresses'
      clear cat.lvl2
      expect filters '( "cat.lvl1":"Clothing > Women" )'
      clear cat
      expect filters
      menu cat 'Book > Fiction'
      refine brand=B
      clear --all
      expect filters
      menu cat
      """)
    #expect(run.errors == "")
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("""
      [ ] Clothing \(shop.count(0, "Clothing"))
      [ ] Book \(shop.count(0, "Book"))
      [ ] Furniture \(shop.count(0, "Furniture"))

      """))
  }

  @Test("after clear ATTR.lvlN the menu marks the path that is left")
  func clearLevelMenu() async throws {
    let run = try await shop.run("menu cat 'Clothing > Women > Dresses'\nclear cat.lvl1\nmenu cat\n")
    #expect(run.errors == "")
    #expect(run.output.hasSuffix("""
      \(shop.count(0, "Clothing")) results
      [x] Clothing \(shop.count(0, "Clothing"))
          [ ] Women \(shop.count(1, "Clothing > Women"))
          [ ] Men \(shop.count(1, "Clothing > Men"))
      [ ] Book \(shop.count(0, "Book"))
      [ ] Furniture \(shop.count(0, "Furniture"))

      """))
  }

  @Test("unrefine ATTR unselects the menu as clear ATTR does")
  func unrefineBase() async throws {
    let run = try await shop.run("menu cat 'Book > Fiction'\nunrefine cat\nexpect filters\n")
    #expect(run.errors == "")
    #expect(run.output.hasSuffix("\(HierarchicalShop.products.count) results\n"))
  }

  @Test("a selected path the query leaves out is named under the menu rather than silently missing")
  func pathOutsideTheResults() async throws {
    let run = try await shop.run("query Dresses\nmenu cat Book\n")
    #expect(run.errors == "")
    let dresses = HierarchicalShop.products.filter { $0.names.contains("Dresses") }
    #expect(run.output.hasSuffix("""
      0 results
      [ ] Clothing \(dresses.count)
      selected: Book (not in the results)

      """))
  }

  @Test("--limit caps each level but never hides a selected value")
  func limit() async throws {
    let run = try await shop.run("menu cat Furniture --limit 1\n")
    #expect(run.errors == "")
    #expect(run.output.hasSuffix("""
      [ ] Clothing \(shop.count(0, "Clothing"))
      [x] Furniture \(shop.count(0, "Furniture"))
          [ ] Chairs \(shop.count(1, "Furniture > Chairs"))

      """))
  }

  @Test("--separator reads values written with another separator, and is remembered for the attribute")
  func otherSeparator() async throws {
    let slashes = HierarchicalShop(separator: " / ")
    let run = try await slashes.run("menu cat 'Clothing / Men' --separator ' / '\nmenu cat\nfilters\n")
    #expect(run.errors == "")
    let menu = """
      [x] Clothing \(slashes.count(0, "Clothing"))
          [ ] Women \(slashes.count(1, "Clothing / Women"))
          [x] Men \(slashes.count(1, "Clothing / Men"))
              [ ] Shirts \(slashes.count(2, "Clothing / Men / Shirts"))
      [ ] Book \(slashes.count(0, "Book"))
      [ ] Furniture \(slashes.count(0, "Furniture"))

      """
    #expect(run.output == """
      \(slashes.count(1, "Clothing / Men")) results
      \(menu)\(menu)hierarchical<cat>: Clothing / Men
      filters: ( "cat.lvl1":"Clothing / Men" )

      """)
  }

  @Test("mistakes are one-line errors: a path deeper than the levels, a level named instead of the base, no levels, both a path and --clear")
  func errors() async throws {
    let run = try await shop.run(
      "menu cat 'Clothing > Women > Dresses > Red'\nmenu cat.lvl1\nmenu brand\nmenu cat Book --clear\nmenu cat --levels 0\n",
      keepGoing: true)
    let lines = run.errors.split(separator: "\n").map(String.init)
    try #require(lines.count == 5)
    #expect(lines[0] == "m.is:1: menu: 'Clothing > Women > Dresses > Red' has 4 levels; cat has 3 (cat.lvl0, cat.lvl1, cat.lvl2)")
    #expect(lines[1] == "m.is:2: menu: cat.lvl1 is a level of cat; name the menu by its base: menu cat")
    #expect(lines[2] == "m.is:3: menu: shop declares no brand.lvl0 in attributesForFaceting; give the number of levels with --levels N")
    #expect(lines[3].hasPrefix("m.is:4: menu: give a path or --clear, not both (usage: menu "))
    #expect(lines[4].hasPrefix("m.is:5: menu: --levels must be 1 or more (usage: menu "))
    #expect(run.output == "")
  }

  @Test("--levels N names the levels without reading the settings")
  func explicitLevels() async throws {
    let run = try await shop.run("menu cat --levels 2 'Clothing > Men'\nmenu cat 'Clothing > Men > Shirts'\n", keepGoing: true)
    // Two levels only: no third-level row, and a three-level path is refused.
    #expect(run.output.contains("    [x] Men \(shop.count(1, "Clothing > Men"))\n[ ] Book"))
    #expect(run.errors == "m.is:2: menu: 'Clothing > Men > Shirts' has 3 levels; cat has 2 (cat.lvl0, cat.lvl1)\n")
  }

  @Test("--levels fewer than the selected path is refused; the selection is kept")
  func fewerLevelsThanThePath() async throws {
    let run = try await shop.run(
      "menu cat 'Clothing > Women > Dresses'\nmenu cat --levels 2\nexpect filters '( \"cat.lvl2\":\"Clothing > Women > Dresses\" )'\n",
      keepGoing: true)
    #expect(run.errors == "m.is:2: menu: the selected path of cat has 3 levels, more than 2; unselect it first (menu cat --clear)\n")
  }

  @Test("--json prints one document per command: the path, the rows with value, label, level, count and isRefined")
  func json() async throws {
    let run = try await shop.run("menu cat\nmenu cat 'Clothing > Women'\n", json: true)
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 2)
    let documents = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    #expect(documents[0]["attribute"] as? String == "cat")
    #expect(documents[0]["separator"] as? String == " > ")
    #expect(documents[0]["levels"] as? [String] == ["cat.lvl0", "cat.lvl1", "cat.lvl2"])
    #expect(documents[0]["path"] as? [String] == [])
    #expect(documents[0]["nbHits"] == nil)
    let selected = documents[1]
    #expect(selected["path"] as? [String] == ["Clothing", "Clothing > Women"])
    #expect(selected["nbHits"] as? Int == shop.count(1, "Clothing > Women"))
    let rows = try #require(selected["values"] as? [[String: Any]])
    #expect(rows.map { $0["value"] as? String } == [
      "Clothing", "Clothing > Women", "Clothing > Women > Dresses", "Clothing > Women > Shoes", "Clothing > Men", "Book",
      "Furniture",
    ])
    #expect(rows.map { $0["label"] as? String } == ["Clothing", "Women", "Dresses", "Shoes", "Men", "Book", "Furniture"])
    #expect(rows.map { $0["level"] as? Int } == [0, 1, 2, 2, 1, 0, 0])
    #expect(rows.map { $0["isRefined"] as? Bool } == [true, true, false, false, false, false, false])
    #expect(rows.map { $0["count"] as? Int } == rows.map { row in
      shop.count((row["level"] as? Int) ?? -1, (row["value"] as? String) ?? "")
    })
  }

  @Test("a recorded session with menu commands replays in a fresh shell to the same bytes")
  func recordAndReplay() async throws {
    let directory = try shop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("menu-record-\(UUID().uuidString).is")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = """
      menu cat Clothing
      record \(file.path)
      menu cat 'Clothing > Women'
      refine brand=A
      menu cat
      menu cat 'Clothing > Women'
      filters
      menu cat --clear
      record stop
      """
    let run = try await ShellRun.script(session + "\n") { $0.indexDirectories = [directory] }
    #expect(run.errors == "")
    let script = try String(contentsOf: file, encoding: .utf8)
    #expect(script.contains("\nmenu cat 'Clothing > Women'\n"))
    let replay = try await ShellRun.script(script) { $0.indexDirectories = [directory] }
    #expect(replay.errors == "")
    #expect(replay.status == 0)
    #expect(replay.output == run.output
      .replacingOccurrences(of: "recording to \(file.path)\n", with: "")
      .replacingOccurrences(of: "recorded 6 commands to \(file.path)\n", with: ""))
  }

  @Test("Tab completes menu, the base attribute once, then values of every level seen in the results")
  func completion() async throws {
    var captured: ShellSession?
    let directory = try shop.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }
    _ = try await ShellRun.script("menu cat Clothing\n", configure: { $0.indexDirectories = [directory] }) {
      captured = $0
    }
    let session = try #require(captured)
    let completer = Completer(commands: session.table.syntax, data: session.completionData)
    func complete(_ line: String) -> [String] { completer.complete(line: line, cursor: line.count).candidates }
    #expect(complete("men") == ["menu"])
    #expect(complete("menu ") == ["cat"])
    // Level 1 values, then the level 2 values under them that the latest results counted.
    #expect(complete("menu cat 'Clothing > W") == ["Clothing > Women", "Clothing > Women > Dresses", "Clothing > Women > Shoes"])
    #expect(complete("menu cat B") == ["Book"])
    #expect(complete("menu cat --s") == ["--separator"])
  }

  @Test("help lists menu under Refine")
  func help() async throws {
    let run = try await shop.run("help\n")
    let refine = run.output.components(separatedBy: "Refine:\n").last?.components(separatedBy: "\n\n").first ?? ""
    #expect(refine.contains("  menu <attribute> [<path>]"))
  }
}

@Suite("menu on the demo index: counts match the generated records", .timeLimit(.minutes(3)))
@MainActor
struct DemoHierarchicalMenuTests {
  /// `categories.lvl0..2` of every record of the demo index, as generated.
  static let paths: [[String]] = DemoCatalog.records(count: DemoIndexStore.recordCount).map { record in
    guard case .object(let levels)? = record["categories"] else { return [] }
    return (0..<3).compactMap { level in
      if case .string(let value)? = levels["lvl\(level)"] { return value }
      return nil
    }
  }

  /// The `[ ] label count` rows of the values at `level` among `paths`, as the menu orders them
  /// (count descending, then value), indented by level.
  static func rows(level: Int, among paths: [[String]], selected: String? = nil) -> [String] {
    var counts: [String: Int] = [:]
    for path in paths where path.count > level { counts[path[level], default: 0] += 1 }
    let ordered = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    return ordered.map { value, count in
      let label = value.components(separatedBy: " > ").last ?? value
      let mark = value == selected ? "[x]" : "[ ]"
      return String(repeating: "    ", count: level) + "\(mark) \(label) \(count)"
    }
  }

  @Test("the top level lists the ten departments with their record counts")
  func topLevel() async throws {
    let run = try await ShellRun.script("menu categories\n")
    #expect(run.errors == "")
    let expected = Self.rows(level: 0, among: Self.paths)
    #expect(expected.count == 10)
    #expect(run.output.withoutCountBars == expected.joined(separator: "\n") + "\n")
  }

  @Test("Garden > Outdoor Living: its ancestors' siblings, its siblings and its children, counted from the records")
  func outdoorLiving() async throws {
    let run = try await ShellRun.script("menu categories 'Garden > Outdoor Living'\nfilters\n")
    #expect(run.errors == "")
    let selected = "Garden > Outdoor Living"
    let garden = Self.paths.filter { $0.first == "Garden" }
    let outdoor = Self.paths.filter { $0.count > 1 && $0[1] == selected }
    var expected = ["\(outdoor.count) results"]
    for row in Self.rows(level: 0, among: Self.paths, selected: "Garden") {
      expected.append(row)
      guard row.hasPrefix("[x]") else { continue }
      for child in Self.rows(level: 1, among: garden, selected: selected) {
        expected.append(child)
        if child.hasPrefix("    [x]") { expected += Self.rows(level: 2, among: outdoor) }
      }
    }
    expected += ["hierarchical<categories>: Garden > Outdoor Living", #"filters: ( "categories.lvl1":"Garden > Outdoor Living" )"#]
    #expect(run.output.withoutCountBars == expected.joined(separator: "\n") + "\n")
    #expect(outdoor.count > 0)
  }
}
