import InstantSearchCore

/// Collects the values an event fires, in order; also the owner of the subscription.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []

  var last: Value? { values.last }
}

extension Recorder {
  /// A recorder of what `event` fires, each value as `transform` words it; the recorder owns the
  /// subscription, so it records as long as it lives.
  convenience init<Fired>(recording event: Observer<Fired>, _ transform: @escaping @MainActor (Fired) -> Value) {
    self.init()
    event.subscribe(with: self) { recorder, fired in recorder.values.append(transform(fired)) }
  }
}
