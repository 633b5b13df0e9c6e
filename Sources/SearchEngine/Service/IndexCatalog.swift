import Foundation
import SearchModel

/// The indexes a `LocalSearchService` serves: opened snapshots and the views (primaries and
/// replicas) by name.
struct IndexCatalog: Sendable {
  private(set) var views: OrderedDictionary<String, IndexView> = [:]

  /// Opens every index found at `paths` (an index directory, or a directory of them).
  init(paths: [String]) throws(IndexFormatError) {
    for path in paths {
      let found = IndexDirectory.indexPaths(at: path)
      if found.isEmpty {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
          throw IndexFormatError(path: path, reason: "no such index directory")
        }
        throw IndexFormatError(path: path, reason: "not an index directory and contains no index directories")
      }
      for index in found { try add(IndexDirectory.open(index)) }
    }
  }

  private mutating func add(_ snapshot: IndexSnapshot) {
    views[snapshot.name] = IndexView(
      name: snapshot.name, snapshot: snapshot, settings: snapshot.settings, primary: nil)
    for (replica, settings) in snapshot.replicaSettings() {
      views[replica] = IndexView(name: replica, snapshot: snapshot, settings: settings, primary: snapshot.name)
    }
  }

  /// The view named `name`, or Algolia's 404.
  func view(_ name: String) throws(APIError) -> IndexView {
    guard let view = views[name] else { throw .indexNotFound(name) }
    return view
  }
}
