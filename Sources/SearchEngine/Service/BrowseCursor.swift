/// Browse cursors: an opaque token naming the index and the record to resume from.
enum BrowseCursor {
  static func encode(_ doc: Int, index: String) -> String {
    let text = "\(index)\u{1F}\(doc)"
    return Array(text.utf8).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
  }

  static func decode(_ cursor: String, index: String) -> Int? {
    guard cursor.count % 2 == 0, cursor.count <= 2048 else { return nil }
    var bytes: [UInt8] = []
    var i = cursor.startIndex
    while i < cursor.endIndex {
      let next = cursor.index(i, offsetBy: 2)
      guard let byte = UInt8(cursor[i..<next], radix: 16) else { return nil }
      bytes.append(byte)
      i = next
    }
    let parts = String(decoding: bytes, as: UTF8.self).split(separator: "\u{1F}", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == index, let doc = Int(parts[1]), doc >= 0 else { return nil }
    return doc
  }
}
