/// `{"min":..,"max":..,"avg":..,"sum":..}` in Algolia's order, all four required (Algolia always
/// sends them): exactly what the synthesized conformance reads and writes, the properties being
/// declared in that order.
extension FacetStats: Codable {}
