/// One name of Algolia's API description and what the embedded engine does with it.
public struct ParameterConformance: Sendable, Hashable {
  /// The parameter or setting, as Algolia spells it.
  public var name: String
  /// As a search parameter (`searchParamsObject`).
  public var asParameter: Conformance
  /// As an index setting (`indexSettings`).
  public var asSetting: Conformance
  /// What the engine does, in a few words (the README table's last column).
  public var note: String

  /// Creates an entry.
  public init(_ name: String, parameter: Conformance, setting: Conformance, _ note: String = "") {
    self.name = name
    asParameter = parameter
    asSetting = setting
    self.note = note
  }
}
