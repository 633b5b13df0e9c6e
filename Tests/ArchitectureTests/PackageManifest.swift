import Foundation

/// The targets of `Package.swift` and what each declares it depends on, read from the manifest's
/// text (the specs must not run SwiftPM inside `swift test`, which holds the build lock).
///
/// The manifest is written in one style — `.target(name: "X", dependencies: ["Y", .product(name:
/// "Z", package: ...)])` — and the reader refuses anything else, so a manifest it cannot read
/// fails the specs instead of passing them vacuously. Only the `Package(...)` call is read: the
/// fuzz targets appended after it exist only when scripts/fuzz builds them (INSTANTSEARCH_FUZZ) and
/// are no layer of the product.
struct PackageManifest {
  /// A target's declared dependencies: targets of this package and products of others.
  struct Target: Equatable {
    var name: String
    var kind: String
    /// The folder given with `path:`, nil for the conventional one.
    var path: String?
    var targets: Set<String> = []
    var products: Set<String> = []
  }

  /// The package root (the folder of `Package.swift`).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  var targets: [String: Target] = [:]

  /// Reads `root/Package.swift`.
  init() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
    guard let call = text.range(of: "let package = Package(") else { throw ManifestError("no Package( call") }
    var rest = Self.balanced(text[call.upperBound...], open: "(", close: ")")
    while let start = kinds.compactMap({ rest.range(of: "." + $0 + "(") }).min(by: { $0.lowerBound < $1.lowerBound }) {
      let kind = String(rest[rest.index(after: start.lowerBound)..<rest.index(before: start.upperBound)])
      let body = Self.balanced(rest[start.upperBound...], open: "(", close: ")")
      rest = rest[body.endIndex...]
      guard let name = Self.strings(after: "name:", in: body).first else { throw ManifestError("a .\(kind)( without a name") }
      var target = Target(name: name, kind: kind, path: Self.strings(after: "path:", in: body).first)
      if let list = body.range(of: "dependencies: [") {
        let dependencies = Self.balanced(body[list.upperBound...], open: "[", close: "]")
        var remaining = dependencies
        while let product = remaining.range(of: ".product(") {
          let inner = Self.balanced(remaining[product.upperBound...], open: "(", close: ")")
          guard let productName = Self.strings(after: "name:", in: inner).first else { throw ManifestError("a .product( without a name in \(name)") }
          target.products.insert(productName)
          remaining = remaining[inner.endIndex...]
        }
        let withoutProducts = dependencies.replacing(/\.product\([^)]*\)/, with: "")
        target.targets = Set(Self.quoted(in: Substring(withoutProducts)))
      }
      targets[name] = target
    }
    if targets.isEmpty { throw ManifestError("no targets found") }
  }

  /// The text up to the bracket that closes an already opened one.
  private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
    var depth = 1
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == open { depth += 1 }
      if text[index] == close { depth -= 1; if depth == 0 { return text[text.startIndex..<index] } }
      index = text.index(after: index)
    }
    return text
  }

  private static func quoted(in text: Substring) -> [String] {
    text.matches(of: /"([^"]*)"/).map { String($0.output.1) }
  }

  private static func strings(after label: String, in text: Substring) -> [String] {
    guard let range = text.range(of: label) else { return [] }
    return quoted(in: text[range.upperBound...]).prefix(1).map { $0 }
  }
}

struct ManifestError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = "Package.swift: " + description }
}
