import TodoTerminal

/// Where the Add/Edit dialog puts its parts in a frame of a given size: the box, a row per
/// one-line field, the notes' rows, and the rows of the notes' hint, the message (a refusal or
/// the discard question) and the keys. Rows are counted from the first row inside the border.
///
/// The notes take the rows the terminal can spare, up to eight (a page of notes; more would
/// hide the whole list behind the box for a field most todos leave short), and the box keeps a
/// row of the screen free above and below when that still leaves them three. On a small terminal the notes get
/// fewer rows first, down to one; then the notes' hint goes; then the message shares the keys'
/// row (shown instead of the keys while there is one). At the app's minimum size (30x8) every
/// field still has its row.
struct EditorDialogLayout: Equatable {
  /// The box's width and height, before `DialogBox` fits them to the frame.
  let boxWidth: Int
  let boxHeight: Int
  /// The rows of the one-line fields, in order.
  let fieldRows: [Int]
  /// The notes' first row and how many rows they show.
  let notesRow: Int
  let notesHeight: Int
  /// The notes' hint row (the line-break key); nil when there is no room for it.
  let notesHintRow: Int?
  /// The message row; the same as `keysRow` when they share one.
  let messageRow: Int
  /// The keys' hint row.
  let keysRow: Int

  /// The widest the box gets: the fields are long enough for any date in words and a title
  /// scrolls.
  static let widest = 64
  /// The most rows the notes show; longer notes scroll.
  private static let mostNotesRows = 8
  /// Rows besides the notes' when there is room for everything: the notes' hint, the message
  /// and the keys.
  private static let trailingRows = 3

  /// The layout of a dialog with `oneLineFields` one-line fields and the notes, in `size`.
  init(size: Size, oneLineFields: Int) {
    let full = oneLineFields + 1 + Self.trailingRows
    let roomy = size.rows - 4 >= full + 2
    // Inside rows: with a free row above and below when the notes still get three rows;
    // else the whole height, but no more notes rows than three.
    let inside =
      roomy
      ? min(size.rows - 4, oneLineFields + Self.mostNotesRows + Self.trailingRows)
      : max(oneLineFields + 2, min(size.rows - 2, full + 2))
    boxWidth = min(Self.widest, size.columns - 4)
    boxHeight = inside + 2
    fieldRows = Array(0..<oneLineFields)
    notesRow = oneLineFields
    let spare = inside - oneLineFields
    switch spare {
    case (1 + Self.trailingRows)...:
      notesHeight = spare - Self.trailingRows
      notesHintRow = notesRow + notesHeight
      messageRow = notesRow + notesHeight + 1
      keysRow = messageRow + 1
    case Self.trailingRows:
      notesHeight = 1
      notesHintRow = nil
      messageRow = notesRow + 1
      keysRow = messageRow + 1
    default:
      notesHeight = 1
      notesHintRow = nil
      messageRow = notesRow + 1
      keysRow = messageRow
    }
  }
}
