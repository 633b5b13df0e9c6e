import InstantSearchCore
import SearchModel

/// Refinements the backend refuses are undone, so one bad command cannot poison the session.
///
/// Without this, `refine nosuch=foo` on an attribute the index does not facet on stays in the
/// filter state and every later `query`, `stats` or `facets` fails with the same error until the
/// user guesses `clear nosuch`. A command that changes the refinements or the search parameters
/// therefore runs through `performRollingBack`: when its search fails, the state goes back to
/// what it was before the command (and the results with it), and the error says what was refused.
extension SearchContext {
  /// Runs `change` (a refinement that starts a search) and settles; when the search fails, the
  /// filter state is put back as it was and the failure reads `COMMAND: WHAT refused: REASON`.
  ///
  /// - Parameters:
  ///   - command: the command's name, the prefix of its errors (`refine`).
  ///   - what: what the command asked for, as typed (`nosuch=foo`).
  /// - Throws: `CommandFailure` when the search failed (the state is back), `CancellationError`
  ///   when interrupted (the state is back too: the results shown are those before the command).
  public func performRollingBack(_ command: String, _ what: String, _ change: () -> Void) async throws {
    let before = filterState.snapshot
    try await rollingBack(command, what, undo: {
      self.filterState.restore(before)
      self.filterState.notifyChange()
    }) {
      try await perform(change)
    }
  }

  /// Changes the search parameters with `update` and searches again; when the backend refuses
  /// them, the previous parameters come back (`set` of a parameter the backend does not accept).
  ///
  /// A change of anything but the page is a new request (`HitsSearcher.setQueryParameters`, as
  /// Algolia's helper does): the results start over from the first page, the hits list with
  /// them, and after a refusal they start over with the previous parameters.
  public func updateParametersRollingBack(
    _ command: String, _ what: String, _ update: (inout SearchParameters) -> Void
  ) async throws {
    let before = searcher.request.parameters
    var after = before
    update(&after)
    var samePage = after
    samePage.page = before.page
    let startsOver = samePage != before
    try await rollingBack(command, what, undo: {
      if startsOver {
        self.searcher.setQueryParameters { $0 = before; $0.page = 0 }
      } else {
        self.searcher.updateParameters { $0 = before }
      }
      self.searcher.triggerSearch()
    }) {
      if startsOver {
        searcher.setQueryParameters { $0 = after }
      } else {
        searcher.updateParameters { $0 = after }
      }
      try await refresh()
    }
  }

  /// Runs `body`; on failure, `undo`es (which puts the state back and searches again with it)
  /// and throws what was refused.
  private func rollingBack(
    _ command: String, _ what: String, undo: () -> Void, _ body: () async throws -> Void
  ) async throws {
    do {
      try await body()
    } catch {
      let refused = lastSearchFailure.map(Self.isRefusal) ?? false
      let reason = (error as? CommandFailure)?.message ?? "\(error)"
      if error is CancellationError || Task.isCancelled {
        // Interrupted: the state goes back, and so do the results, which are still those from
        // before the command (the interrupted search delivered nothing); the search `undo`
        // starts is not wanted, the backend may be the one not answering.
        undo()
        searcher.cancel()
        throw CancellationError()
      }
      // The results go back to those of the restored state; if that search fails too (the
      // backend is gone), the original error is still the one worth reading.
      try? await perform(undo)
      let verb = refused ? "refused" : "not applied"
      throw CommandFailure("\(command): \(what) \(verb): \(reason); nothing changed")
    }
  }

  /// Whether the backend answered with an error about the request itself (4xx), rather than
  /// not answering.
  static func isRefusal(_ error: any Error) -> Bool {
    if error is APIError { return true }
    if let request = error as? RequestError<HitsSearchRequest> { return isRefusal(request.underlyingError) }
    return false
  }
}
