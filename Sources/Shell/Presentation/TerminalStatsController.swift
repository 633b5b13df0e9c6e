import InstantSearchCore

/// The terminal's stats label: holds the stats the interactor pushed for the last results.
///
/// The terminal counterpart of `LabelStatsController`; the renderer words it (the line renderer
/// through `DefaultPresenter.Stats`: `1000 results`, `(3ms)` only under `--timing`).
@MainActor
public final class TerminalStatsController: ItemController {
  /// The stats of the last results, nil before the first results or after an error.
  public private(set) var stats: SearchStats?
  /// Called after every push, for views that redraw (the full-screen mode).
  public var onChange: (@MainActor () -> Void)?

  public init() {}

  public func setItem(_ item: SearchStats?) {
    stats = item
    onChange?()
  }

  /// The stats as `renderer` shows them.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.stats(stats)
  }
}
