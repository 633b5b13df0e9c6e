import SearchModel
import Testing

@Suite("JSON record stream: records that are not objects")
struct NonObjectRecordTests {
  static let arrayInput = """
    [{"objectID": "1"}, 42, "a \\"quoted\\" ]", [1, {"b": "]"}],
     null, true, -1.5e3, {"objectID": "2"}]
    """
  static let linesInput = "{\"objectID\": \"1\"}\n42\n\"text\"\n\n[1, 2]\n{\"objectID\": \"2\"}\nfalse"

  @Test("a strict stream refuses a record that is not an object, with its position")
  func strictRefuses() {
    #expect {
      _ = try JSONRecordStream.records(in: Array(Self.arrayInput.utf8))
    } throws: { error in
      let error = error as? JSONParseError
      return error?.line == 1 && error?.column == 21 && error?.message.contains("record 2 to be a JSON object") == true
    }
  }

  @Test("acceptsNonObjects returns every value of an array as a record, positioned")
  func arrayValues() throws {
    let records = try JSONRecordStream.records(in: Array(Self.arrayInput.utf8), acceptsNonObjects: true)
    #expect(
      records.map(\.value) == [
        ["objectID": "1"], 42, "a \"quoted\" ]", [1, ["b": "]"]], .null, true, -1500, ["objectID": "2"],
      ])
    #expect(records.map(\.index) == Array(0..<8))
    #expect(records.map(\.line) == [1, 1, 1, 1, 2, 2, 2, 2])
    #expect(records.map(\.column) == [2, 21, 25, 43, 2, 8, 14, 22])
  }

  @Test("acceptsNonObjects returns every NDJSON line as a record, the last one without a newline too")
  func lineValues() throws {
    let records = try JSONRecordStream.records(in: Array(Self.linesInput.utf8), acceptsNonObjects: true)
    #expect(records.map(\.value) == [["objectID": "1"], 42, "text", [1, 2], ["objectID": "2"], false])
    #expect(records.map(\.line) == [1, 2, 3, 5, 6, 7])
  }

  @Test(
    "chunk boundaries at every byte position give the same non-object records",
    arguments: [arrayInput, linesInput])
  func everySplit(input: String) throws {
    let bytes = Array(input.utf8)
    let whole = try JSONRecordStream.records(in: bytes, acceptsNonObjects: true)
    for split in 0...bytes.count {
      var stream = JSONRecordStream(acceptsNonObjects: true)
      var records = try stream.feed(bytes[..<split])
      records += try stream.feed(bytes[split...])
      records += try stream.finish()
      #expect(records == whole, "split at \(split)")
    }
  }

  @Test("a malformed value is still a syntax error naming its record, line and column")
  func malformedValue() {
    for (input, column) in [(#"[{"a": 1}, 4"x"]"#, 13), (#"[{"a": 1}, tru]"#, 12), (#"[{"a": 1}, 7"#, 13)] {
      #expect(throws: JSONParseError.self, "\(input)") {
        _ = try JSONRecordStream.records(in: Array(input.utf8), acceptsNonObjects: true)
      }
      do {
        _ = try JSONRecordStream.records(in: Array(input.utf8), acceptsNonObjects: true)
      } catch {
        #expect(error.line == 1 && error.column == column, "\(input): \(error)")
      }
    }
  }
}
