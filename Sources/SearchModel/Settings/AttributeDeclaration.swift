/// One attribute as a setting names it: bare (`brand`) or wrapped in one of Algolia's modifiers
/// (`searchable(brand)`, `filterOnly(brand)`, `afterDistinct(brand)`, `unordered(description)`,
/// `equalOnly(stock)`, `desc(price)`, `virtual(products_price_asc)`).
///
/// The one reading of that syntax: the engine interprets settings with it and the shell reads
/// the attributes an index declares with it, so `searchable( brand )` means `brand` to both.
public struct AttributeDeclaration: Sendable, Hashable {
  /// The modifier (`searchable`), nil for a bare attribute.
  public var modifier: String?
  /// The attribute, without its modifier and the blanks inside the parentheses (`brand`).
  public var attribute: String

  /// Reads `text` as written in the setting (the caller trims the blanks around it, if any).
  public init(_ text: String) {
    guard let open = text.firstIndex(of: "("), open != text.startIndex, text.hasSuffix(")") else {
      modifier = nil
      attribute = text
      return
    }
    modifier = String(text[..<open])
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    attribute = String(inner.drop(while: Self.isBlank).reversed().drop(while: Self.isBlank).reversed())
  }

  /// The attribute when the declaration is `modifier(attribute)`, else nil:
  /// `AttributeDeclaration("searchable(brand)").argument(of: "searchable")` is `brand`.
  public func argument(of modifier: String) -> String? {
    self.modifier == modifier ? attribute : nil
  }

  /// Whether the declaration reads `modifier(…)`.
  public func isModified(by modifier: String) -> Bool { self.modifier == modifier }

  private static func isBlank(_ character: Character) -> Bool {
    character.isWhitespace && !character.isNewline
  }
}
