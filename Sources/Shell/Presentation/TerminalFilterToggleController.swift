import InstantSearchCore

/// The terminal's filter toggle: the label and state the toggle interactor pushed, and a way to
/// "click" it.
///
/// The counterpart of InstantSearch's switch for one filter: `toggle` clicks it through
/// `onClick`, the interactor changes the filter state, and the state the filter state ends in
/// comes back through `setSelected`, so what prints is what the searcher sends.
@MainActor
public final class TerminalFilterToggleController: FilterToggleController {
  /// Set by the connection: asks for the toggle to be on or off.
  public var onClick: (@MainActor (Bool) -> Void)?
  /// The label as last pushed.
  public private(set) var label = ""
  /// The state as last pushed.
  public private(set) var isSelected = false
  /// Called after every push, for views that redraw.
  public var onChange: (@MainActor () -> Void)?

  public init() {}

  public func setItem(_ label: String) {
    self.label = label
    onChange?()
  }

  public func setSelected(_ isSelected: Bool) {
    self.isSelected = isSelected
    onChange?()
  }

  /// Switches the toggle to the other state, as a tap on it does.
  public func click() { onClick?(!isSelected) }

  /// The toggle as `renderer` shows it.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.toggle(ToggleView(label: label, isSelected: isSelected))
  }
}
