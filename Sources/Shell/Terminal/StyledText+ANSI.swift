extension StyledText {
  /// Text that carries SGR sequences (what `Style` writes for the line output) as styled runs,
  /// so the full-screen views show exactly what the line controllers rendered.
  ///
  /// Understands the codes `Style` emits: 0 (reset), 1 (bold), 2 (dim), 4, 7, and the 16
  /// foreground colours; other escape sequences are dropped.
  public init(ansi text: String) {
    self.init()
    var style = TextStyle.plain
    var run = ""
    var rest = text[...]
    while let escape = rest.firstIndex(of: "\u{1B}") {
      run += rest[..<escape]
      var index = rest.index(after: escape)
      guard index < rest.endIndex, rest[index] == "[" else {
        rest = rest[index...]
        continue
      }
      index = rest.index(after: index)
      var parameters = ""
      while index < rest.endIndex, rest[index].isASCII, rest[index].isNumber || rest[index] == ";" {
        parameters.append(rest[index])
        index = rest.index(after: index)
      }
      guard index < rest.endIndex else { break }
      let final = rest[index]
      rest = rest[rest.index(after: index)...]
      guard final == "m" else { continue }
      append(run, style: style)
      run = ""
      for code in parameters.split(separator: ";", omittingEmptySubsequences: false).map({ Int($0) ?? 0 }) {
        switch code {
        case 0: style = .plain
        case 1: style.isBold = true
        case 2: style.isDim = true
        case 4: style.isUnderlined = true
        case 7: style.isReversed = true
        case 30...37: style.foreground = TextStyle.Color(rawValue: UInt8(code - 30))
        case 90...97: style.foreground = TextStyle.Color(rawValue: UInt8(code - 90 + 8))
        default: break
        }
      }
    }
    run += rest
    append(run, style: style)
  }

  /// This text with `style`'s attributes added to every run (the cursor row reversed...).
  public func adding(_ extra: TextStyle) -> StyledText {
    var copy = self
    for index in copy.runs.indices {
      copy.runs[index].style.isReversed = copy.runs[index].style.isReversed || extra.isReversed
      copy.runs[index].style.isBold = copy.runs[index].style.isBold || extra.isBold
      copy.runs[index].style.isUnderlined = copy.runs[index].style.isUnderlined || extra.isUnderlined
    }
    return copy
  }
}
