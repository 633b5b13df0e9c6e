/// Words shared by every department: colours, qualities, general tags, author names, title pieces.
///
/// Several entries are words people often misspell ("accessory", "comfortable", "stainless",
/// "guarantee", "lightweight"), so typo tolerance has real work to do in demos and benchmarks.
enum DemoWordBanks {
  static let colours = [
    "Black", "White", "Navy", "Grey", "Red", "Olive", "Charcoal", "Beige", "Burgundy", "Blue", "Green",
    "Pink", "Teal", "Mustard",
  ]

  static let qualities = [
    "comfortable fit", "sturdy build", "sleek design", "easy setup", "great value", "reliable performance",
    "lightweight feel", "premium finish", "thoughtful details", "versatile style", "quiet operation",
    "excellent craftsmanship",
  ]

  static let audiences = [
    "beginners and experts alike", "busy families", "everyday use", "people on the go", "anyone who values quality",
    "first-time buyers", "enthusiasts", "gift shoppers",
  ]

  static let guarantees = [
    "Backed by a one-year limited warranty.", "Covered by a two-year manufacturer guarantee.",
    "Includes a 30-day money-back guarantee.", "Comes with a lifetime warranty.",
    "Every accessory you need is included in the box.", "Ships in recyclable, plastic-free packaging.",
  ]

  /// `_tags` any record may carry, most common first.
  static let generalTags = [
    "new", "sale", "bestseller", "eco-friendly", "gift idea", "limited edition", "exclusive", "clearance",
  ]

  static let authorFirstNames = [
    "Emma", "Oliver", "Amelia", "James", "Sofia", "Lucas", "Maya", "Noah", "Clara", "Ethan", "Nora", "Leo",
    "Hannah", "Samuel", "Iris", "Daniel",
  ]

  static let authorLastNames = [
    "Carter", "Nguyen", "Okafor", "Lindqvist", "Moreau", "Patel", "Kowalski", "Rossi", "Tanaka", "Fischer",
    "Alvarez", "Brennan", "Haddad", "Sato", "Whitfield", "Delacroix",
  ]

  static let bookOpenings = [
    "A gripping story about", "An unforgettable journey through", "A heartfelt account of",
    "A sweeping tale of", "A practical guide to", "A witty and moving exploration of",
  ]

  static let bookSubjects = [
    "family secrets", "a small coastal town", "friendship and loss", "the people who shaped an era",
    "courage in difficult times", "the art of everyday cooking", "a world on the brink of change",
    "growing up and finding home",
  ]
}
