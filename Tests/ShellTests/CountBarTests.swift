import Testing

@testable import Shell

/// The count column of `facets` and `menu`: aligned, with bars proportional to the list's top count.
@Suite("Count bars")
struct CountBarTests {
  @Test("counts right-aligned in one column after the labels; bars in eighths of a cell, ten cells for the top count")
  func layout() {
    let lines = CountBar.lines([
      (prefix: "[ ] ", label: "Samsung", count: 130, maximum: 130),
      (prefix: "[x] ", label: "LG", count: 26, maximum: 130),
      (prefix: "    [ ] ", label: "Grills", count: 1, maximum: 130),
      (prefix: "[ ] ", label: "None", count: 0, maximum: 130),
    ])
    #expect(lines == [
      "[ ] Samsung     130 ██████████",
      "[x] LG           26 ██",
      "    [ ] Grills    1 ▏",
      "[ ] None          0",
    ])
    #expect(CountBar.bar(58, maximum: 130) == "████▌")  // 4.46 cells: four and a half
  }
}
