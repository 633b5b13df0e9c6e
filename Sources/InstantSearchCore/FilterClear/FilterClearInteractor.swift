/// The logic of a "clear refinements" button: an event the filter-state connection acts on.
@MainActor
public final class FilterClearInteractor {
  /// Fired when the button is pressed.
  public let onTriggered = Observer<Void>()

  /// Creates the interactor.
  public init() {}

  /// Presses the button.
  public func trigger() {
    onTriggered.fire(())
  }
}
