/// A todo's tags: a set of words, kept sorted (by code point) and without repeats, so two
/// todos with the same tags hold equal values and every format writes them in one order. A
/// tag is a word with no white space or control character in it (`work`, `@phone`, `読書`);
/// `@context` words keep their `@`, while todo.txt's `+` before a project is only a mark and
/// is not part of the tag.
public struct TagSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
  /// The tags, sorted, each once.
  public let words: [String]

  /// The tags of `tags`, sorted, each once. The words are taken as they are: check them with
  /// `tag(_:)` first where they come from a person or a file.
  public init(_ tags: some Sequence<String>) {
    words = Array(Set(tags)).sorted()
  }

  /// The tags listed.
  public init(arrayLiteral tags: String...) {
    self.init(tags)
  }

  /// No tags.
  public static let empty = TagSet([])

  /// Whether there are no tags.
  public var isEmpty: Bool { words.isEmpty }

  /// How many tags there are.
  public var count: Int { words.count }

  /// Whether `tag` is one of them.
  public func contains(_ tag: String) -> Bool { words.contains(tag) }

  /// These tags and those of `other`.
  public func union(_ other: TagSet) -> TagSet { TagSet(words + other.words) }

  /// These tags but those of `other`.
  public func subtracting(_ other: TagSet) -> TagSet {
    TagSet(words.filter { !other.contains($0) })
  }

  /// Iterates the tags in order.
  public func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }

  /// The tag a typed word names, or nil when it is none. One leading `+` is dropped (todo.txt
  /// writes `+work` for the tag `work`); what is left must be a word that shows something, with
  /// no white space or control character, not starting with another `+`, and not `@` alone.
  /// The `+` is looked for among scalars (a `+` and a combining mark make one character).
  public static func tag(_ word: some StringProtocol) -> String? {
    var tag = String(word)
    if tag.utf8.first == UInt8(ascii: "+") { tag = String(tag.unicodeScalars.dropFirst()) }
    // Printable ASCII alone (the common tag) shows something and holds no space or control
    // character: the Unicode property lookups below were a fifth of an import's checking.
    if !tag.isEmpty, tag.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) {
      return tag.hasPrefix("+") || tag == "@" ? nil : tag
    }
    guard !BlankText.isBlank(tag), tag.utf8.first != UInt8(ascii: "+"), tag != "@",
      tag.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace && !isControl($0) })
    else { return nil }
    return tag
  }

  /// C0 and C1 control characters and DEL.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
