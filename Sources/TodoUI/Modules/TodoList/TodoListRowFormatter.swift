import TodoCore
import TodoTerminal

/// Turns the todos on screen into their rows, display-ready, and lays out the columns they
/// share: the done marker, the priority letter, the title followed by its tags (muted), and
/// the due date in a column at the right, followed by `↻` when the todo repeats (a mark, not a
/// colour, so it shows with `NO_COLOR` and on a vt100); the columns a filter matches in the
/// title too. A subtask's title is indented two columns a level under its parent's (SPEC §16);
/// a parent shows its progress, done children of children (`2/5`), before its tags, and a
/// folded one starts with `▸` and says how many todos it hides (`2/5 ▸4`); an ancestor a
/// filter shows only for a match below it is marked so (`isContext`) for the view to mute.
///
/// A column exists only when a row on screen fills it (a list without priorities or due dates
/// looks as it always did), and is as wide as its widest cell on screen, so the priority and
/// due columns line up on every row. When the screen is narrow, the tags give way first (the
/// title takes what it needs, the tags what is left), then the due column shrinks (the time
/// goes, then the date, down to the `!` of an overdue todo) so that the title keeps
/// `minimumTitleWidth` columns.
struct TodoListRowFormatter {
  /// Columns a title keeps before the due column may take more from it: two or three words,
  /// enough to tell one todo from another; below that a title is mostly `…`.
  static let minimumTitleWidth = 16
  /// Columns the tags need to be worth showing (`+wo…`); with less room they are left out.
  static let minimumTagsWidth = 4
  /// Where the title starts when there is no priority column: after `>`, `[ ]` and a space.
  static let titleColumn = 5
  /// The mark of a folded parent, before its title and before how many it hides.
  static let foldMark = "▸"

  /// Columns after the done marker, for the priority, the title and its tags, and the due
  /// date (the layout's `titleWidth`).
  let titleWidth: Int
  /// The text the filter in force searches for (its plain words), highlighted in titles.
  let highlighted: [String]
  /// How due dates read today: read once for the whole screen, so every row agrees.
  let dueText: DueText

  /// One todo on screen: its index entry and the todo in full, nil while it is not loaded
  /// (its title then shows as `…`).
  typealias Shown = (entry: TodoListEntry, item: TodoItem?)

  /// The rows of `shown`, in order, and the columns they are drawn in.
  func rows(_ shown: [Shown]) -> (columns: TodoListColumns, rows: [TodoListRowViewModel]) {
    let cells = shown.map(cells)
    let priorityColumn = cells.contains { !$0.priority.isEmpty } ? Self.titleColumn : nil
    let titleColumn = Self.titleColumn + (priorityColumn == nil ? 0 : 2)
    let room = max(1, titleWidth - (titleColumn - Self.titleColumn))
    // Overdue dates start with `!`; the others then with a space, so the dates line up.
    let markSlot = cells.contains { $0.isOverdue }
    let due = dueColumn(cells, room: room, markSlot: markSlot)
    let titleRoom = due.width > 0 ? max(1, room - due.width - 1) : room
    let columns = TodoListColumns(
      priority: priorityColumn, title: titleColumn,
      due: due.width > 0 ? titleColumn + titleRoom + 1 : nil)
    let rows = zip(shown, cells).map { shown, cell in
      row(shown.entry, cell, titleRoom: titleRoom, due: due.form, markSlot: markSlot)
    }
    return (columns, rows)
  }

  /// The row of one todo, its title and tags sharing `titleRoom` columns.
  private func row(
    _ entry: TodoListEntry, _ cell: Cells, titleRoom: Int, due form: DueForm, markSlot: Bool
  ) -> TodoListRowViewModel {
    let (titleWidth, tagsWidth) = Self.split(
      titleRoom, title: DisplayWidth.of(cell.title), tags: DisplayWidth.of(cell.tags))
    let title = DisplayWidth.truncate(cell.title, to: titleWidth)
    return TodoListRowViewModel(
      marker: cell.marker ?? (entry.done ? "[x]" : "[ ]"),
      title: title,
      done: entry.done,
      matches: Self.matchColumns(of: highlighted, in: title),
      priority: cell.priority,
      tags: DisplayWidth.truncate(cell.tags, to: tagsWidth),
      due: cell.due.map { form.text($0, overdue: cell.isOverdue, markSlot: markSlot) } ?? "",
      isOverdue: cell.isOverdue,
      isContext: entry.isContext
    )
  }

  /// How `room` columns are shared by a title `title` columns wide and tags `tags` wide (one
  /// space between): the title first, whole if it fits, and the tags, cut, in what is left;
  /// none when that is too little to read.
  static func split(_ room: Int, title: Int, tags: Int) -> (title: Int, tags: Int) {
    guard tags > 0 else { return (room, 0) }
    if title + 1 + tags <= room { return (title, tags) }
    let left = room - title - 1
    guard left >= min(tags, minimumTagsWidth) else { return (room, 0) }
    return (title, left)
  }

  // MARK: - The due column

  /// A due date in the list's words: `tomorrow` and `17:00`.
  struct DueWords {
    /// The day, short (`today`, `Fri`, `27 Nov`, `2027-01-03`).
    var day: String
    /// The time, when there is one.
    var time: String?
    /// Whether the todo repeats: `↻` follows the date (and time).
    var repeats = false
  }

