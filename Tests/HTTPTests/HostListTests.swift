import AlgoliaClient
import Testing

@Suite("Hosts: Algolia's default read list and custom hosts")
struct HostListTests {
  @Test("the DSN host comes first, then the three algolianet hosts in some order")
  func readHosts() {
    for _ in 0..<20 {
      let hosts = AlgoliaHost.readHosts(appID: "APP").map(\.baseURL)
      #expect(hosts.first == "https://APP-dsn.algolia.net")
      #expect(Set(hosts.dropFirst()) == ["https://APP-1.algolianet.com", "https://APP-2.algolianet.com", "https://APP-3.algolianet.com"])
    }
  }

  @Test("custom hosts parse with scheme and port; bare hosts are HTTPS; junk is rejected")
  func parsing() {
    #expect(AlgoliaHost(parsing: "http://127.0.0.1:7700") == AlgoliaHost(scheme: "http", name: "127.0.0.1", port: 7700))
    #expect(AlgoliaHost(parsing: "proxy.local")?.baseURL == "https://proxy.local")
    #expect(AlgoliaHost(parsing: "http://[::1]:8080/")?.baseURL == "http://[::1]:8080")
    #expect(AlgoliaHost(parsing: "ftp://x") == nil)
    #expect(AlgoliaHost(parsing: "http://host:99999") == nil)
    #expect(AlgoliaHost(parsing: "") == nil)
  }

  @Test("a --hosts list parses in order; a bad entry is named with its position")
  func hostList() throws {
    let hosts = try AlgoliaHost.parseList("http://127.0.0.1:7700, https://proxy.local")
    #expect(hosts.map(\.baseURL) == ["http://127.0.0.1:7700", "https://proxy.local"])
    let error = #expect(throws: AlgoliaHost.ListError.self) { try AlgoliaHost.parseList("http://a:1,ftp://x") }
    #expect(error?.description == "invalid host 'ftp://x' (entry 2 of --hosts): expected http(s)://HOST[:PORT] or HOST[:PORT]")
    #expect(throws: AlgoliaHost.ListError.self) { try AlgoliaHost.parseList(" , ") }
  }

  @Test("path segments are percent-encoded one by one")
  func encoding() {
    #expect(PathEncoding.encodeSegment("my id/1") == "my%20id%2F1")
    #expect(PathEncoding.encodeSegment("é") == "%C3%A9")
  }
}
