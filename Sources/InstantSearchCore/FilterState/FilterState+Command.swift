import SearchModel

extension FilterState {
  /// One edit of a `FilterState`, for `notify(_:)`.
  public enum Command: Sendable, Hashable {
    /// `add(_:to:)`
    case add(Filter, to: FilterGroupID)
    /// `remove(_:from:)`
    case remove(Filter, from: FilterGroupID)
    /// `toggle(_:in:)`
    case toggle(Filter, in: FilterGroupID)
    /// `replaceAll(in:with:)`
    case replace(FilterGroupID, with: [Filter])
    /// `removeAll(from:)` for one group
    case clear(FilterGroupID)
    /// `removeAllExcept(_:)`
    case clearExcept([FilterGroupID])
    /// `removeAll(attribute:)`
    case clearAttribute(String)
    /// `removeAll()`
    case clearAll
    /// `setHierarchicalPath(_:for:)`
    case setHierarchicalPath([FacetFilter], groupName: String)
  }

  /// Applies `command` without notifying.
  public func apply(_ command: Command) {
    switch command {
    case let .add(filter, group): add(filter, to: group)
    case let .remove(filter, group): remove(filter, from: group)
    case let .toggle(filter, group): toggle(filter, in: group)
    case let .replace(group, filters): replaceAll(in: group, with: filters)
    case let .clear(group): removeAll(from: group)
    case let .clearExcept(groups): removeAllExcept(groups)
    case let .clearAttribute(attribute): removeAll(attribute: attribute)
    case .clearAll: removeAll()
    case let .setHierarchicalPath(path, name): setHierarchicalPath(path, for: name)
    }
  }

  /// Applies `commands` in order, then fires `onChange` once.
  public func notify(_ commands: Command...) {
    notify(commands)
  }

  /// Applies `commands` in order, then fires `onChange` once.
  public func notify(_ commands: [Command]) {
    commands.forEach(apply)
    notifyChange()
  }
}
