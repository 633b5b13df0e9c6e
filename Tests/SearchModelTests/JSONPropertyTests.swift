import SearchModel
import Testing

/// Generated documents: printing then parsing is the identity, and damaged input is an error,
/// never a crash.
@Suite("JSON properties")
struct JSONPropertyTests {
  /// Documents drawn from a small deterministic generator (`SplitMix64`), so failures reproduce.
  struct Generator {
    var random: SplitMix64

    init(state: UInt64) { random = SplitMix64(seed: state) }

    mutating func next() -> UInt64 { random.next() }

    mutating func int(_ range: Range<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func string() -> String {
      let alphabet: [Character] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{1}", "é", "€", "😀", "<", "{", "]"]
      return String((0..<int(0..<8)).map { _ in alphabet[int(0..<alphabet.count)] })
    }

    mutating func number() -> Double {
      switch int(0..<4) {
      case 0: return Double(int(-1000..<1000))
      case 1: return Double(int(-1_000_000..<1_000_000)) / 100
      case 2: return Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF) * (int(0..<2) == 0 ? 1 : -1)
      default: return Double(int(0..<1 << 20)) * 1e-9
      }
    }

    mutating func value(depth: Int = 0) -> JSONValue {
      switch int(0..<(depth > 3 ? 4 : 6)) {
      case 0: return .null
      case 1: return .bool(int(0..<2) == 0)
      case 2: return .number(number())
      case 3: return .string(string())
      case 4: return .array((0..<int(0..<4)).map { _ in value(depth: depth + 1) })
      default:
        var object = JSONObject()
        for _ in 0..<int(0..<4) { object[string()] = value(depth: depth + 1) }
        return .object(object)
      }
    }
  }

  @Test("parse(print(v)) == v for generated values, compact and pretty")
  func printParse() throws {
    var generator = Generator(state: 42)
    for _ in 0..<2_000 {
      let value = generator.value()
      #expect(try JSONValue(parsing: value.serializedBytes()) == value)
      #expect(try JSONValue(parsing: value.serializedBytes(.pretty)) == value)
    }
  }

  @Test("every truncation and single-byte corruption of a document throws or parses, never crashes")
  func damagedInput() {
    let document = Array(Fixtures.searchResponse.utf8)
    var outcomes = (parsed: 0, rejected: 0)
    func attempt(_ bytes: some Collection<UInt8>) {
      do {
        _ = try JSONValue(parsing: bytes)
        outcomes.parsed += 1
      } catch {
        #expect(error.line >= 1 && error.column >= 1 && error.offset <= bytes.count)
        outcomes.rejected += 1
      }
    }
    for end in 0..<document.count { attempt(document[..<end]) }
    for position in stride(from: 0, to: document.count, by: 3) {
      for replacement: UInt8 in [0x00, 0x22, 0x2C, 0x5D, 0x7D, 0xFF, 0x5C] {
        var damaged = document
        damaged[position] = replacement
        attempt(damaged)
      }
    }
    #expect(outcomes.rejected > document.count)
  }

  @Test("the record stream agrees with the parser on generated NDJSON and arrays, in random chunks")
  func streamAgreesWithParser() throws {
    var generator = Generator(state: 7)
    for round in 0..<50 {
      var objects: [JSONObject] = []
      for _ in 0..<generator.int(0..<6) {
        var object = JSONObject()
        for _ in 0..<generator.int(0..<4) { object[generator.string()] = generator.value(depth: 2) }
        objects.append(object)
      }
      let asArray = JSONValue.array(objects.map(JSONValue.object)).serializedBytes(round % 2 == 0 ? .compact : .pretty)
      let asLines = objects.map { JSONValue.object($0).serializedString() + "\n" }.joined()
      for input in [asArray, Array(asLines.utf8)] {
        var stream = JSONRecordStream()
        var records: [JSONRecord] = []
        var start = 0
        while start < input.count {
          let end = min(input.count, start + generator.int(1..<17))
          records += try stream.feed(input[start..<end])
          start = end
        }
        records += try stream.finish()
        #expect(records.map(\.object) == objects)
        #expect(records.map(\.index) == Array(0..<objects.count))
      }
    }
  }
}
