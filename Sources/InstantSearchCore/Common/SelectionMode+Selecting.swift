extension SelectionMode {
  /// The selection after selecting `key` in `current` under this mode: `single` toggles
  /// between `[key]` and `[]`, `multiple` inserts or removes `key`.
  public func selections<Key: Hashable>(_ current: Set<Key>, selecting key: Key) -> Set<Key> {
    switch self {
    case .single:
      return current.contains(key) ? [] : [key]
    case .multiple:
      var result = current
      if result.remove(key) == nil { result.insert(key) }
      return result
    }
  }
}
