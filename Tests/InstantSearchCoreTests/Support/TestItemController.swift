import InstantSearchCore

/// A view that keeps every item pushed into it, in order: the stats label, the loading
/// indicator, a rule's banner in the specs.
@MainActor
final class TestItemController<Item>: ItemController {
  /// The items pushed, oldest first.
  var shown: [Item] = []

  func setItem(_ item: Item) { shown.append(item) }
}

/// A label showing the presenter's text.
extension TestItemController: ItemTextController where Item == String? {}

/// A loading indicator.
extension TestItemController: LoadingController where Item == Bool {}
