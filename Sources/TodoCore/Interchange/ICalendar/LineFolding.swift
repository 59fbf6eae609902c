/// RFC 5545 §3.1 line folding: a long content line is split into lines of at most 75 octets,
/// each continuation starting with a space, and every line ends in CRLF.
public enum LineFolding {
  /// A content line after unfolding, with the physical line (from 1) it starts on.
  public struct Unfolded: Equatable, Sendable {
    /// The physical line the content line starts on.
    public let lineNumber: Int
    /// The content line, continuations joined.
    public let text: String
  }

  /// The content lines of `text`: lines end in CRLF or a bare LF (tolerated), a line that
  /// starts with a space or a tab continues the one before (that one character dropped), and
  /// empty lines are skipped.
  public static func unfold(_ text: String) -> [Unfolded] {
    var result: [Unfolded] = []
    var current: (lineNumber: Int, text: Substring)?
    var lineNumber = 0
    // CRLF is one Character in Swift: split at either.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\n" }
    for line in lines {
      lineNumber += 1
      if let first = line.first, first == " " || first == "\t", current != nil {
        current?.text += line.dropFirst()
        continue
      }
      if let done = current, !done.text.isEmpty {
        result.append(Unfolded(lineNumber: done.lineNumber, text: String(done.text)))
      }
      current = (lineNumber, line)
    }
    if let done = current, !done.text.isEmpty {
      result.append(Unfolded(lineNumber: done.lineNumber, text: String(done.text)))
    }
    return result
  }

  /// The longest a physical line may be, in octets, CRLF not counted.
  public static let limit = 75

  /// `line` folded: physical lines of at most 75 octets, never splitting a UTF-8 sequence
  /// (nor a character made of several scalars where it fits), each ended by CRLF.
  public static func fold(_ line: String) -> String {
    var result = ""
    var octets = 0
    for character in line {
      let size = character.utf8.count
      if octets + size > limit {
        result += "\r\n "
        octets = 1
      }
      if octets + size > limit {
        // A character longer than a line (a long emoji sequence): split between scalars.
        for scalar in character.unicodeScalars {
          let scalarSize = String(scalar).utf8.count
          if octets + scalarSize > limit {
            result += "\r\n "
            octets = 1
          }
          result.unicodeScalars.append(scalar)
          octets += scalarSize
        }
        continue
      }
      result.append(character)
      octets += size
    }
    return result + "\r\n"
  }
}
