import SearchModel
import Testing

@Suite("JSON record stream")
struct JSONRecordStreamTests {
  static let arrayInput = """
    [
      {"objectID": "1", "name": "Woodstock", "tags": ["bird", "}"]},
      {"objectID": "2", "name": "Snoopy \\"the dog\\" é"},
      {"objectID": "3", "nested": {"a": [1, {"b": 2}]}}
    ]
    """
  static let linesInput = """
    {"objectID": "1", "name": "Woodstock", "tags": ["bird", "}"]}

    {"objectID": "2", "name": "Snoopy \\"the dog\\" é"}
    {"objectID": "3", "nested": {"a": [1, {"b": 2}]}}
    """

  @Test("reads a JSON array of records with their positions")
  func readsArray() throws {
    let records = try JSONRecordStream.records(in: Array(Self.arrayInput.utf8))
    #expect(records.map(\.index) == [0, 1, 2])
    #expect(records.map(\.line) == [2, 3, 4])
    #expect(records.map(\.column) == [3, 3, 3])
    #expect(records[1].object["name"] == "Snoopy \"the dog\" é")
    #expect(records[2].object["nested"]?["a"]?[1]?["b"] == 2)
  }

  @Test("reads NDJSON, skipping blank lines")
  func readsLines() throws {
    var stream = JSONRecordStream()
    var records = try stream.feed(Array(Self.linesInput.utf8))
    records += try stream.finish()
    #expect(stream.format == .lines)
    #expect(records.map(\.line) == [1, 3, 4])
    #expect(records.map { $0.object["objectID"] } == ["1", "2", "3"])
  }

  @Test("chunk boundaries at every byte position give the same records", arguments: [arrayInput, linesInput])
  func everySplit(input: String) throws {
    let bytes = Array(input.utf8)
    let whole = try JSONRecordStream.records(in: bytes)
    for split in 0...bytes.count {
      var stream = JSONRecordStream()
      var records = try stream.feed(bytes[..<split])
      records += try stream.feed(bytes[split...])
      records += try stream.finish()
      #expect(records == whole, "split at \(split)")
    }
  }

  @Test("one byte at a time gives the same records")
  func byteByByte() throws {
    let bytes = Array(Self.arrayInput.utf8)
    var stream = JSONRecordStream()
    var records: [JSONRecord] = []
    for byte in bytes { records += try stream.feed([byte]) }
    records += try stream.finish()
    #expect(records == (try JSONRecordStream.records(in: bytes)))
  }

  @Test("a byte order mark is skipped, even split across chunks; a lone 0xBB is not")
  func byteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[{\"a\":1}]".utf8)
    var stream = JSONRecordStream()
    var records = try stream.feed(bytes[..<2])
    records += try stream.feed(bytes[2...])
    records += try stream.finish()
    #expect(records.map(\.object) == [["a": 1]])
    #expect(throws: JSONParseError.self) { try JSONRecordStream.records(in: [0xBB] + Array("[]".utf8)) }
  }

  @Test("an empty array and an empty input have no records")
  func empty() throws {
    #expect(try JSONRecordStream.records(in: Array(" [ ] ".utf8)).isEmpty)
    #expect(try JSONRecordStream.records(in: [UInt8]()).isEmpty)
  }

