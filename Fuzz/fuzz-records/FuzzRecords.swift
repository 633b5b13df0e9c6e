import SearchModel

/// libFuzzer entry point for the record stream (JSON array or NDJSON). The first byte sets a
/// chunk size; the rest is fed in chunks of that size and must give exactly what reading it at
/// once gives: the same records, or an error at the same place. Never a crash. The first byte's
/// high bit reads records that are not objects too, as the importer does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecords(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let chunkSize = Int(data[0] % 17) + 1
  let acceptsNonObjects = data[0] >= 128
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let whole = Result { () throws(JSONParseError) in try JSONRecordStream.records(in: bytes, acceptsNonObjects: acceptsNonObjects) }
  let chunked = Result { () throws(JSONParseError) in
    var stream = JSONRecordStream(acceptsNonObjects: acceptsNonObjects)
    var records: [JSONRecord] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + chunkSize, bytes.count)
      records += try stream.feed(bytes[start..<end])
      start = end
    }
    return records + (try stream.finish())
  }
  switch (whole, chunked) {
  case (.success(let a), .success(let b)):
    guard a == b else { fatalError("chunks of \(chunkSize) read different records") }
  case (.failure(let a), .failure(let b)):
    guard a.description == b.description else {
      fatalError("chunks of \(chunkSize) fail differently: \(a) / \(b)")
    }
  case (.success, .failure(let error)), (.failure(let error), .success):
    fatalError("chunks of \(chunkSize) and the whole input disagree: \(error)")
  }
  return 0
}
