import ArgumentParser
import InstantSearchCore
import SearchModel

/// `facets ATTR`: the refinement list of one attribute, through Core's facet list presenter;
/// `facets` alone: the dynamic facet list in the index's facet ordering (`FacetsCommand+Dynamic`).
struct FacetsCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "facets",
    abstract: "List the values of a facet with their counts; [x] marks refined values.",
    discussion: """
      Without an attribute, lists the facets the index's facet ordering names (renderingContent.facetOrdering, from its settings or a query rule), in its order, each with its values in the ordering's order (pinned values first, the rest by count or alphabetically, hidden ones left out), as InstantSearch's dynamic facet list shows them; --limit applies to each facet, --sort does not apply.

      --sort takes criteria in order: isRefined, count[:asc|:desc], alpha[:asc|:desc]; ties end alphabetically. The default, isRefined,count:desc,alpha:asc, is InstantSearch's refinement-list order: refined values first, so --limit never hides them. Refined values missing from the results are listed with a count of 0.

      Examples:
        facets
        facets brand
        facets category --sort count:desc --limit 5
        facets free_shipping --show-empty
      """
  )
  static let group = CommandGroup.search
  static let argumentCompletion = ArgumentCompletion.attribute
  static let completedOptions = ["--limit", "--show-empty", "--sort"]

  @Argument(help: "The facet attribute; without it, the facets of the index's facet ordering.")
  var attribute: String?

  @Option(help: ArgumentHelp("Sort criteria, most significant first (default: isRefined,count:desc,alpha:asc).", valueName: "criteria"))
  var sort: String?

  @Option(help: "Show at most N values.")
  var limit = 10

  @Flag(help: "Also show values with a count of 0 (refined values are always shown).")
  var showEmpty = false

  /// The refinement-list order InstantSearch uses by default.
  static let defaultSort = "isRefined,count:desc,alpha:asc"

  func validate() throws {
    _ = try Self.criteria(sort ?? Self.defaultSort)
    if limit < 0 { throw ValidationError("--limit must be 0 or more") }
    if attribute == nil, sort != nil { throw ValidationError("--sort needs an attribute: the dynamic facet list keeps the index's order") }
  }

  @MainActor mutating func run(in session: ShellSession) async throws {
    let search = try session.requireSearch()
    guard let attribute else { return try await Self.runDynamic(in: session, search: search, limit: limit) }
    let widget = search.facetList(for: attribute)
    if search.latestResponse?.facets?[attribute] == nil {
      try await search.refresh()
      if search.latestResponse?.facets?[attribute] == nil, let reason = try await Self.whyNoCounts(attribute, in: search) {
        throw CommandFailure("facets: \(reason)")
      }
    }
    // Refined values stay listed even at 0 (a refinement never vanishes from its own list);
    // other empty values only with --show-empty: the controller's rule.
    let presenter = FacetListPresenter(sortBy: try Self.criteria(sort ?? Self.defaultSort), limit: .max, showEmptyFacets: true)
    widget.present(with: presenter, limit: limit, showsEmpty: showEmpty)
    session.printer.print(widget.controller.render(with: session.renderer))
  }

  /// Why the index cannot count `attribute`'s values, when its settings say so: it is not in
  /// `attributesForFaceting` (an index imported without `--settings`), or only as
  /// `filterOnly(…)`. Nil when the settings allow counts (the values are then simply absent).
  @MainActor static func whyNoCounts(_ attribute: String, in search: SearchContext) async throws -> String? {
    guard let settings = try? await search.indexSettings() else { return nil }
    if let declared = settings.attributesForFaceting?.first(where: { AttributeDeclaration($0).attribute == attribute }) {
      guard AttributeDeclaration(declared).isModified(by: "filterOnly") else { return nil }
      return "\(attribute) is declared \(declared) in attributesForFaceting: it filters but has no counts"
    }
    if let guess = await search.closestFacetAttribute(to: attribute) {
      return "\(attribute) is not in attributesForFaceting; did you mean \(guess)?"
    }
    let example = "{\"attributesForFaceting\": [\"\(attribute)\"]}"
    return "\(attribute) is not in attributesForFaceting, so it has no counts and cannot be refined; "
      + "import the records again with --settings FILE declaring it (\(example))"
  }

  /// Parses `isRefined,count:desc,alpha:asc`.
  static func criteria(_ text: String) throws(ValidationError) -> [FacetSortCriterion] {
    try text.split(separator: ",").map { part throws(ValidationError) -> FacetSortCriterion in
      let pieces = part.split(separator: ":").map { $0.trimmingBlanks().lowercased() }
      let order: FacetSortCriterion.Order?
      switch pieces.count > 1 ? pieces[1] : nil {
      case nil: order = nil
      case "asc": order = .ascending
      case "desc": order = .descending
      case let other?: throw ValidationError("unknown sort order '\(other)' (use asc or desc)")
      }
      switch pieces[0] {
      case "isrefined": return .isRefined
      case "count": return .count(order: order ?? .descending)
      case "alpha", "alphabetical", "name": return .alphabetical(order: order ?? .ascending)
      default: throw ValidationError("unknown sort criterion '\(pieces[0])' (use isRefined, count or alpha)")
      }
    }
  }
}
