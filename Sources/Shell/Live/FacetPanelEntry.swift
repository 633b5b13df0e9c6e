import SearchModel

/// One widget of the live mode's facet panel: a refinement list or a hierarchical menu.
public enum FacetPanelEntry: Sendable, Hashable {
  /// The refinement list of an attribute.
  case list(String)
  /// The hierarchical menu over `base.lvl0`, `base.lvl1`...
  case menu(String, levels: [String])

  /// The attribute or menu name.
  public var name: String {
    switch self {
    case .list(let attribute): attribute
    case .menu(let base, _): base
    }
  }

  /// The widgets the panel shows, as InstantSearch picks them: the lists and menus the session
  /// already uses (`facets`, `facet-config`, `refine`, `menu` named them); else the index's
  /// dynamic facet order (`renderingContent.facetOrdering.facets.order`) when it has one; else
  /// its `attributesForFaceting` in settings order. `filterOnly(...)` attributes have no counts
  /// and are left out; `ATTR.lvl0`, `ATTR.lvl1`... become one menu named ATTR.
  public static func resolve(
    used: [String], usedMenus: [(String, [String])], settings: IndexSettings?
  ) -> [FacetPanelEntry] {
    if !used.isEmpty || !usedMenus.isEmpty {
      return usedMenus.map { .menu($0.0, levels: $0.1) } + used.map { .list($0) }
    }
    guard let settings else { return [] }
    let declarations = settings.facetingDeclarations
    let faceted = declarations.filter { !$0.isModified(by: "filterOnly") }.map(\.attribute)
    let order = dynamicOrder(settings) ?? faceted
    var entries: [FacetPanelEntry] = []
    var seen: Set<String> = []
    for attribute in order {
      if let base = HierarchicalLevels.base(ofLevel: attribute) {
        guard !seen.contains(base) else { continue }
        seen.insert(base)
        let levels = HierarchicalLevels.levels(of: base, in: faceted)
        if !levels.isEmpty { entries.append(.menu(base, levels: levels)) }
      } else if !seen.contains(attribute) {
        seen.insert(attribute)
        entries.append(.list(attribute))
      }
    }
    return entries
  }

  /// `renderingContent.facetOrdering.facets.order`, when the settings carry it.
  static func dynamicOrder(_ settings: IndexSettings) -> [String]? {
    guard case .object(let content)? = settings.extra["renderingContent"],
      case .object(let ordering)? = content["facetOrdering"],
      case .object(let facets)? = ordering["facets"],
      case .array(let order)? = facets["order"]
    else { return nil }
    let names = order.compactMap(\.stringValue)
    return names.isEmpty ? nil : names
  }
}
