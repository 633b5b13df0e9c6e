import Foundation

/// Reads Algolia's attribute modifiers: `unordered(x)`, `searchable(x)`, `filterOnly(x)`, `asc(x)`.
enum AttributeModifier {
  /// `x` when `text` is `name(x)`, else nil.
  static func argument(of name: String, in text: String) -> String? {
    guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst(name.count + 1).dropLast()
    return inner.trimmingCharacters(in: .whitespaces)
  }
}
