/// The shell-like lexer shared by the command runner and tab completion.
///
/// Rules, as in a POSIX shell but without expansion: blanks separate words; `'…'` is literal;
/// `"…"` is literal except that `\"` and `\\` stand for `"` and `\`; outside quotes a backslash
/// takes the next character literally; an unquoted `;` ends a statement; an unquoted `#` at the
/// start of a word starts a comment that runs to the end of the line.
///
/// The lexer never throws: it reports an unterminated quote or trailing backslash in `Lexed`,
/// so completion can work on half-typed input while the runner turns it into a `SyntaxError`.
public enum Lexer {
  /// One word, with where it started in the input (a character offset).
  public struct Word: Sendable, Hashable {
    public var value: String
    public var start: Int
  }

  /// A quote left open at the end of the input.
  public struct OpenQuote: Sendable, Hashable {
    public var character: Character
    public var offset: Int
  }

  /// One statement's words and its source range (character offsets, end exclusive).
  public struct Piece: Sendable, Hashable {
    public var words: [Word]
    public var range: Range<Int>
  }

  /// The result of lexing one line.
  public struct Lexed: Sendable, Hashable {
    /// Statements separated by `;`; the last one may be empty.
    public var pieces: [Piece]
    /// Where the input ends inside quotes: the quote character and its offset.
    public var openQuote: OpenQuote?
    /// The offset of a backslash with nothing after it.
    public var danglingBackslash: Int?
    /// True when the input ended while a word was being read (no blank after it).
    public var endsInWord: Bool
  }

  /// Lexes `input` (one line) into statements and words.
  public static func lex(_ input: String) -> Lexed {
    let chars = Array(input)
    var pieces: [Piece] = []
    var words: [Word] = []
    var current = ""
    var inWord = false
    var wordStart = 0
    var pieceStart = 0
    var index = 0
    var result = Lexed(pieces: [], openQuote: nil, danglingBackslash: nil, endsInWord: false)

    func finishWord() {
      if inWord { words.append(Word(value: current, start: wordStart)) }
      current = ""
      inWord = false
    }
    func beginWord(at offset: Int) {
      if !inWord {
        inWord = true
        wordStart = offset
      }
    }

    scan: while index < chars.count {
      let char = chars[index]
      switch char {
      case " ", "\t", "\r", "\n":
        finishWord()
      case ";":
        finishWord()
        pieces.append(Piece(words: words, range: pieceStart..<index))
        words = []
        pieceStart = index + 1
      case "#" where !inWord:
        // A comment: the statement ends here, the rest of the line is ignored.
        finishWord()
        pieces.append(Piece(words: words, range: pieceStart..<index))
        result.pieces = pieces
        result.endsInWord = false
        return result
      case "\\":
        beginWord(at: index)
        if index + 1 < chars.count {
          current.append(chars[index + 1])
          index += 1
        } else {
          result.danglingBackslash = index
        }
      case "'", "\"":
        beginWord(at: index)
        let quoteOffset = index
        index += 1
        var closed = false
        while index < chars.count {
          let inner = chars[index]
          if inner == char {
            closed = true
            break
          }
          if char == "\"", inner == "\\", index + 1 < chars.count,
            chars[index + 1] == "\"" || chars[index + 1] == "\\"
          {
            current.append(chars[index + 1])
            index += 2
            continue
          }
          current.append(inner)
          index += 1
        }
        if !closed {
          result.openQuote = OpenQuote(character: char, offset: quoteOffset)
          break scan
        }
      default:
        beginWord(at: index)
        current.append(char)
      }
      index += 1
    }
    result.endsInWord = inWord
    finishWord()
    pieces.append(Piece(words: words, range: pieceStart..<chars.count))
    result.pieces = pieces
    return result
  }
}
