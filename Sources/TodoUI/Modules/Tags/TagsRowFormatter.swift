import TodoCore
import TodoTerminal

/// Turns tag counts into the Tags screen's rows for a screen `width` columns wide: the tag
/// (`+work`, `@phone`, as the list writes it) at the left, and at the right its open and
/// done counts in two columns aligned across the rows on screen (`3 open   1 done`). When
/// narrow the words go first (`3   1`), then the counts, so a tag keeps at least
/// `minimumTag` columns.
struct TagsRowFormatter {
  /// Columns of the whole screen.
  let width: Int
  /// The fewest columns a tag keeps before its counts give way.
  static let minimumTag = 12

  /// The rows for `tags`.
  func rows(_ tags: [TagCount]) -> [TagsRowViewModel] {
    // The row starts after the selection marker (2 columns) and leaves the last column free.
    let room = max(1, width - 3)
    let openDigits = tags.map { String($0.open).count }.max() ?? 1
    let doneDigits = tags.map { String($0.done).count }.max() ?? 1
    let forms: [(TagCount) -> String] = [
      { "\(Self.padded($0.open, openDigits)) open   \(Self.padded($0.done, doneDigits)) done" },
      { "\(Self.padded($0.open, openDigits))  \(Self.padded($0.done, doneDigits))" },
    ]
    let tagWidth = tags.map { DisplayWidth.of(StatusText.tag($0.tag)) }.max() ?? 0
    let wanted = min(Self.minimumTag, tagWidth)
    let counts =
      forms.first { form in
        let widest = tags.map { DisplayWidth.of(form($0)) }.max() ?? 0
        return room - widest - 2 >= wanted
      } ?? { _ in "" }
    return tags.map { tag in
      let right = counts(tag)
      let tagRoom = right.isEmpty ? room : room - DisplayWidth.of(right) - 2
      return TagsRowViewModel(
        tag: DisplayWidth.truncate(StatusText.tag(tag.tag), to: tagRoom), counts: right)
    }
  }

  /// `value` right-aligned in `digits` columns.
  private static func padded(_ value: Int, _ digits: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, digits - text.count)) + text
  }
}
