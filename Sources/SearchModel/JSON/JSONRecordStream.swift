/// Reads records (JSON objects) incrementally from a JSON array or NDJSON, fed in byte chunks.
///
/// Importing a 1 GB catalogue must not hold every parsed record at once, and reading the file is
/// someone else's job, so this type does no I/O: feed it chunks of any size (chunk boundaries may
/// fall anywhere, even inside a multi-byte character) and it returns the records completed so far.
/// A cheap byte scanner finds where each record ends (an NDJSON record alone on its line is parsed
/// at once); only then is the record parsed, strictly,
/// with errors positioned in the whole file and naming the record (counted from 1 in messages,
/// as lines and columns are).
///
/// ```swift
/// var stream = JSONRecordStream()
/// for chunk in chunks { for record in try stream.feed(chunk) { try index.add(record.object) } }
/// for record in try stream.finish() { try index.add(record.object) }
/// ```
public struct JSONRecordStream: Sendable {
  /// The detected format, once the first non-blank byte has been seen.
  public private(set) var format: JSONRecordFormat?
  /// How many records have been returned so far.
  public private(set) var recordCount = 0
  /// Whether a record may be any JSON value (`42`, `"text"`, `[1]`, `null`), returned as it is
  /// for the caller to refuse with its position (an importer skipping invalid records); when
  /// false, a record that is not an object is a syntax error.
  public let acceptsNonObjects: Bool

  private enum Phase: Sendable {
    case start, beforeFirstRecord, afterRecord, afterComma, inRecord, closed
  }

  private var phase = Phase.start
  /// Unconsumed input; `buffer[0]` is at absolute offset `bufferOffset`.
  private var buffer: [UInt8] = []
  private var bufferOffset = 0
  /// Next buffer index to scan.
  private var scanIndex = 0
  /// Line (1-based) of the byte at `scanIndex`.
  private var line = 1
  /// Columns are counted lazily, only where one is reported (record starts, errors): the byte at
  /// buffer index `columnIndex` is at column `columnAtIndex`, on the current line.
  private var columnIndex = 0
  private var columnAtIndex = 1
  // The record being scanned.
  private var recordStart = 0
  private var recordLine = 1
  private var recordColumn = 1
  private var depth = 0
  /// The record being scanned is a number or literal (`42`, `true`): it ends before the next
  /// blank, `,` or `]`, not at a closing brace.
  private var inBareValue = false
  private var inString = false
  private var escaped = false
  private var bomBytesSkipped = 0
  /// The absolute offset before which no record is parsed as a whole line (`recordAloneOnItsLine`):
  /// the end of a line that was not one record, or of input searched for a newline in vain. Without
  /// it, a long line of records side by side would be searched to its end once per record.
  private var lineParsingResumesAt = 0

  /// Creates a stream that detects the format from the input; see ``acceptsNonObjects``.
  public init(acceptsNonObjects: Bool = false) {
    self.acceptsNonObjects = acceptsNonObjects
  }

  /// Adds the next chunk and returns the records it completed, in order.
  ///
  /// - Throws: ``JSONParseError`` (with ``JSONParseError/recordIndex``) at the first malformed record
  ///   or separator. The stream should not be fed after an error.
  public mutating func feed(_ chunk: some Collection<UInt8>) throws(JSONParseError) -> [JSONRecord] {
    buffer.append(contentsOf: chunk)
    var records: [JSONRecord] = []
    try scan(into: &records)
    compact()
    return records
  }

  /// Signals the end of input and returns the last records.
  ///
  /// - Throws: ``JSONParseError`` when the input stops inside a record or an unclosed array.
  public mutating func finish() throws(JSONParseError) -> [JSONRecord] {
    var records: [JSONRecord] = []
    try scan(into: &records)
    if phase == .inRecord && inBareValue {
      // A number or literal ends with the input (NDJSON's last line without a newline).
      records.append(try emitRecord(end: buffer.count))
    }
    switch phase {
    case .start, .closed:
      break
    case .afterRecord where format == .lines:
      break
    case .inRecord:
      // Let the strict parser describe what is missing.
      if case .failure(let error) = parseRecord(end: buffer.count) { throw error }
      throw error("unexpected end of input inside the record")
    case .beforeFirstRecord, .afterComma:
      throw error("expected a record ('{') or ']', found end of input")
    case .afterRecord:
      throw error("expected ',' or ']' after record \(recordCount), found end of input")
    }
    return records
  }

  /// Reads every record of a complete input at once (small files, tests).
  public static func records(
    in bytes: some Collection<UInt8>, acceptsNonObjects: Bool = false
  ) throws(JSONParseError) -> [JSONRecord] {
    var stream = JSONRecordStream(acceptsNonObjects: acceptsNonObjects)
    var records = try stream.feed(bytes)
    records += try stream.finish()
    return records
  }

