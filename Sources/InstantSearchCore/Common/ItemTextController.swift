/// A view showing one line of text (a stats label, a current page...).
@MainActor
public protocol ItemTextController: AnyObject {
  /// Shows `item`.
  func setItem(_ item: String?)
}

/// The view of a stats line.
public typealias StatsTextController = ItemTextController
