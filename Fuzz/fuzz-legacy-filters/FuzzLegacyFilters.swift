import SearchModel

/// libFuzzer entry point for the legacy `facetFilters` / `numericFilters` / `tagFilters` /
/// `optionalFilters` readers. The first byte picks the parameter; the rest is read as the JSON the
/// parameter arrives in (a string or nested arrays) when it parses as such, else as one string.
/// Any input gives an expression or a `LegacyFilterError`; an expression the `filters` language
/// can spell prints to a string that parses back to it (normalized).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLegacyFilters(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let parameters = LegacyFilterParameter.allCases
  let parameter = parameters[Int(data[0]) % parameters.count]
  let body = UnsafeBufferPointer(start: data + 1, count: size - 1)
  let filters: LegacyFilters
  if let json = try? JSONValue(parsing: body), let legacy = LegacyFilters(jsonValue: json) {
    filters = legacy
  } else {
    filters = .string(String(decoding: body, as: UTF8.self))
  }
  guard let expression = try? FilterExpression(legacy: filters, as: parameter) else { return 0 }
  guard expression.isRepresentable else { return 0 }
  let printed = expression.description
  do {
    let reparsed = try FilterExpression(parsing: printed)
    guard reparsed == expression.normalized else {
      fatalError("legacy \(parameter) \(filters) printed as \(printed.debugDescription) reads back differently")
    }
  } catch {
    fatalError("legacy \(parameter) \(filters) printed as \(printed.debugDescription), which does not parse: \(error)")
  }
  return 0
}
