import SearchModel

/// libFuzzer entry point for the strict JSON parser: any bytes parse or throw a positioned
/// `JSONParseError` (never a crash, whatever the nesting or size), and a parsed value serializes
/// to JSON that parses back to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  guard let value = try? JSONValue(parsing: bytes) else { return 0 }
  let serialized = value.serializedBytes()
  do {
    let reparsed = try JSONValue(parsing: serialized)
    guard reparsed == value else {
      fatalError("serialize → parse changed the value: \(String(decoding: serialized, as: UTF8.self))")
    }
  } catch {
    fatalError("serialized JSON does not parse: \(error)")
  }
  return 0
}
