// swift-tools-version: 6.1
// InstantSearch Shell: the InstantSearch model (Searcher, FilterState, interactors, presenters,
// connectors) driven from a terminal, over an embedded engine or the Algolia REST API.
//
// Module layers (each depends only on the ones above it; Tests/ArchitectureTests checks it):
//   1. SearchModel        the Algolia wire model and the `filters` language; pure values
//   2. SearchBackend      the seam every backend implements (SearchService, ServableSearchService)
//   3. InstantSearchCore  FilterState, searchers, interactors, presenters, connectors
//   4. SearchEngine       the embedded engine and its on-disk index  } backends: each knows the
//      AlgoliaClient      HTTP client for the hosted service         } seam (1-2) only, never
//      SearchServer       any backend over Algolia's REST protocol   } Core or each other
//      DemoData           the demo catalogue, built into an index by the engine
//   5. Shell              commands, terminal controllers, line editor, batch runner, recorder
//   6. instantsearch      the executable (argument parsing; wires the engine into the server)
import Foundation
import PackageDescription

let package = Package(
  name: "InstantSearchShell",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "instantsearch", targets: ["instantsearch"]),
    .library(name: "SearchModel", targets: ["SearchModel"]),
    .library(name: "SearchBackend", targets: ["SearchBackend"]),
    .library(name: "InstantSearchCore", targets: ["InstantSearchCore"]),
    .library(name: "SearchEngine", targets: ["SearchEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.20.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    // Already in the graph through the two above; declared because our targets import them too.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.65.0"),
    .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.22.0"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
  ],
  targets: [
    // 1. The wire model.
    .target(
      name: "SearchModel",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
    ),
    // 2. The search-service seam: what a backend implements, what the searchers call.
    .target(
      name: "SearchBackend",
      dependencies: ["SearchModel"]
    ),
    // 3. The InstantSearch model.
    .target(
      name: "InstantSearchCore",
      dependencies: ["SearchModel", "SearchBackend"]
    ),
    // 4. Backends, each knowing only the seam: the embedded engine, then remote access both ways.
    // Debian's XXH3 (libxxhash-dev), the index files' checksum: about twice the hand-written
    // hash it replaced on this machine, and `instantsearch check` reads every byte through it.
    .systemLibrary(
      name: "CXXHash",
      pkgConfig: "libxxhash",
      providers: [.apt(["libxxhash-dev"])]
    ),
    // Debian's zstd (libzstd-dev): the compressed record store, with a dictionary trained at import.
    .systemLibrary(
      name: "CZstd",
      pkgConfig: "libzstd",
      providers: [.apt(["libzstd-dev"])]
    ),
    // glibc's malloc.h (mallopt, malloc_trim): searches keep their large blocks for the next one.
    .systemLibrary(name: "CMalloc"),
    // The compiler's prefetch hint (a static inline function, so it inlines into Swift callers).
    .systemLibrary(name: "CPrefetch"),
    .target(
      name: "SearchEngine",
      dependencies: [
        "SearchModel", "SearchBackend", "CXXHash", "CZstd", "CMalloc", "CPrefetch",
        // Heap: the bounded selection of a page by stored custom rank.
        .product(name: "HeapModule", package: "swift-collections"),
        // NIOLockedValueBox: a pthread mutex, which ThreadSanitizer sees (it cannot see
        // Synchronization.Mutex on Linux and reports every access under one as a race).
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ]
    ),
    .target(
      name: "AlgoliaClient",
      dependencies: [
        "SearchModel", "SearchBackend",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    .target(
      name: "SearchServer",
      dependencies: [
        "SearchModel", "SearchBackend",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
      ]
    ),
    // The demo catalogue: a deterministic product catalogue, built into an index by the engine.
    .target(
      name: "DemoData",
      dependencies: ["SearchModel", "SearchEngine"]
    ),
    // 5. The shell.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // The full-screen terminal's C shim: saved termios, signal handlers and atexit hook that
    // restore the terminal on every way out (signal handlers cannot reach Swift state).
    .target(name: "CTerminal"),
    .target(
      name: "Shell",
      dependencies: [
        "SearchModel", "SearchBackend", "InstantSearchCore", "SearchEngine", "DemoData", "AlgoliaClient",
        "CEditLine", "CTerminal",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    // 6. The executable.
    .executableTarget(
      name: "instantsearch",
      dependencies: [
        "SearchModel", "SearchEngine", "DemoData", "SearchServer", "Shell",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Benchmarks, run by scripts/bench; never part of the test suite.
    .executableTarget(
      name: "instantsearch-bench",
      dependencies: ["SearchModel", "SearchEngine"]
    ),

    // What several test targets share: the in-memory backend, the phone catalogue, a loopback
    // server. Never a dependency of the product.
    .target(
      name: "TestSupport",
      dependencies: ["SearchModel", "SearchBackend", "SearchEngine", "SearchServer"],
      path: "Tests/TestSupport"
    ),

    // The layering above and the declared dependencies, checked against every file's imports.
    .testTarget(name: "ArchitectureTests"),
    .testTarget(name: "SearchModelTests", dependencies: ["SearchModel"]),
    .testTarget(name: "InstantSearchCoreTests", dependencies: ["InstantSearchCore", "SearchBackend", "SearchModel"]),
    .testTarget(name: "SearchEngineTests", dependencies: ["SearchEngine", "DemoData", "SearchModel"]),
    .testTarget(name: "DemoDataTests", dependencies: ["DemoData", "SearchEngine", "SearchModel"]),
    .testTarget(
      name: "HTTPTests",
      dependencies: [
        "AlgoliaClient", "SearchServer", "SearchEngine", "SearchModel", "TestSupport",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ]
    ),
    .testTarget(
      name: "ShellTests",
      dependencies: [
        "Shell", "SearchEngine", "DemoData", "SearchServer", "SearchBackend", "InstantSearchCore", "SearchModel",
        "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Coverage-guided fuzz targets (libFuzzer: an `LLVMFuzzerTestOneInput` entry point and no `main`),
// declared only when scripts/fuzz asks for them, so the normal build and the tests never link them.
// scripts/fuzz builds them into .build-fuzz with `--sanitize fuzzer --sanitize address`.
if ProcessInfo.processInfo.environment["INSTANTSEARCH_FUZZ"] != nil {
  let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("fuzz-filters", ["SearchModel"]),
    ("fuzz-legacy-filters", ["SearchModel"]),
    ("fuzz-json", ["SearchModel"]),
    ("fuzz-records", ["SearchModel"]),
    ("fuzz-params", ["SearchModel", "SearchEngine", "FuzzSupport"]),
    ("fuzz-settings", ["SearchModel", "SearchEngine", "FuzzSupport"]),
    ("fuzz-synonyms", ["SearchModel", "SearchEngine", "FuzzSupport"]),
    ("fuzz-rules", ["SearchModel", "SearchEngine", "FuzzSupport"]),
    ("fuzz-index-file", ["SearchModel", "SearchEngine", "FuzzSupport"]),
    ("fuzz-shell", ["Shell"]),
  ]
  package.targets.append(.target(name: "FuzzSupport", dependencies: ["SearchModel", "SearchEngine"], path: "Fuzz/FuzzSupport"))
  for target in fuzzTargets {
    package.targets.append(
      .executableTarget(
        name: target.name, dependencies: target.dependencies, path: "Fuzz/\(target.name)",
        exclude: ["corpus"]
      )
    )
  }
}

