import TodoTerminal

extension KeyMaps {
  /// The keys of SPEC section 4, with their help and footer hints.
  public static let defaults = KeyMaps(
    list: listDefaults, filter: filterDefaults, detail: detailDefaults,
    editor: editorDefaults, textField: textFieldDefaults, textArea: textAreaDefaults,
    confirmation: confirmationDefaults, help: helpDefaults, app: appDefaults)

  private static let listDefaults = KeyMap<TodoListAction>(
    title: "List",
    [
      KeyBinding([.character("j"), .down], "move down", .down),
      KeyBinding([.character("k"), .up], "move up", .up),
      KeyBinding([.pageDown, .control("f")], "page down", .pageDown),
      KeyBinding([.pageUp, .control("b")], "page up", .pageUp),
      KeyBinding([.character("g"), .home], "first item", .first),
      KeyBinding([.character("G"), .end], "last item", .last),
      KeyBinding([.enter, .character("l"), .right], "open detail", .open),
      KeyBinding([.character("a")], "add a todo", .add),
      KeyBinding([.character("e")], "edit", .edit),
      KeyBinding([.character("d"), .delete], "delete", .delete),
      KeyBinding([.character("x"), .character(" ")], "toggle done", .toggle),
      KeyBinding([.character("E")], "edit the notes in $EDITOR", .editNotes),
      KeyBinding([.character("+")], "raise the priority (L → M → H)", .raisePriority),
      KeyBinding([.character("-")], "lower the priority", .lowerPriority),
      KeyBinding([.character("s")], "next order (due, priority, …)", .cycleSort),
      KeyBinding([.character("J")], "move down one place (manual)", .moveDown),
      KeyBinding([.character("K")], "move up one place (manual)", .moveUp),
      KeyBinding([.character("H")], "hide / show done todos", .toggleHideDone),
      KeyBinding([.character("t")], "tags: every tag, its counts", .tags),
      KeyBinding([.character("L")], "lists: every list, its counts", .lists),
      KeyBinding([.character("A")], "add a subtask of the selected todo", .addSubtask),
      KeyBinding([.character(">")], "make it a subtask of the todo above", .indent),
      KeyBinding([.character("<")], "move it one level out", .outdent),
      KeyBinding([.character("z")], "fold / unfold its subtasks", .fold),
      KeyBinding([.character("Z")], "fold / unfold every subtree", .foldAll),
      KeyBinding([.character("u")], "undo the last change", .undo),
      KeyBinding([.control("r")], "redo", .redo),
      KeyBinding([.character("/")], "filter: words, +tag, due:, pri:, is:", .filter),
      KeyBinding([.escape], "clear the filter", .clearFilter),
      KeyBinding([.character("?")], "help", .help),
      KeyBinding([.character("q")], "quit", .quit),
    ],
    // Most important kept when narrow. `/` comes right after a, x, ? and q; `Enter open`,
    // the key most people guess, goes first, so 80 columns show the filter.
    hints: [
      KeyHint(.add, word: "add", priority: 1), KeyHint(.open, word: "open", priority: 8),
      KeyHint(.edit, word: "edit", priority: 5), KeyHint(.delete, word: "delete", priority: 6),
      KeyHint(.toggle, word: "done", priority: 2), KeyHint(.undo, word: "undo", priority: 7),
      KeyHint(.filter, word: "filter", priority: 4), KeyHint(.help, word: "help", priority: 0),
      KeyHint(.quit, word: "quit", priority: 3),
      // The newest keys go last and are dropped first: shown when the terminal is wide.
      KeyHint(.editNotes, word: "notes", priority: 9),
      KeyHint(.raisePriority, .lowerPriority, word: "priority", priority: 10),
      KeyHint(.cycleSort, word: "sort", priority: 11),
      KeyHint(.moveDown, .moveUp, word: "move", priority: 12),
      KeyHint(.toggleHideDone, word: "hide done", priority: 13),
      KeyHint(.tags, word: "tags", priority: 14),
      KeyHint(.addSubtask, word: "subtask", priority: 15),
      KeyHint(.fold, word: "fold", priority: 16),
      KeyHint(.lists, word: "lists", priority: 17),
    ])

  private static let filterDefaults = KeyMap<FilterPromptAction>(
    title: "Filter prompt (after /)",
    [
      KeyBinding([.enter], "keep the filter", .keep),
      KeyBinding([.escape], "clear the filter", .clear),
      KeyBinding([.down], "move down", .down),
      KeyBinding([.up], "move up", .up),
    ],
    hints: [KeyHint(.keep, word: "keep"), KeyHint(.clear, word: "clear")])

