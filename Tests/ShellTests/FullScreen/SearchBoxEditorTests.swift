import Testing

@testable import Shell

@Suite("Live search box: the usual editing keys")
struct SearchBoxEditorTests {
  private func typed(_ keys: [Key], into text: String = "") -> SearchBoxEditor {
    var editor = SearchBoxEditor(text: text)
    for key in keys { editor.apply(key) }
    return editor
  }

  @Test("typing inserts at the cursor, UTF-8 included; the cursor column counts wide characters twice")
  func typing() {
    let editor = typed("café 日本".map { .character($0) })
    #expect(editor.text == "café 日本")
    #expect(editor.cursorColumn == 9)
  }

  @Test("Left, Right, Home, End, Ctrl-A and Ctrl-E move; inserting in the middle")
  func moving() {
    #expect(typed([.left, .left, .character("X")], into: "abcd").text == "abXcd")
    #expect(typed([.home, .character("X"), .end, .character("Y")], into: "ab").text == "XabY")
    #expect(typed([.control("a"), .right, .character("X"), .control("e"), .character("Y")], into: "ab").text == "aXbY")
  }

  @Test("Backspace and Delete erase around the cursor and report a change only when there was one")
  func erasing() {
    var editor = SearchBoxEditor(text: "abc")
    let erased = editor.apply(.backspace)
    #expect(erased && editor.text == "ab")
    let atEnd = editor.apply(.delete)
    #expect(!atEnd, "nothing after the cursor")
    editor.apply(.home)
    let deleted = editor.apply(.delete)
    #expect(deleted && editor.text == "b")
    let moved = editor.apply(.up)
    #expect(!moved, "keys the box does not use change nothing")
  }

  @Test("Ctrl-W erases the word before the cursor, Ctrl-U everything before it, Ctrl-K after it")
  func killing() {
    #expect(typed([.control("w")], into: "apple watch  ").text == "apple ")
    #expect(typed([.left, .left, .control("u")], into: "apple watch").text == "ch")
    #expect(typed([.home, .right, .control("k")], into: "apple").text == "a")
  }
}
