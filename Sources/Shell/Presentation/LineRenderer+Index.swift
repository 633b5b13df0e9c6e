import SearchModel

extension LineRenderer {
  /// `* products            10000 records` per index, the searched one marked, names in one
  /// column; `[{"name","entries"}]`.
  public func indexList(_ view: IndexListView) -> Printout {
    let width = view.indexes.map(\.name.count).max() ?? 0
    let text = view.indexes.map { info in
      let mark = info.name == view.searched ? "*" : " "
      return "\(mark) \(info.name)\(String(repeating: " ", count: width - info.name.count))  \(info.entries) records\n"
    }.joined()
    let json: [JSONValue] = view.indexes.map { .object(["name": .string($0.name), "entries": .number(Double($0.entries))]) }
    return Printout(text: text.isEmpty ? "no indexes\n" : text, json: .array(json))
  }

  /// The settings' JSON, pretty-printed; the same document in JSON.
  public func indexSettings(_ view: IndexSettingsView) -> Printout {
    Printout(text: JSONText.pretty(view.json) + "\n", json: view.json)
  }

  /// `hitsPerPage = 3` per parameter (compact JSON values), or the one asked for;
  /// `{"hitsPerPage": 3}`.
  public func parameters(_ view: ParametersView) -> Printout {
    guard let asked = view.asked else {
      let text = view.values.map { "\($0.key) = \(JSONText.compact($0.value))\n" }.joined()
      return Printout(text: text, json: .object(view.values))
    }
    let value = view.values[asked] ?? .null
    return Printout(text: "\(asked) = \(JSONText.compact(value))\n", json: .object([asked: value]))
  }

  /// `local index products`; `{"backend","index"}`.
  public func backend(_ view: BackendView) -> Printout {
    Printout(
      text: "\(view.kind) index \(view.indexName)\n",
      json: .object(["backend": .string(view.kind), "index": .string(view.indexName)]))
  }
}
