/// An index as searches see it: a snapshot plus the settings to rank it by.
///
/// A primary index and each of its replicas are views of the same snapshot with different
/// settings (replicas sort differently), so replicas cost no extra memory or disk.
struct IndexView: Sendable {
  let name: String
  let snapshot: IndexSnapshot
  let settings: EngineSettings
  /// The primary's name when this view is a replica.
  let primary: String?
}
