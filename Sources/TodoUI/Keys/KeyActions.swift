/// What a key on the list asks for.
public enum TodoListAction: ScreenKeyAction {
  /// A move, undo or redo, help, or one on the todo in focus.
  case shared(SharedAction)
  case open, add, filter, clearFilter, quit, cycleSort, moveDown, moveUp, toggleHideDone, tags
  case addSubtask, indent, outdent, fold, foldAll, lists

  /// Every action of the list, in the order a configuration's messages name them.
  public static let allCases: [Self] = [
    .down, .up, .pageDown, .pageUp, .first, .last, .open, .add, .edit, .delete, .toggle, .undo,
    .redo, .filter, .clearFilter, .help, .quit, .editNotes, .raisePriority, .lowerPriority,
    .cycleSort, .moveDown, .moveUp, .toggleHideDone, .tags, .addSubtask, .indent, .outdent,
    .fold, .foldAll, .lists,
  ]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .open: "open"
    case .add: "add"
    case .filter: "filter"
    case .clearFilter: "clear_filter"
    case .quit: "quit"
    case .cycleSort: "cycle_sort"
    case .moveDown: "move_down"
    case .moveUp: "move_up"
    case .toggleHideDone: "toggle_hide_done"
    case .tags: "tags"
    case .addSubtask: "add_subtask"
    case .indent: "indent"
    case .outdent: "outdent"
    case .fold: "fold"
    case .foldAll: "fold_all"
    case .lists: "lists"
    }
  }
}

/// What a key in the list's filter prompt asks for (other keys edit the filter).
public enum FilterPromptAction: ScreenKeyAction {
  /// A move through the list below the prompt.
  case shared(SharedAction)
  case keep, clear

  /// Every action of the prompt, in the order a configuration's messages name them.
  public static let allCases: [Self] = [.keep, .clear, .down, .up]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .keep: "keep"
    case .clear: "clear"
    }
  }
}

/// What a key on the detail screen asks for.
public enum TodoDetailAction: ScreenKeyAction {
  /// A scroll, undo or redo, help, or one on the todo shown.
  case shared(SharedAction)
  case back, open, nextSubtask, previousSubtask

  /// Every action of the detail screen, in the order a configuration's messages name them.
  public static let allCases: [Self] = [
    .back, .down, .up, .pageDown, .pageUp, .top, .bottom, .edit, .delete, .toggle, .undo, .redo,
    .help, .editNotes, .raisePriority, .lowerPriority, .open, .nextSubtask, .previousSubtask,
  ]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .back: "back"
    case .open: "open"
    case .nextSubtask: "next_subtask"
    case .previousSubtask: "previous_subtask"
    }
  }
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
public enum HelpDialogAction: ScreenKeyAction {
  /// A scroll through the keys.
  case shared(SharedAction)
  case close

  /// Every action of the help dialog, in the order a configuration's messages name them.
  public static let allCases: [Self] = [.down, .up, .pageDown, .pageUp, .top, .bottom, .close]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .close: "close"
    }
  }
}

/// What a key does wherever the app is, dialogs and too-small terminals included.
public enum AppAction: String, KeyAction {
  case quit
}
