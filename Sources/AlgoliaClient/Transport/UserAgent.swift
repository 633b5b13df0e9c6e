/// The `User-Agent` this client sends: the tool, its version and the API client layer.
///
/// Algolia's dashboards group traffic by this header, so it names the tool the way official
/// clients name theirs (`Algolia for Python (4.48.0); Python (3.11.7); Search (4.48.0)`).
public enum UserAgent {
  /// The InstantSearch Shell version reported to the service.
  public static let toolVersion = "0.1.0"

  /// `InstantSearch Shell (0.1.0); Swift AlgoliaClient (0.1.0); Search (REST v1)`.
  public static let `default` =
    "InstantSearch Shell (\(toolVersion)); Swift AlgoliaClient (\(toolVersion)); Search (REST v1)"
}