  private static let detailDefaults = KeyMap<TodoDetailAction>(
    title: "Detail",
    [
      KeyBinding(
        [.escape, .character("q"), .character("h"), .left, .backspace], "back to the list", .back),
      KeyBinding([.character("j"), .down], "scroll down", .down),
      KeyBinding([.character("k"), .up], "scroll up", .up),
      KeyBinding([.pageDown, .control("f")], "page down", .pageDown),
      KeyBinding([.pageUp, .control("b")], "page up", .pageUp),
      KeyBinding([.character("g"), .home], "top", .top),
      KeyBinding([.character("G"), .end], "bottom", .bottom),
      KeyBinding([.character("e")], "edit", .edit),
      KeyBinding([.character("d"), .delete], "delete (then back)", .delete),
      KeyBinding([.character("x"), .character(" ")], "toggle done", .toggle),
      KeyBinding([.character("E")], "edit the notes in $EDITOR", .editNotes),
      KeyBinding([.character("+")], "raise the priority (L → M → H)", .raisePriority),
      KeyBinding([.character("-")], "lower the priority", .lowerPriority),
      KeyBinding([.tab], "select the next subtask", .nextSubtask),
      KeyBinding([.backTab], "select the previous subtask", .previousSubtask),
      KeyBinding([.enter, .character("l"), .right], "open the selected subtask", .open),
      KeyBinding([.character("u")], "undo the last change", .undo),
      KeyBinding([.control("r")], "redo", .redo),
      KeyBinding([.character("?")], "help", .help),
    ],
    hints: [
      KeyHint(.back, word: "back", priority: 1), KeyHint(.edit, word: "edit", priority: 2),
      KeyHint(.delete, word: "delete", priority: 4), KeyHint(.toggle, word: "done", priority: 3),
      KeyHint(.down, .up, word: "scroll", priority: 5), KeyHint(.undo, word: "undo", priority: 6),
      KeyHint(.help, word: "help", priority: 0),
      KeyHint(.editNotes, word: "notes", priority: 7),
      KeyHint(.raisePriority, .lowerPriority, word: "priority", priority: 8),
    ])

  private static let editorDefaults = KeyMap<EditorDialogAction>(
    title: "Dialogs",
    [
      KeyBinding([.tab, .down], "next field", .next),
      KeyBinding([.backTab, .up], "previous field", .previous),
      KeyBinding([.enter], "save", .save),
      KeyBinding([.escape], "cancel (asks first if changed)", .cancel),
    ],
    hints: [
      KeyHint(.save, word: "save"), KeyHint(.cancel, word: "cancel"),
      KeyHint(.next, word: "next field"),
    ])

  private static let textFieldDefaults = KeyMap<TextFieldAction>(
    title: "Text fields",
    [
      KeyBinding([.left], "cursor left", .left),
      KeyBinding([.right], "cursor right", .right),
      KeyBinding(inputs: [.alt(.character("b")), .alt(.left)], "word left", .wordLeft),
      KeyBinding(inputs: [.alt(.character("f")), .alt(.right)], "word right", .wordRight),
      KeyBinding([.home, .control("a")], "to the start", .home),
      KeyBinding([.end, .control("e")], "to the end", .end),
      KeyBinding([.backspace], "delete before the cursor", .backspace),
      KeyBinding([.delete, .control("d")], "delete under the cursor", .deleteForward),
      KeyBinding([.control("u")], "delete to the start", .killToStart),
      KeyBinding([.control("k")], "delete to the end", .killToEnd),
      KeyBinding([.control("w")], "delete back to a space", .deleteWord),
      KeyBinding(inputs: [.alt(.backspace)], "delete the word before", .deleteWordBefore),
      KeyBinding(inputs: [.alt(.character("d"))], "delete the word after", .deleteWordAfter),
    ])

  // Enter saves the dialog from every field (SPEC §4), so a line break needs a key of its own:
  // Alt-Enter (ESC CR, as xterm and tmux send it) and Ctrl-J (line feed, which the terminal
  // sends apart from Enter's carriage return). ↑/↓ leave the field at its first/last line.
  private static let textAreaDefaults = KeyMap<TextAreaAction>(
    title: "Notes field (in dialogs)",
    [
      KeyBinding(inputs: [.alt(.enter), .key(.control("j"))], "new line", .newLine),
      KeyBinding([.up], "line up (on the first line: previous field)", .lineUp),
      KeyBinding([.down], "line down (on the last line: next field)", .lineDown),
    ],
    hints: [KeyHint(.newLine, word: "new line")])

  private static let confirmationDefaults = KeyMap<ConfirmationAction>(
    title: "Confirmation",
    [
      KeyBinding([.character("y")], "confirm", .yes),
      // Not listed: any other key cancels a confirmation as well.
      KeyBinding([.character("n")], nil, .no),
    ],
    notes: [HelpRow(keys: "any other key", "cancel")])

  private static let helpDefaults = KeyMap<HelpDialogAction>(
    title: "Help",
    [
      KeyBinding([.character("j"), .down], "scroll down", .down),
      KeyBinding([.character("k"), .up], "scroll up", .up),
      KeyBinding([.pageDown, .control("f"), .character(" ")], "page down", .pageDown),
      KeyBinding([.pageUp, .control("b")], "page up", .pageUp),
      KeyBinding([.character("g"), .home], "to the top", .top),
      KeyBinding([.character("G"), .end], "to the bottom", .bottom),
      KeyBinding([.escape, .character("q"), .character("?"), .enter], "close help", .close),
    ],
    hints: [
      KeyHint(groups: [[.down, .up], [.pageDown, .pageUp], [.top, .bottom]], word: "scroll"),
      KeyHint(.close, word: "close"),
    ])

  private static let appDefaults = KeyMap<AppAction>(
    title: "Anywhere",
    [KeyBinding([.control("c")], "quit", .quit)])
}
