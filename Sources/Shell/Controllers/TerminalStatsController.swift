import InstantSearchCore

/// The terminal's stats label: keeps the line the stats presenter produced for the last results.
///
/// The terminal counterpart of `LabelStatsController`: the presenter decides the wording
/// (`1000 results`, with `(3ms)` only under `--timing`), the controller holds it until a
/// command prints it.
@MainActor
public final class TerminalStatsController: ItemTextController {
  /// The presented line, nil before the first results or after an error.
  public private(set) var text: String?

  public init() {}

  public func setItem(_ item: String?) {
    text = item
  }
}
