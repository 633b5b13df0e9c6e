import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A loopback Algolia host that answers the first page of any search at once and never answers a
/// later one (nor a search for the text `hang`): what a hits list sees when the next page its
/// infinite scrolling asks for hangs.
///
/// It speaks just enough HTTP/1.1 for the Algolia client: requests on kept-alive connections, one
/// after the other, answered with a `Content-Length`. A search (`POST .../queries`) for page 0
/// gets `hitCount` results, twenty hits a page, one entry per query of the request; a search for
/// another page, or for the query `hang`, is read and left unanswered; anything else (the index's
/// settings) gets `{}`.
final class FirstPageBackend: Sendable {
  let port: Int
  let hitCount: Int
  private let listener: Int32
  private let laterPagesCount = Atomic<Int>(0)

  init(hitCount: Int = 100) throws {
    self.hitCount = hitCount
    (listener, port) = try LoopbackListener.open()
    let thread = Thread { [self] in
      while true {
        let connection = accept(listener, nil, nil)
        if connection < 0 { break }  // the listener was shut down
        Thread { [self] in serve(connection) }.start()
      }
    }
    thread.start()
  }

  /// How many searches for a page after the first have arrived (and hang).
  var laterPages: Int { laterPagesCount.load(ordering: .acquiring) }

  /// Stops accepting.
  func close() {
    _ = shutdown(listener, Int32(SHUT_RDWR))
    _ = Glibc.close(listener)
  }

  /// Answers the requests of one connection until the client closes it or a later page hangs it.
  private func serve(_ connection: Int32) {
    defer { _ = Glibc.close(connection) }
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      // Headers, then a body of Content-Length bytes.
      let separator = Array("\r\n\r\n".utf8)
      var headerEnd: Int?
      while headerEnd == nil {
        headerEnd = Self.find(separator, in: pending)
        if headerEnd != nil { break }
        let count = read(connection, &buffer, buffer.count)
        if count <= 0 { return }
        pending += buffer[0..<count]
      }
      let head = String(decoding: pending[0..<headerEnd!], as: UTF8.self)
      let bodyLength = head.split(separator: "\r\n")
        .first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
      let bodyStart = headerEnd! + separator.count
      while pending.count < bodyStart + bodyLength {
        let count = read(connection, &buffer, buffer.count)
        if count <= 0 { return }
        pending += buffer[0..<count]
      }
      let body = String(decoding: pending[bodyStart..<(bodyStart + bodyLength)], as: UTF8.self)
      pending.removeFirst(bodyStart + bodyLength)
      let answer: String
      if head.hasPrefix("POST") && head.contains("/queries") {
        let laterPage = body.range(of: #""page"\s*:\s*[1-9]|page=[1-9]"#, options: .regularExpression) != nil
        if laterPage || body.range(of: #""query"\s*:\s*"hang"|query=hang"#, options: .regularExpression) != nil {
          if laterPage { laterPagesCount.wrappingAdd(1, ordering: .releasing) }
          while read(connection, &buffer, buffer.count) > 0 {}  // never answered
          return
        }
        let queries = max(1, body.components(separatedBy: "\"indexName\"").count - 1)
        answer = "{\"results\":[" + Array(repeating: firstPage(), count: queries).joined(separator: ",") + "]}"
      } else {
        answer = "{}"
      }
      let bytes = Array(answer.utf8)
      let response = Array(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
      guard write(connection, response, response.count) == response.count else { return }
    }
  }

  /// Page 0 of a search matching `hitCount` records, twenty a page.
  private func firstPage() -> String {
    let hits = (0..<min(20, hitCount)).map { "{\"objectID\":\"\($0)\",\"name\":\"Item \($0 + 1)\"}" }
    return "{\"hits\":[\(hits.joined(separator: ","))],\"nbHits\":\(hitCount),\"page\":0,\"nbPages\":\((hitCount + 19) / 20),"
      + "\"hitsPerPage\":20,\"processingTimeMS\":1,\"query\":\"\",\"params\":\"\",\"exhaustiveNbHits\":true}"
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
