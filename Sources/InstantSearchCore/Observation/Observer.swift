/// A typed event that interactors, searchers and the filter state fire and others subscribe to.
///
/// InstantSearch wires its components with lightweight closure events rather than delegates, so
/// that one searcher can feed any number of interactors. Subscribers are held weakly through an
/// *owner*: when the owner goes away its subscriptions stop firing, so a connection never keeps
/// an interactor alive. Everything runs on the main actor, which makes delivery synchronous and
/// ordered: when `fire(_:)` returns, every live subscriber has seen the value.
@MainActor
public final class Observer<Value> {
  private struct Subscription {
    let id: Int
    weak var owner: AnyObject?
    let deliver: @MainActor (AnyObject, Value) -> Void
  }

  private var subscriptions: [Subscription] = []
  private var nextID = 0

  /// Creates an event with no subscribers.
  public init() {}

  /// The number of subscribers whose owner is still alive.
  public var subscriberCount: Int {
    subscriptions.filter { $0.owner != nil }.count
  }

  /// Calls `handler` with `owner` and each fired value for as long as `owner` lives.
  ///
  /// The returned token cancels this subscription alone; `cancelSubscriptions(for:)` cancels
  /// every subscription of one owner.
  @discardableResult
  public func subscribe<Owner: AnyObject>(
    with owner: Owner,
    _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) -> ObservationToken {
    let id = nextID
    nextID += 1
    subscriptions.append(Subscription(id: id, owner: owner) { owner, value in
      if let owner = owner as? Owner { handler(owner, value) }
    })
    return ObservationToken { [weak self] in self?.cancelSubscription(id: id) }
  }

  /// Stops every subscription made with `owner`.
  public func cancelSubscriptions(for owner: AnyObject) {
    subscriptions.removeAll { $0.owner === owner || $0.owner == nil }
  }

  /// Delivers `value` to every live subscriber, in subscription order.
  public func fire(_ value: Value) {
    subscriptions.removeAll { $0.owner == nil }
    for subscription in subscriptions {
      guard let owner = subscription.owner else { continue }
      subscription.deliver(owner, value)
    }
  }

  private func cancelSubscription(id: Int) {
    subscriptions.removeAll { $0.id == id }
  }
}
