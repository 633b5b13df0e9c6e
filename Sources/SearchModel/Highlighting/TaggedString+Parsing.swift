extension TaggedString {
  /// Splits `input` into runs by scanning its UTF-8 bytes for the two tags.
  static func parse(_ input: String, preTag: String, postTag: String) -> [Run] {
    let bytes = Array(input.utf8)
    let pre = Array(preTag.utf8)
    let post = Array(postTag.utf8)
    guard !pre.isEmpty, !post.isEmpty else {
      return input.isEmpty ? [] : [Run(text: input, isTagged: false, range: 0..<input.count)]
    }
    var pieces: [(text: String, isTagged: Bool)] = []
    var depth = 0
    var textStart = 0
    var index = 0
    func flush(upTo end: Int) {
      if end > textStart {
        pieces.append((String(decoding: bytes[textStart..<end], as: UTF8.self), depth > 0))
      }
    }
    while index < bytes.count {
      // Inside a run, a closing tag wins (so identical pre and post tags toggle).
      if depth > 0, matches(post, in: bytes, at: index) {
        flush(upTo: index)
        depth -= 1
        index += post.count
        textStart = index
      } else if matches(pre, in: bytes, at: index) {
        flush(upTo: index)
        depth += 1
        index += pre.count
        textStart = index
      } else if matches(post, in: bytes, at: index) {
        flush(upTo: index)  // a stray closing tag: dropped
        index += post.count
        textStart = index
      } else {
        index += 1
      }
    }
    flush(upTo: bytes.count)
    return TaggedString(runs: pieces, preTag: preTag, postTag: postTag).runs
  }

  private static func matches(_ tag: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
    guard index + tag.count <= bytes.count, bytes[index] == tag[0] else { return false }
    for offset in 1..<tag.count where bytes[index + offset] != tag[offset] { return false }
    return true
  }
}
