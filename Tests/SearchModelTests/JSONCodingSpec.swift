import SearchModel

/// A suite of specs about the wire model's JSON form: they read and write with the model's own
/// decoder and encoder, as the client and the server do.
protocol JSONCodingSpec {}

extension JSONCodingSpec {
  /// The model's decoder.
  var decoder: JSONValueDecoder { JSONValueDecoder() }
  /// The model's encoder.
  var encoder: JSONValueEncoder { JSONValueEncoder() }
}