  @Test("a syntax error inside a record names the record, line and column in the whole file")
  func errorInRecord() {
    let input = "[\n  {\"objectID\": \"1\"},\n  {\"objectID\": \"2\",}\n]"
    #expect(
      throws: JSONParseError(
        message: "expected a string key after ',', found '}' (trailing commas are not allowed)",
        line: 3, column: 20, offset: 42, recordIndex: 1)
    ) {
      try JSONRecordStream.records(in: Array(input.utf8))
    }
  }

  @Test(
    "separator errors say what was expected",
    arguments: [
      ("[{\"a\":1},]", "expected a record ('{') after ',' following record 1, found ']' (trailing commas are not allowed)"),
      ("[{\"a\":1} {\"a\":2}]", "expected ',' or ']' after record 1, found '{'"),
      ("[1, 2]", "expected record 1 to be a JSON object ('{'), found '1'"),
      ("\"x\"", "expected a JSON array of records ('[') or NDJSON records ('{'), found '\"'"),
      ("{\"a\":1}\n[2]", "expected the next record ('{') after record 1, found '['"),
      ("[{\"a\":1}] x", "expected end of input after the closing ']', found 'x'"),
      ("[{\"a\":1}", "expected ',' or ']' after record 1, found end of input"),
    ])
  func separatorErrors(input: String, message: String) {
    do {
      _ = try JSONRecordStream.records(in: Array(input.utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("columns stay exact on one long minified line fed in small chunks (the buffer compacts under them)")
  func columnsOnALongLine() throws {
    // 3,000 records on a single line; "é" is two bytes but one column.
    let record = #"{"objectID":"x","n":"é"}"#
    let width = record.count + 1  // with its comma
    let count = 3_000
    let line = "[" + Array(repeating: record, count: count).joined(separator: ",") + " {"
    let bytes = Array(line.utf8)
    var stream = JSONRecordStream()
    var records: [JSONRecord] = []
    var failure: JSONParseError?
    var offset = 0
    while offset < bytes.count, failure == nil {
      do {
        records += try stream.feed(bytes[offset..<min(offset + 97, bytes.count)])
      } catch {
        failure = error
      }
      offset += 97
    }
    #expect(failure?.message == "expected ',' or ']' after record \(count), found '{'")  // the count-th record, from 1
    #expect(failure?.line == 1)
    #expect(failure?.column == 2 + count * width)
    // Records completed before the failing chunk came back with their own columns.
    let columnsAreExact = records.enumerated().allSatisfy { $1.column == 2 + $0 * width }
    #expect(records.count > count - 97 / width - 2)
    #expect(columnsAreExact)
  }

  /// A record alone on its line is parsed at once; every other shape of line goes through the
  /// byte scan, and must read as it always did.
  @Test("NDJSON lines that are not one record each: two on a line, one over lines, a raw newline in a string")
  func linesThatAreNotOneRecord() throws {
    let input = "{\"a\":1} {\"b\":2}\n{\"c\":\n  3}\n{\"d\":4}"
    let records = try JSONRecordStream.records(in: Array(input.utf8))
    #expect(records.map { $0.object.keys.first } == ["a", "b", "c", "d"])
    #expect(records.map(\.line) == [1, 1, 2, 4])
    #expect(records.map(\.column) == [1, 9, 1, 1])
    #expect(throws: JSONParseError(
      message: "control character U+000A must be escaped in a string", line: 2, column: 8, offset: 15,
      recordIndex: 1)
    ) {
      try JSONRecordStream.records(in: Array("{\"a\":1}\n{\"b\":\"x\ny\"}\n".utf8))
    }
    #expect(throws: JSONParseError(message: "expected a value, found 'tru'", line: 3, column: 6, offset: 21, recordIndex: 2)) {
      try JSONRecordStream.records(in: Array("{\"a\":1}\n{\"b\":2}\n{\"c\":tru}\n{\"d\":4}\n".utf8))
    }
  }

  /// A line that is not one record is searched for its newline once, not once per record on it.
  @Test("records side by side on one long line, whole and in chunks, read like records on their own lines")
  func recordsSideBySide() throws {
    let records = (0..<20_000).map { #"{"objectID":"\#($0)","n":[\#($0),"x y"]}"# }
    let sideBySide = Array((records.joined(separator: " ") + "\n").utf8)
    let onTheirLines = Array(records.map { $0 + "\n" }.joined().utf8)
    let expected = try JSONRecordStream.records(in: onTheirLines).map(\.object)
    #expect(try JSONRecordStream.records(in: sideBySide).map(\.object) == expected)
    var stream = JSONRecordStream()
    var read: [JSONRecord] = []
    for start in stride(from: 0, to: sideBySide.count, by: 65_536) {
      read += try stream.feed(sideBySide[start..<min(start + 65_536, sideBySide.count)])
    }
    read += try stream.finish()
    #expect(read.map(\.object) == expected)
    #expect(read.last?.column == sideBySide.count - records[records.count - 1].utf8.count)
  }

  @Test("input ending inside a record reports what the record lacks")
  func truncated() {
    do {
      _ = try JSONRecordStream.records(in: Array("{\"a\": 1}\n{\"b\": [1, 2".utf8))
      Issue.record("expected an error")
    } catch {
      #expect(error.recordIndex == 1)
      #expect(error.line == 2)
      #expect(error.message == "expected ',' or ']' after an array element, found end of input")
    }
  }
}
