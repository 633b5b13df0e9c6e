/// How ``JSONValue`` is printed.
public enum JSONOutputStyle: Sendable, Hashable {
  /// No whitespace at all: what goes over the wire and into `--json` pipes.
  case compact
  /// Two-space indentation, `"key": value`, one member per line, empty containers as `{}` / `[]`:
  /// what a person reads (`hit 3 --raw`).
  case pretty
}
