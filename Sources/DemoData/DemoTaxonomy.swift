/// The shape of the demo catalogue: departments, their subcategories and leaf categories.
///
/// Each level carries the vocabulary records are written from, so a record's words agree with its
/// category (headphones are described with drivers and battery life, not thread count), which is
/// what makes queries and facet refinements in the demo behave like a real shop.
struct DemoDepartment: Sendable {
  /// How product names are composed in this department.
  enum NameStyle: Sendable {
    /// `Brand Adjective Noun Model`: "Sony Wireless Headphones WH-410".
    case modelNumber
    /// `Brand Adjective Noun, Colour`: "Levi's Slim Fit Jeans, Navy".
    case colour
    /// A title: "The Silent Harbor: A Mystery"; the brand is the publisher.
    case title
    /// `Brand Adjective Noun`: "OXO Stainless Steel Colander".
    case plain
  }

  /// `categories.lvl0` and `category`.
  let name: String
  /// Relative share of the catalogue.
  let weight: Double
  let style: NameStyle
  /// Ordered by market share: the first brands dominate (Zipf).
  let brands: [String]
  /// Title words for books; the fallback for leaves without adjectives of their own.
  let adjectives: [String]
  let materials: [String]
  /// "Perfect for ..." completions.
  let uses: [String]
  /// `_tags` specific to the department (general tags are added too).
  let tags: [String]
  let subcategories: [DemoSubcategory]
}

/// `categories.lvl1` (without the department prefix).
struct DemoSubcategory: Sendable {
  let name: String
  let leaves: [DemoLeaf]
}

/// `categories.lvl2` (without the prefixes): the kind of product, its nouns, price band and features.
struct DemoLeaf: Sendable {
  let name: String
  /// Words that describe this kind of product ("Noise-Cancelling" headphones, "Cast Iron" pans);
  /// empty for books, whose titles draw on the department's words.
  var adjectives: [String] = []
  /// Nouns used in product names; the first is the most common.
  let nouns: [String]
  /// Typical price band in dollars; prices are drawn log-uniformly inside it.
  let price: ClosedRange<Double>
  /// Noun phrases for "It features ...".
  let features: [String]
}