  /// The mark after the due date of a repeating todo.
  static let repeatMark = "↻"

  /// How much of a due date the column shows: every form is tried, widest first, and the
  /// first that leaves the title `minimumTitleWidth` columns is taken for every row.
  enum DueForm: CaseIterable {
    /// `tomorrow 17:00` (`tomorrow 17:00 ↻` when it repeats).
    case withTime
    /// `tomorrow` (`tomorrow ↻`).
    case dayOnly
    /// Only the `!` of an overdue todo.
    case overdueMark

    /// What the column shows for `due` in this form: `!` first when it is `overdue`, else a
    /// space when another row on screen has a `!` (`markSlot`), so the dates line up.
    func text(_ due: DueWords, overdue: Bool, markSlot: Bool) -> String {
      let mark = overdue ? "!" : markSlot ? " " : ""
      let repeats = due.repeats ? " " + TodoListRowFormatter.repeatMark : ""
      switch self {
      case .withTime: return mark + due.day + (due.time.map { " \($0)" } ?? "") + repeats
      case .dayOnly: return mark + due.day + repeats
      case .overdueMark: return overdue ? mark : ""
      }
    }
  }

  /// The form of the due column and its width (0: no column): the widest form that leaves
  /// the title its minimum, else the narrowest.
  private func dueColumn(
    _ cells: [Cells], room: Int, markSlot: Bool
  ) -> (form: DueForm, width: Int) {
    var chosen = (form: DueForm.overdueMark, width: 0)
    for form in DueForm.allCases {
      let width =
        cells.compactMap { cell in
          cell.due.map {
            DisplayWidth.of(form.text($0, overdue: cell.isOverdue, markSlot: markSlot))
          }
        }.max() ?? 0
      chosen = (form, width)
      if width == 0 || room - width - 1 >= Self.minimumTitleWidth { break }
    }
    return chosen
  }

  // MARK: - Cells

  /// What a row shows before it is cut to the columns.
  private struct Cells {
    /// The title, visible, whole.
    var title: String
    /// `H`, `M`, `L`, or empty.
    var priority: String
    /// `+work @phone`, visible, whole.
    var tags: String
    /// The due date in words, nil for none.
    var due: DueWords?
    /// Open and past its due date.
    var isOverdue: Bool
    /// `[ ]`, `[x]` or `[-]` (cancelled), from the item; nil while it is not loaded.
    var marker: String?
  }

  /// What `shown` would show with room enough; overdue only while it is open.
  private func cells(_ shown: Shown) -> Cells {
    let entry = shown.entry
    let indent = String(repeating: "  ", count: entry.depth)
    guard let item = shown.item else {
      return Cells(
        title: indent + "…", priority: "", tags: "", due: nil, isOverdue: false, marker: nil)
    }
    let fold = entry.folded && entry.descendants > 0 ? Self.foldMark + " " : ""
    var tree: [String] = []
    if entry.children > 0 { tree.append("\(entry.doneChildren)/\(entry.children)") }
    if !fold.isEmpty { tree.append("\(Self.foldMark)\(entry.descendants)") }
    let tags = TagText.words(item.tags)
    return Cells(
      title: indent + fold + DisplayWidth.visible(item.title),
      priority: item.priority.level.map { String($0.letter) } ?? "",
      tags: (tree + (tags.isEmpty ? [] : [tags])).joined(separator: " "),
      due: item.due.map {
        DueWords(
          day: dueText.short($0, withTime: false), time: $0.time?.description,
          repeats: item.fields.recur != nil)
      },
      isOverdue: !shown.entry.done && item.due.map(dueText.isOverdue) == true,
      marker: item.state.marker)
  }

  // MARK: - Filter matches

  /// The columns of `title` (as shown: already cut and visible) where any of `words` is
  /// found, folded as the filter folds, in order; overlapping finds are joined.
  static func matchColumns(of words: [String], in title: String) -> [Range<Int>] {
    var joined: [Range<Int>] = []
    for range in words.flatMap({ matchColumns(of: $0, in: title) }).sorted(by: {
      $0.lowerBound < $1.lowerBound
    }) {
      if let last = joined.last, range.lowerBound <= last.upperBound {
        joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        joined.append(range)
      }
    }
    return joined
  }

  /// The columns of `title` where `query` is found, folded as the filter folds (`TextFold`:
  /// `cafe` in `Café`, `strasse` in `Straße`), a character at a time; occurrences do not
  /// overlap.
  static func matchColumns(of query: String, in title: String) -> [Range<Int>] {
    let needle = TextFold.folded(query)
    guard !needle.isEmpty else { return [] }
    let characters = Array(title)
    // Where each character starts, in columns.
    var columns = [0]
    for character in characters {
      columns.append(columns[columns.count - 1] + DisplayWidth.of(character))
    }
    var ranges: [Range<Int>] = []
    var start = 0
    while start < characters.count {
      var folded = ""
      var end = start
      while end < characters.count, folded != needle, needle.hasPrefix(folded) {
        folded += TextFold.folded(String(characters[end]))
        end += 1
      }
      if folded == needle {
        ranges.append(columns[start]..<columns[end])
        start = end
      } else {
        start += 1
      }
    }
    return ranges
  }
}
