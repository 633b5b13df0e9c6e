import Foundation
import SearchEngine
import SearchModel
import SearchServer
import Testing
import TestSupport

@testable import Shell

/// The shell drives an index over Algolia's REST protocol exactly as it drives the embedded one:
/// the same script prints the same bytes through `--app-id … --hosts` (the index served by
/// `SearchServer` on loopback) as on the local directory.
@Suite("Remote backend: same output as the local one; connect", .timeLimit(.minutes(1)))
@MainActor
struct RemoteBackendTests {
  /// The shared phone catalogue built in a temporary directory (`ROOT/phones`).
  static func makeIndex() throws -> (directory: String, root: String) {
    try PhoneCatalog.makeIndex(label: "shell-remote")
  }

  /// Serves `directory` on a free loopback port for the duration of `body`, given its URL.
  static func withServer<R: Sendable>(_ directory: String, _ body: (String) async throws -> R) async throws -> R {
    try await TestSupport.withServer(try LocalSearchService(paths: [directory])) { try await body($0.baseURL) }
  }

  /// The credentials a remote session reads: never typed, always from the environment.
  static let remoteEnvironment = ShellRun.environment.merging(
    ["ALGOLIA_APP_ID": "SHELLTEST", "ALGOLIA_API_KEY": "not-a-real-key"], uniquingKeysWith: { $1 })

  static let script = """
    query
    stats
    facets brand
    facet-config brand --mode multiple --op or
    refine brand=Apple
    refine brand=Samsung
    facets brand
    filter 'price < 900'
    filters
    stats
    hits
    hit 1
    hit 1 --raw
    sffv brand sa
    expect hits 4
    query galaxy
    hits
    expect hits 2
    clear --all
    set hitsPerPage 2
    query
    next
    page 2
    prev
    range price 500..900
    tag phone
    toggle brand=Samsung
    filters
    toggle brand=Samsung
    get hitsPerPage
    settings
    indexes
    multi phones phones
    index phones
    expect hits 3
    """

  @Test("the same script prints the same bytes locally and through --app-id/--hosts", arguments: [false, true])
  func sameOutput(json: Bool) async throws {
    let (directory, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let local = try await ShellRun.script(Self.script) { options in
      options.indexDirectories = [directory]
      options.json = json
    }
    #expect(local.status == 0, "\(local.errors)")
    let remote = try await Self.withServer(directory) { url in
      try await ShellRun.script(Self.script, configure: { options in
        options.remoteIndex = "phones"
        options.hosts = [url]
        options.json = json
      }, environment: Self.remoteEnvironment)
    }
    #expect(remote.status == 0, "\(remote.errors)")
    #expect(remote.errors == "")
    #expect(!local.output.isEmpty)
    #expect(remote.output == local.output)
  }

  @Test("connect switches from the local index to the served one and back; refinements start over")
  func connectBothWays() async throws {
    let (directory, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = try await Self.withServer(directory) { url in
      try await ShellRun.script(
        """
        connect local \(directory)
        connect
        refine brand=Apple
        expect hits 3
        connect algolia --index-name phones --hosts \(url)
        connect
        expect filters ''
        expect hits 7
        refine brand=Sony
        expect hits 1
        expect hit 1 objectID=7
        connect local \(directory)
        connect
        expect hits 7
        """, environment: Self.remoteEnvironment)
    }
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("local index phones\n"))
    #expect(run.output.contains("algolia index phones\n"))
  }

  @Test("connect refuses an API key on its command line, without echoing it, and keeps the backend")
  func connectRefusesKey() async throws {
    let run = try await ShellRun.script(
      """
      connect algolia --index-name phones --api-key s3cr3tvalue
      """, environment: Self.remoteEnvironment)
    #expect(run.status == 1)
    #expect(run.errors.contains("connect does not take an API key"))
    #expect(!run.errors.contains("s3cr3tvalue"))
    #expect(!run.output.contains("s3cr3tvalue"))
    let stray = try await ShellRun.script(
      "connect s3cr3tvalue\nconnect algolia --index-name phones s3cr3tvalue\nconnect algolia --index-name phones --token=s3cr3tvalue",
      configure: { $0.keepGoing = true }, environment: Self.remoteEnvironment)
    #expect(stray.status == 1)
    #expect(stray.errors.contains("connect: the backend must be 'local' or 'algolia'"))
    #expect(stray.errors.contains("connect algolia takes only --app-id, --index-name and --hosts"))
    #expect(!stray.errors.contains("s3cr3tvalue"), "\(stray.errors)")
    #expect(SecretFilter.containsSecret("connect algolia --index-name phones --api-key s3cr3tvalue"))
    #expect(SecretFilter.containsSecret("connect algolia --index-name phones s3cr3tvalue"))
    #expect(!SecretFilter.containsSecret("connect algolia --app-id APP --index-name phones --hosts http://127.0.0.1:7700"))
  }

  @Test("a backend that cannot be reached leaves the session on the old one")
  func connectFailureKeepsBackend() async throws {
    let (directory, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = try await ShellRun.script(
      """
      connect algolia --index-name phones --hosts http://127.0.0.1:1
      expect error
      connect algolia --index-name phones --hosts ftp://nowhere
      expect error 'invalid host'
      connect
      query
      expect hits 7
      """, configure: { $0.indexDirectories = [directory] }, environment: Self.remoteEnvironment)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("local index phones\n"))
  }

  @Test("--index (local) and --index-name (remote) together are refused")
  func localAndRemote() async throws {
    let run = try await ShellRun.script("stats", configure: {
      $0.indexDirectories = ["/nonexistent"]
      $0.remoteIndex = "phones"
    }, environment: Self.remoteEnvironment)
    #expect(run.status == 1)
    #expect(run.errors.contains("--index DIR opens a local index; it cannot be combined with --app-id, --index-name or --hosts"))
  }

  @Test("after connect, Tab completion offers the new index's attributes, not the old one's")
  func completionFollowsConnect() async throws {
    let (directory, root) = try Self.makeIndex()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var kept: ShellSession?
    let run = try await ShellRun.script(
      "query\nfacets category\nconnect local \(directory)\nquery\nfacets brand\n", prepare: { kept = $0 })
    #expect(run.status == 0, "\(run.errors)")
    let attributes = try #require(kept).completionData.attributes
    #expect(attributes.contains("brand"))
    #expect(!attributes.contains("category"))
  }

  @Test("--index-name without an application ID says where to put one")
  func missingAppID() async throws {
    let run = try await ShellRun.script("stats", configure: { $0.remoteIndex = "phones" })
    #expect(run.status == 1)
    #expect(run.errors.contains("ALGOLIA_APP_ID"))
  }
}