  // MARK: Scanning

  private mutating func scan(into records: inout [JSONRecord]) throws(JSONParseError) {
    while scanIndex < buffer.count {
      if phase == .inRecord {
        try scanRecord(into: &records)
        continue
      }
      let byte = buffer[scanIndex]
      try scanSeparatorByte(byte)
      advance(over: byte)
    }
  }

  /// Scans the current record up to its closing brace (or the end of the buffer) in one tight
  /// loop over the bytes, then counts the run's newlines at once (columns are counted when asked for):
  /// this scan sees every byte of an import, so it keeps no per-byte bookkeeping.
  private mutating func scanRecord(into records: inout [JSONRecord]) throws(JSONParseError) {
    if inBareValue { return try scanBareValue(into: &records) }
    if format == .lines, scanIndex == recordStart &+ 1, let record = recordAloneOnItsLine() {
      return records.append(record)
    }
    let start = scanIndex
    var inString = self.inString
    var escaped = self.escaped
    var depth = self.depth
    let closing: Int? = buffer.withUnsafeBufferPointer { bytes in
      var i = start
      let count = bytes.count
      while i < count {
        let byte = bytes[i]
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
            if depth == 0 { return i }  // a record that is a string
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
          depth += 1
        } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
          depth -= 1
          if depth == 0 { return i }
        }
        i += 1
      }
      return nil
    }
    self.inString = inString
    self.escaped = escaped
    self.depth = depth
    let end = closing.map { $0 + 1 } ?? buffer.count
    advance(over: start..<end)
    if closing != nil { records.append(try emitRecord(end: end)) }
  }

  /// NDJSON's common case, a record alone on its line, parsed at once as soon as its first byte
  /// has been seen (`startRecord`): the byte scan would read every byte of it a second time (and
  /// the line count a third), for an eighth of the reading thread's time on a long-text import.
  /// Returns nil having consumed nothing when the line is not complete yet or is not exactly one
  /// valid record (two records on one line, one over several lines, a syntax error): the scan
  /// then takes the record and reports any error as before.
  private mutating func recordAloneOnItsLine() -> JSONRecord? {
    guard bufferOffset + scanIndex >= lineParsingResumesAt else { return nil }
    guard let newline = firstNewline(from: scanIndex) else {
      lineParsingResumesAt = bufferOffset + buffer.count
      return nil
    }
    guard case .success(let value) = parseRecord(end: newline) else {
      lineParsingResumesAt = bufferOffset + newline
      return nil
    }
    scanIndex = newline  // the line has no other newline, so `line` is still the record's
    return emitRecord(value)
  }

  /// The buffer index of the first newline at or after `start`, eight bytes a step.
  private func firstNewline(from start: Int) -> Int? {
    buffer.withUnsafeBytes { bytes in
      var i = start
      if let base = bytes.baseAddress {
        while i &+ 8 <= bytes.count {
          let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
          let newlines = ByteWord.bytes(word, equalTo: UInt8(ascii: "\n"))
          if newlines != 0 { return i &+ newlines.trailingZeroBitCount / 8 }
          i &+= 8
        }
      }
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "\n") { return i }
        i += 1
      }
      return nil
    }
  }

  /// Scans a record that is a number or literal up to the blank, `,` or `]` after it (anything
  /// else, as in `4"x"`, stays in the record for the strict parser to refuse).
  private mutating func scanBareValue(into records: inout [JSONRecord]) throws(JSONParseError) {
    var end = scanIndex
    while end < buffer.count {
      switch buffer[end] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: ","),
        UInt8(ascii: "]"):
        advance(over: scanIndex..<end)
        records.append(try emitRecord(end: end))
        return
      default:
        end += 1
      }
    }
    advance(over: scanIndex..<end)
  }

  /// Parses the record scanned so far (it ends before buffer index `end`) and moves past it.
  private mutating func emitRecord(end: Int) throws(JSONParseError) -> JSONRecord {
    emitRecord(try parseRecord(end: end).get())
  }

  /// Returns the record just parsed, `value`, and moves past it.
  private mutating func emitRecord(_ value: JSONValue) -> JSONRecord {
    let record = JSONRecord(index: recordCount, line: recordLine, column: recordColumn, value: value)
    recordCount += 1
    phase = .afterRecord
    inBareValue = false
    return record
  }

  /// `advance(over:)` for a run of bytes: counts its newlines; the column waits until asked for.
  private mutating func advance(over range: Range<Int>) {
    let lastNewline: Int? = buffer.withUnsafeBufferPointer { bytes in
      var last = -1
      var newlines = 0
      for i in range where bytes[i] == UInt8(ascii: "\n") {
        newlines += 1
        last = i
      }
      line += newlines
      return last < 0 ? nil : last
    }
    if let lastNewline {
      columnIndex = lastNewline + 1
      columnAtIndex = 1
    }
    scanIndex = range.upperBound
  }

  private mutating func advance(over byte: UInt8) {
    scanIndex += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      columnIndex = scanIndex
      columnAtIndex = 1
    }
  }

  /// The column of buffer index `index` (at or after `columnIndex`, on the current line).
  private func column(at index: Int) -> Int {
    buffer.withUnsafeBufferPointer { bytes in
      var column = columnAtIndex
      for i in columnIndex..<max(columnIndex, min(index, bytes.count)) where bytes[i] & 0xC0 != 0x80 { column += 1 }
      return column
    }
  }

  /// Moves the column mark to `index`, so later columns count from there.
  private mutating func markColumn(at index: Int) {
    columnAtIndex = column(at: index)
    columnIndex = index
  }

  private mutating func scanSeparatorByte(_ byte: UInt8) throws(JSONParseError) {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
      return
    default:
      break
    }
    switch phase {
    case .start:
      let offset = bufferOffset + scanIndex
      if offset < 3, byte == [0xEF, 0xBB, 0xBF][offset], bomBytesSkipped == offset {  // UTF-8 byte order mark
        bomBytesSkipped += 1
        return
      }
      if byte == UInt8(ascii: "[") {
        format = .array
        phase = .beforeFirstRecord
      } else if byte == UInt8(ascii: "{") || acceptsNonObjects {
        format = .lines
        startRecord()
      } else {
        throw error("expected a JSON array of records ('[') or NDJSON records ('{'), found \(describe(byte))")
      }
    case .beforeFirstRecord, .afterComma:
      if byte == UInt8(ascii: "]") && phase == .beforeFirstRecord {
        phase = .closed
      } else if byte == UInt8(ascii: "]") {
        throw error("expected a record ('{') after ',' following record \(recordCount), found ']' (trailing commas are not allowed)")
      } else if byte == UInt8(ascii: "{") || acceptsNonObjects {
        startRecord()
      } else {
        throw error("expected record \(recordCount + 1) to be a JSON object ('{'), found \(describe(byte))")
      }
    case .afterRecord:
      if format == .lines {
        guard byte == UInt8(ascii: "{") || acceptsNonObjects else {
          throw error("expected the next record ('{') after record \(recordCount), found \(describe(byte))")
        }
        startRecord()
      } else if byte == UInt8(ascii: ",") {
        phase = .afterComma
      } else if byte == UInt8(ascii: "]") {
        phase = .closed
      } else {
        throw error("expected ',' or ']' after record \(recordCount), found \(describe(byte))")
      }
    case .closed:
      throw error("expected end of input after the closing ']', found \(describe(byte))")
    case .inRecord:
      break
    }
  }

  /// Starts a record at the byte at `scanIndex`: an object or array (scanned to its closing
  /// bracket), a string (to its closing quote) or a number or literal (to the blank after it).
  private mutating func startRecord() {
    phase = .inRecord
    recordStart = scanIndex
    recordLine = line
    markColumn(at: scanIndex)
    recordColumn = columnAtIndex
    let byte = buffer[scanIndex]
    let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
    depth = isContainer ? 1 : 0
    inString = byte == UInt8(ascii: "\"")
    inBareValue = !isContainer && !inString
    escaped = false
  }

  private func parseRecord(end: Int) -> Result<JSONValue, JSONParseError> {
    let base = JSONParser.Position(
      offset: bufferOffset + recordStart, line: recordLine, column: recordColumn, recordIndex: recordCount)
    let result = buffer.withUnsafeBufferPointer { bytes in
      JSONValue.parse(UnsafeBufferPointer(rebasing: bytes[recordStart..<end]), base: base)
    }
    return result
  }

  /// Drops consumed bytes, keeping the start of a record still being scanned.
  private mutating func compact() {
    let keep = phase == .inRecord ? recordStart : scanIndex
    guard keep > 0, keep >= 65_536 || keep * 2 >= buffer.count else { return }
    if columnIndex < keep { markColumn(at: keep) }
    buffer.removeSubrange(0..<keep)
    columnIndex -= keep
    bufferOffset += keep
    scanIndex -= keep
    if phase == .inRecord { recordStart = 0 }
  }

  private func error(_ message: String) -> JSONParseError {
    JSONParseError(
      message: message, line: line, column: column(at: scanIndex), offset: bufferOffset + scanIndex,
      recordIndex: phase == .inRecord ? recordCount : nil)
  }

  private func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }
}
