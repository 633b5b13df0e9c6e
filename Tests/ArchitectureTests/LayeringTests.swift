import Foundation
import Testing

/// The module layering of the README and `Package.swift`, checked against what every file
/// imports: a backend that reaches into InstantSearchCore, a server that imports the engine, or an
/// import that only builds because another target happened to pull the module in, fails here.
@Suite("Architecture: each module imports only what it declares, and declares only its layers")
struct LayeringTests {
  /// The first-party modules each module may depend on: the README's layers, written once more
  /// as the specification the manifest is checked against.
  static let allowed: [String: Set<String>] = {
    let model: Set = ["SearchModel"]
    let seam = model.union(["SearchBackend"])
    let core = seam.union(["InstantSearchCore"])
    let backends = core.union(["SearchEngine", "AlgoliaClient", "SearchServer", "DemoData"])
    return [
      "SearchModel": [],
      "SearchBackend": model,
      "InstantSearchCore": seam,
      // Backends know the seam only: not Core, not each other.
      // The engine's C libraries (Debian -dev packages) sit below everything and import nothing.
      "SearchEngine": seam.union(["CXXHash", "CZstd", "CMalloc", "CPrefetch"]),
      "AlgoliaClient": seam,
      "SearchServer": seam,
      "DemoData": model.union(["SearchEngine"]),
      "CXXHash": [],
      "CZstd": [],
      "CMalloc": [],
      "CPrefetch": [],
      "CEditLine": [],
      "CTerminal": [],
      // The shell never serves: the executable wires the engine into the server.
      "Shell": backends.subtracting(["SearchServer"]).union(["CEditLine", "CTerminal"]),
      "instantsearch": backends.union(["Shell"]),
      "instantsearch-bench": ["SearchModel", "SearchEngine", "DemoData"],
      // What the test targets share: any backend, never the shell (whose specs use it).
      "TestSupport": backends.subtracting(["InstantSearchCore", "AlgoliaClient", "DemoData"]),
    ]
  }()

  static let manifest = Result { try PackageManifest() }

  static func folder(of target: PackageManifest.Target) -> URL {
    if let path = target.path { return PackageManifest.root.appendingPathComponent(path) }
    return PackageManifest.root.appendingPathComponent(target.kind == "testTarget" ? "Tests" : "Sources")
      .appendingPathComponent(target.name)
  }

  @Test("every folder of Sources and Tests is a target of the manifest, and every target has a folder")
  func foldersAreTargets() throws {
    let manifest = try Self.manifest.get()
    var folders: Set<String> = []
    for top in ["Sources", "Tests"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: PackageManifest.root.appendingPathComponent(top).path)
      folders.formUnion(names.filter { !$0.hasPrefix(".") })
    }
    #expect(folders == Set(manifest.targets.keys))
  }

  @Test("each module depends only on the layers below it (the backends on the seam, never on Core)")
  func layers() throws {
    let manifest = try Self.manifest.get()
    for target in manifest.targets.values where target.kind != "testTarget" {
      let allowed = try #require(Self.allowed[target.name], "\(target.name) has no layer in LayeringTests.allowed")
      #expect(target.targets.subtracting(allowed).isEmpty, "\(target.name) may not depend on \(target.targets.subtracting(allowed).sorted())")
    }
  }

  @Test("every module a file imports is declared by its target (no import that builds by accident)")
  func importsAreDeclared() throws {
    let manifest = try Self.manifest.get()
    for target in manifest.targets.values {
      let imports = try SourceImports.of(folder: Self.folder(of: target))
      let declared = target.targets.union(target.products).union(SourceImports.system)
      for (module, file) in imports.sorted(by: { $0.key < $1.key }) where !declared.contains(module) {
        Issue.record("\(target.name)/\(file) imports \(module), which Package.swift does not declare for \(target.name)")
      }
    }
  }

  @Test("every dependency a module declares is imported by one of its files (none left over)")
  func noUnusedDependencies() throws {
    let manifest = try Self.manifest.get()
    for target in manifest.targets.values where target.kind != "systemLibrary" {
      let imports = try SourceImports.of(folder: Self.folder(of: target))
      let unused = target.targets.union(target.products).subtracting(imports.keys)
      #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) but imports none of them")
    }
  }

  @Test("the manifest reader sees the declarations it checks (the specs above are not vacuous)")
  func readerSeesDeclarations() throws {
    let manifest = try Self.manifest.get()
    #expect(manifest.targets["SearchServer"]?.products.contains("Hummingbird") == true)
    #expect(manifest.targets["InstantSearchCore"]?.targets == ["SearchModel", "SearchBackend"])
    #expect(manifest.targets["SearchModel"]?.targets == [])
    #expect(manifest.targets["TestSupport"]?.path == "Tests/TestSupport")
    #expect(try SourceImports.of(folder: PackageManifest.root.appendingPathComponent("Sources/SearchServer"))["Hummingbird"] != nil)
  }
}
