/// The CATEGORIES lines of a VTODO: the words that are tags, the others (a category with a
/// space, say), and the one line a todo's tags are written as.
enum Categories {
  /// The words of `line`, sorted into tags and the others, each in its order.
  static func words(_ line: ContentLine) -> (tags: [String], others: [String]) {
    let words = TextValue.list(line.value).map { BlankText.trimmed($0) }.filter { !$0.isEmpty }
    return (words.compactMap(TagSet.tag), words.filter { TagSet.tag($0) == nil })
  }

  /// `line` with only its words that are not tags, or nil when all are.
  static func others(_ line: ContentLine) -> ContentLine? {
    let others = words(line).others
    guard !others.isEmpty else { return nil }
    var rest = line
    rest.value = others.map { (try? TextValue.escape($0)) ?? $0 }.joined(separator: ",")
    return rest
  }

  /// The line `tags` are written as (none for no tags).
  static func written(_ tags: TagSet) throws(TextValue.UnwritableCharacter) -> [ContentLine] {
    guard !tags.isEmpty else { return [] }
    var words: [String] = []
    for tag in tags { words.append(try TextValue.escape(tag)) }
    return [ContentLine("CATEGORIES", value: words.joined(separator: ","))]
  }

  /// `written(tags)`, or no line when a tag holds a character iCalendar cannot carry.
  static func lines(_ tags: TagSet) -> [ContentLine] { (try? written(tags)) ?? [] }
}
