import InstantSearchCore
import SearchModel

/// The terminal's list of facet values found by a search for facet values (`sffv`): the values
/// the facet list interactor pushed, in the backend's order, highlighted as it returned them.
@MainActor
public final class TerminalFacetSearchController {
  /// The attribute searched.
  public let attribute: String
  /// The values as last pushed.
  public private(set) var hits: [FacetHit] = []
  /// Called after every push, for views that redraw.
  public var onChange: (@MainActor () -> Void)?

  public init(attribute: String) {
    self.attribute = attribute
  }

  /// Shows `hits`.
  public func setItems(_ hits: [FacetHit]) {
    self.hits = hits
    onChange?()
  }

  /// The values as `renderer` shows them.
  public func render<Renderer: SearchRenderer>(with renderer: Renderer) -> Renderer.Rendering {
    renderer.facetSearch(FacetSearchView(attribute: attribute, hits: hits))
  }
}
