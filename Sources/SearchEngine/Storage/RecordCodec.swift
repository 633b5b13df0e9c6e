import SearchModel

/// The compact binary form records are stored in (one blob per record in `records.isx`).
///
/// Decoding a blob is a single bounds-checked pass with no text parsing, which is what lets the
/// engine hand back hits straight from the mapped file. Layout, one tag byte then:
/// `0` null · `1` false · `2` true · `3` Double (8 bytes) · `4` string (varint length + UTF-8) ·
/// `5` array (varint count + values) · `6` object (varint count + (string key, value) pairs) ·
/// `7` integer (zig-zag varint; numbers that are exact integers, the common case).
enum RecordCodec {
  /// Appends the encoding of `value` to `out`.
  static func encode(_ value: JSONValue, into out: inout [UInt8]) {
    switch value {
    case .null: out.append(0)
    case .bool(let flag): out.append(flag ? 2 : 1)
    case .number(let number):
      if number == number.rounded(), abs(number) < 9.0e15, !(number == 0 && number.sign == .minus) {
        out.append(7)
        let int = Int64(number)
        writeVarint(UInt64(bitPattern: (int << 1) ^ (int >> 63)), into: &out)
      } else {
        out.append(3)
        IndexFileWriter.append(number.bitPattern, to: &out)
      }
    case .string(let string):
      out.append(4)
      writeString(string, into: &out)
    case .array(let items):
      out.append(5)
      writeVarint(UInt64(items.count), into: &out)
      for item in items { encode(item, into: &out) }
    case .object(let object):
      out.append(6)
      writeVarint(UInt64(object.count), into: &out)
      for (key, item) in object {
        writeString(key, into: &out)
        encode(item, into: &out)
      }
    }
  }

  /// Decodes one value from `bytes`; throws on any malformed or truncated input.
  static func decode(_ bytes: UnsafeRawBufferPointer) throws(RecordCodecError) -> JSONValue {
    var reader = Reader(bytes: bytes)
    let value = try reader.value(depth: 0)
    guard reader.offset == bytes.count else { throw RecordCodecError() }
    return value
  }

  static func writeVarint(_ value: UInt64, into out: inout [UInt8]) {
    var v = value
    while v >= 0x80 {
      out.append(UInt8(v & 0x7F) | 0x80)
      v >>= 7
    }
    out.append(UInt8(v))
  }

  static func writeString(_ string: String, into out: inout [UInt8]) {
    var copy = string
    copy.withUTF8 { utf8 in
      writeVarint(UInt64(utf8.count), into: &out)
      out.append(contentsOf: utf8)
    }
  }

  private struct Reader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    mutating func byte() throws(RecordCodecError) -> UInt8 {
      guard offset < bytes.count else { throw RecordCodecError() }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func varint() throws(RecordCodecError) -> UInt64 {
      var result: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let b = try byte()
        result |= UInt64(b & 0x7F) << shift
        if b < 0x80 { return result }
        shift += 7
        if shift > 63 { throw RecordCodecError() }
      }
    }

    mutating func string() throws(RecordCodecError) -> String {
      let length = try varint()
      guard length <= UInt64(bytes.count - offset) else { throw RecordCodecError() }
      let start = offset
      offset += Int(length)
      return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    mutating func value(depth: Int) throws(RecordCodecError) -> JSONValue {
      guard depth < 512 else { throw RecordCodecError() }
      switch try byte() {
      case 0: return .null
      case 1: return .bool(false)
      case 2: return .bool(true)
      case 3:
        guard offset + 8 <= bytes.count else { throw RecordCodecError() }
        let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
        return .number(Double(bitPattern: bits))
      case 4: return .string(try string())
      case 5:
        let count = try varint()
        guard count <= UInt64(bytes.count - offset) else { throw RecordCodecError() }
        var items: [JSONValue] = []
        items.reserveCapacity(Int(count))
        for _ in 0..<count { items.append(try value(depth: depth + 1)) }
        return .array(items)
      case 6:
        let count = try varint()
        guard count <= UInt64(bytes.count - offset) else { throw RecordCodecError() }
        var object = JSONObject(minimumCapacity: Int(count))
        for _ in 0..<count {
          let key = try string()
          object[key] = try value(depth: depth + 1)
        }
        return .object(object)
      case 7:
        let zigzag = try varint()
        let int = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
        return .number(Double(int))
      default: throw RecordCodecError()
      }
    }
  }
}

/// A stored record blob could not be decoded (the file is corrupt).
struct RecordCodecError: Error {}
