/// Collects the values an event fires, in order; also the owner of the subscription.
@MainActor
final class Recorder<Value> {
  var values: [Value] = []

  var last: Value? { values.last }
}
