/// How the embedded engine treats one of Algolia's parameters or settings.
///
/// Every name of Algolia's API description (`searchParamsObject` and `indexSettings`) has one of
/// these, as a search parameter and as an index setting, in ``EngineConformance/entries``: the
/// engine never accepts a parameter and then ignores it without saying so.
public enum Conformance: String, Sendable, Hashable {
  /// Does what Algolia documents.
  case honoured
  /// Accepted and deliberately without effect: it cannot mean anything on one machine
  /// (analytics, personalization, A/B tests...). Listed in the README.
  case noOp = "no-op"
  /// Refused with Algolia's 400 for unknown parameters until the engine honours it.
  case refused
  /// Not part of this side of the API (`query` is no index setting, `searchableAttributes` no
  /// search parameter); refused like an unknown name.
  case absent = "—"

  /// Whether a request or a settings file may carry it.
  public var isAccepted: Bool { self == .honoured || self == .noOp }
}
