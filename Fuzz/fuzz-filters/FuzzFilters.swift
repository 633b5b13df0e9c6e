import SearchModel

/// libFuzzer entry point for the `filters` language: any input either parses or throws a
/// `FilterSyntaxError` (never a crash), and a parsed expression survives print → parse: the
/// printed form parses back to the normalized expression, and printing is then a fixed point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFilters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let expression = try? FilterExpression(parsing: text) else { return 0 }
  let printed = expression.description
  let reparsed: FilterExpression
  do {
    reparsed = try FilterExpression(parsing: printed)
  } catch {
    fatalError("printed form does not parse: \(printed.debugDescription) from \(text.debugDescription): \(error)")
  }
  guard reparsed == expression.normalized else {
    fatalError("print → parse changed \(text.debugDescription): printed \(printed.debugDescription)")
  }
  guard reparsed.description == FilterExpression.reprint(reparsed.description) else {
    fatalError("printing is not a fixed point for \(text.debugDescription)")
  }
  return 0
}

extension FilterExpression {
  /// `text` parsed and printed again (nil when it no longer parses).
  static func reprint(_ text: String) -> String? { (try? FilterExpression(parsing: text))?.description }
}
