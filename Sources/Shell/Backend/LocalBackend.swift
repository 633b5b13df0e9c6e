import DemoData
import Foundation
import SearchEngine

/// Opens the embedded engine: index directories, or the demo index; for `--index` at start-up and
/// for `connect local` in a session.
enum LocalBackend {
  /// A search context on `directories` (the first is searched, named after its folder), or on the
  /// demo index when there are none (generated on first use, `progress` tells about it).
  @MainActor
  static func open(
    directories: [String], paths: ShellPaths, progress: (String) -> Void
  ) throws(CommandFailure) -> SearchContext {
    if let first = directories.first {
      let indexName = URL(fileURLWithPath: first).standardizedFileURL.lastPathComponent
      do {
        let service = try LocalSearchService(paths: directories)
        return SearchContext(service: service, indexName: indexName)
      } catch {
        throw CommandFailure("cannot open index: \(error)")
      }
    }
    var demo = try DemoIndexStore.directory(paths: paths, progress: progress)
    let service: LocalSearchService
    do {
      service = try LocalSearchService(paths: [demo.path])
    } catch {
      // A cache written by an older engine: build it again once.
      try? FileManager.default.removeItem(at: demo)
      demo = try DemoIndexStore.directory(paths: paths, progress: progress)
      do {
        service = try LocalSearchService(paths: [demo.path])
      } catch {
        throw CommandFailure("cannot open the demo index: \(error)")
      }
    }
    return SearchContext(service: service, indexName: DemoCatalog.indexName)
  }
}
