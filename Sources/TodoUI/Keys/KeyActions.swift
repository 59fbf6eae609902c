/// What a key on the list asks for.
public enum TodoListAction: String, KeyAction {
  case down, up, pageDown = "page_down", pageUp = "page_up", first, last, open, add, edit
  case delete, toggle, undo, redo, filter, clearFilter = "clear_filter", help, quit
  case editNotes = "edit_notes", raisePriority = "raise_priority"
  case lowerPriority = "lower_priority"
  case cycleSort = "cycle_sort", moveDown = "move_down", moveUp = "move_up"
  case toggleHideDone = "toggle_hide_done", tags
}

/// What a key in the list's filter prompt asks for (other keys edit the filter).
public enum FilterPromptAction: String, KeyAction {
  case keep, clear, down, up
}

/// What a key on the detail screen asks for.
public enum TodoDetailAction: String, KeyAction {
  case back, down, up, pageDown = "page_down", pageUp = "page_up", top, bottom, edit, delete
  case toggle, undo, redo, help, editNotes = "edit_notes", raisePriority = "raise_priority"
  case lowerPriority = "lower_priority"
}

/// What a key in the Add/Edit dialog asks for (other keys go to the focused field).
public enum EditorDialogAction: String, KeyAction {
  case next, previous, save, cancel
}

/// An editing key of a text field (printable text is typed, pastes inserted, as they are).
public enum TextFieldAction: String, KeyAction {
  case left, right, wordLeft = "word_left", wordRight = "word_right", home, end, backspace
  case deleteForward = "delete_forward", killToStart = "kill_to_start"
  case killToEnd = "kill_to_end", deleteWord = "delete_word"
  case deleteWordBefore = "delete_word_before", deleteWordAfter = "delete_word_after"
}

/// What a key in a field of several lines (the dialogs' Notes) asks for, besides the text
/// fields' keys, which edit within a line.
public enum TextAreaAction: String, KeyAction {
  case newLine = "new_line", lineUp = "line_up", lineDown = "line_down"
}

/// The answer to a `y/N` question: `yes`, or `no` (any other key cancels a confirmation
/// too; `no` also takes a discard question back to editing).
public enum ConfirmationAction: String, KeyAction {
  case yes, no
}

/// What a key in the help dialog asks for.
public enum HelpDialogAction: String, KeyAction {
  case down, up, pageDown = "page_down", pageUp = "page_up", top, bottom, close
}

/// What a key does wherever the app is, dialogs and too-small terminals included.
public enum AppAction: String, KeyAction {
  case quit
}
