import SearchEngine
import SearchModel

/// The engine as the benchmark drives it: open an index directory, answer a search, return nbHits.
///
/// Kept to this seam so that the measurement code does not change when the engine's API does.
struct EngineUnderTest {
  init(index: String) async throws {
    throw BenchArguments.Invalid(message: "the engine's search service has not landed yet (index \(index))")
  }

  func search(_ parameters: SearchParameters) async throws -> Int {
    0
  }
}
