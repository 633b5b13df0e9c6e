import Foundation
import NIOConcurrencyHelpers

/// Facet values fetched on demand for Tab completion, with a bounded wait.
///
/// libedit calls the completer synchronously on the main thread while the backend is async. A
/// lookup starts the search as a detached task (it needs nothing from the main actor, so a
/// blocked main thread cannot stall it) and waits for it at most `timeout`, checking every few
/// milliseconds whether Ctrl-C was pressed. A slow or failing backend therefore costs one short
/// pause and gives no values, never a hung prompt; an answer arriving after the wait is kept, so
/// the next Tab on the same word completes at once. Answers are kept for the prompt's lifetime
/// (a new prompt gets a new lookup, as the search state may have changed), and an answer holding
/// every value matching a prefix serves any longer prefix without asking again. Dropping the
/// lookup cancels the searches still in flight.
public final class FacetValueLookup: Sendable {
  /// What one Tab asked for: an attribute and the text typed as its value.
  struct Key: Hashable {
    var attribute: String
    var prefix: String
  }

  /// A search in flight or its outcome (nil when it failed).
  enum Entry: Sendable {
    case pending(Task<Void, Never>)
    case done(FacetValueQuery.Answer?)
  }

  /// The entries, shared with the tasks (which must not keep the lookup alive).
  final class Entries: Sendable {
    let state = NIOLockedValueBox<[Key: Entry]>([:])
    /// How many searches were started (a Tab on a word already asked for starts none).
    let started = NIOLockedValueBox(0)

    /// The outcome for `key`: a complete answer for a prefix of it, or its own; nil while pending.
    func outcome(for key: Key) -> FacetValueQuery.Answer?? {
      state.withLockedValue { entries in
        for (other, entry) in entries where other.attribute == key.attribute && key.prefix.hasPrefix(other.prefix) {
          if case .done(let answer?) = entry, answer.isComplete { return .some(answer) }
        }
        if case .done(let answer)? = entries[key] { return .some(answer) }
        return .none
      }
    }
  }

  /// The index's faceting attributes, once asked for: a read of the settings in flight or its
  /// outcome (nil when it failed).
  enum Attributes: Sendable {
    case unknown
    case pending(Task<Void, Never>)
    case done([String]?)
  }

  /// How to search.
  public let query: FacetValueQuery
  /// The longest a Tab waits for the backend.
  public let timeout: Duration
  /// Whether Ctrl-C was pressed since the prompt was shown (the wait stops at once).
  let isInterrupted: @Sendable () -> Bool
  private let entries = Entries()
  private let declared = DeclaredAttributes()

  /// The faceting attributes, shared with the task reading them.
  final class DeclaredAttributes: Sendable {
    let state = NIOLockedValueBox<Attributes>(.unknown)
  }

  /// - Parameters:
  ///   - timeout: how long a Tab may wait for the backend; a few hundred milliseconds keeps the
  ///     prompt responsive, tests pass more (or less to simulate a slow backend).
  ///   - isInterrupted: polled while waiting; true abandons the wait.
  public init(
    query: FacetValueQuery, timeout: Duration = .milliseconds(300),
    isInterrupted: @escaping @Sendable () -> Bool = { false }
  ) {
    self.query = query
    self.timeout = timeout
    self.isInterrupted = isInterrupted
  }

  deinit {
    let pending = entries.state.withLockedValue { entries in
      entries.values.compactMap { entry -> Task<Void, Never>? in
        if case .pending(let task) = entry { return task }
        return nil
      }
    }
    for task in pending { task.cancel() }
    if case .pending(let task) = declared.state.withLockedValue({ $0 }) { task.cancel() }
  }

  /// The facet attributes the index declares, or nil when its settings did not come in time.
  public func attributes() -> [String]? {
    let query = query
    let declared = declared
    declared.state.withLockedValue { state in
      guard case .unknown = state else { return }
      state = .pending(
        Task.detached {
          let attributes = try? await query.facetingAttributes()
          declared.state.withLockedValue { $0 = .done(attributes) }
        })
    }
    return wait {
      if case .done(let attributes) = declared.state.withLockedValue({ $0 }) { return .some(attributes) }
      return .none
    }
  }

  /// Polls `outcome` until it is known, the timeout passes or Ctrl-C is pressed.
  private func wait<Value>(for outcome: () -> Value??) -> Value? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      if let value = outcome() { return value }
      if clock.now >= deadline || isInterrupted() { return nil }
      Thread.sleep(forTimeInterval: 0.005)
    }
  }

  /// The values of `attribute` that may complete `prefix` (the caller keeps those that start
  /// with it), or nil when the backend did not answer in time or failed.
  public func values(of attribute: String, startingWith prefix: String) -> [String]? {
    let key = Key(attribute: attribute, prefix: prefix)
    prefetch(attribute, startingWith: prefix)
    return wait { entries.outcome(for: key) }?.values
  }

  /// Starts looking up the values of `attribute` for `prefix` without waiting, so that the waits
  /// of several attributes (the levels of a menu) overlap instead of adding up.
  public func prefetch(_ attribute: String, startingWith prefix: String) {
    let key = Key(attribute: attribute, prefix: prefix)
    guard entries.outcome(for: key) == nil else { return }
    entries.state.withLockedValue { entries in
      if entries[key] == nil { entries[key] = .pending(start(key)) }
    }
  }

  /// How many searches this lookup has started: one per word asked for, however many Tabs
  /// asked, none for a longer prefix a complete answer already serves.
  public var searchesStarted: Int { entries.started.withLockedValue { $0 } }

  /// Starts the search for `key`; its outcome is stored under `key`, and under the facet query
  /// it answers when that is shorter (every value counted answers every prefix).
  private func start(_ key: Key) -> Task<Void, Never> {
    let query = query
    let entries = entries
    entries.started.withLockedValue { $0 += 1 }
    return Task.detached {
      let answer = try? await query.values(of: key.attribute, matching: key.prefix)
      entries.state.withLockedValue { entries in
        entries[key] = .done(answer)
        if let answer, answer.facetQuery != key.prefix {
          entries[Key(attribute: key.attribute, prefix: answer.facetQuery)] = .done(answer)
        }
      }
    }
  }
}
