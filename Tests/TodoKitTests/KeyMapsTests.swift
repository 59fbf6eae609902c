import Foundation
import Testing
import TodoConfig
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The key maps as one injected value: complete defaults, help in each module's order, and
/// a remapped key showing everywhere a key is named: decoding, footers, messages, dialogs
/// and help.
@Suite struct KeyMapsTests {
  @Test func everyActionOfEveryMapHasAKeyByDefault() {
    let maps = KeyMaps.defaults
    #expect(TodoListAction.allCases.allSatisfy { maps.list.label(of: $0) != nil })
    #expect(FilterPromptAction.allCases.allSatisfy { maps.filter.label(of: $0) != nil })
    #expect(TodoDetailAction.allCases.allSatisfy { maps.detail.label(of: $0) != nil })
    #expect(EditorDialogAction.allCases.allSatisfy { maps.editor.label(of: $0) != nil })
    #expect(TextFieldAction.allCases.allSatisfy { maps.textField.label(of: $0) != nil })
    #expect(TextAreaAction.allCases.allSatisfy { maps.textArea.label(of: $0) != nil })
    #expect(ConfirmationAction.allCases.allSatisfy { maps.confirmation.label(of: $0) != nil })
    #expect(HelpDialogAction.allCases.allSatisfy { maps.help.label(of: $0) != nil })
    #expect(AppAction.allCases.allSatisfy { maps.app.label(of: $0) != nil })
  }

  @Test func actionNamesAreWhatAConfigurationWrites() {
    #expect(TodoListAction.add.rawValue == "add")
    #expect(TodoListAction.pageDown.rawValue == "page_down")
    #expect(TodoListAction(rawValue: "clear_filter") == .clearFilter)
    #expect(TodoDetailAction(rawValue: "back") == .back)
    #expect(TextFieldAction(rawValue: "delete_word_before") == .deleteWordBefore)
    for (name, action) in [
      ("edit_notes", TodoListAction.editNotes), ("raise_priority", .raisePriority),
      ("lower_priority", .lowerPriority),
    ] {
      #expect(TodoListAction(rawValue: name) == action)
      #expect(TodoDetailAction(rawValue: name)?.rawValue == name)
    }
  }

  @Test func theDefaultFootersAreTheKeysOfSectionFour() {
    #expect(
      KeyMaps.defaults.list.footerHints.map(\.text) == [
        "a add", "Enter open", "e edit", "d delete", "x done", "u undo", "/ filter", "? help",
        "q quit", "E notes", "+/- priority", "s sort", "J/K move", "H hide done", "t tags",
        "A subtask", "z fold", "L lists",
      ])
    #expect(
      KeyMaps.defaults.tags.footerHints.map(\.text) == [
        "Enter show", "r rename", "d remove", "u undo", "Esc back", "? help",
      ])
    #expect(
      KeyMaps.defaults.detail.footerHints.map(\.text) == [
        "Esc back", "e edit", "d delete", "x done", "j/k scroll", "u undo", "? help",
        "E notes", "+/- priority",
      ])
    #expect(KeyMaps.defaults.filter.hintLine == "Enter keep · Esc clear")
    #expect(KeyMaps.defaults.editor.hintLine == "Enter save · Esc cancel · Tab next field")
    #expect(KeyMaps.defaults.help.hintLine == "j/k PgDn/PgUp g/G scroll · Esc close")
  }

  @Test func helpListsTheAskingModuleFirstThenEveryOtherMap() {
    let dialogs = [
      "Dialogs", "Text fields", "Notes field (in dialogs)", "Confirmation", "Help", "Anywhere",
    ]
    #expect(
      KeyMaps.defaults.helpSections(for: .list).map(\.title)
        == ["List", "Filter prompt (after /)", "Detail", "Tags", "Lists"] + dialogs)
    #expect(
      KeyMaps.defaults.helpSections(for: .detail).map(\.title)
        == ["Detail", "List", "Filter prompt (after /)", "Tags", "Lists"] + dialogs)
    #expect(
      KeyMaps.defaults.helpSections(for: .tags).map(\.title)
        == ["Tags", "List", "Filter prompt (after /)", "Detail", "Lists"] + dialogs)
    #expect(
      KeyMaps.defaults.helpSections(for: .lists).map(\.title)
        == ["Lists", "List", "Filter prompt (after /)", "Detail", "Tags"] + dialogs)
    #expect(
      KeyMaps.defaults.helpSections(for: .list).last
        == HelpSection(title: "Anywhere", rows: [HelpRow(keys: "Ctrl-C", "quit")]))
  }

  // MARK: - Remapped

  /// The defaults with `add` on `n`, the detail screen's `back` on `b`, the dialog's save on
  /// Ctrl-S (Enter unbound there), `yes` on `o`, and quit on Ctrl-Q.
  private static let remapped: KeyMaps = {
    var maps = KeyMaps.defaults
    maps.list = maps.list.rebinding(.add, to: [.key(.character("n"))])
    maps.detail = maps.detail.rebinding(.back, to: [.key(.character("b")), .key(.escape)])
    maps.editor = maps.editor.rebinding(.save, to: [.key(.control("s"))])
    maps.confirmation = maps.confirmation.rebinding(.yes, to: [.key(.character("o"))])
    maps.app = maps.app.rebinding(.quit, to: [.key(.control("q"))])
    return maps
  }()

  /// The app over an empty store with `maps`, drawn once.
  private final class App {
    let terminal = HeadlessTerminal(size: Size(columns: 80, rows: 24))
    let navigation: NavigationStack
    let loop: AppLoop

    init(_ maps: KeyMaps) throws {
      navigation = TodoApp.makeNavigation(
        environment: TodoEnvironment(
          store: try SQLiteTodoStore.inMemory(), clock: Fixture.clock(), timeZone: Fixture.utc,
          keyMaps: maps))
      loop = AppLoop(terminal: terminal, navigation: navigation, keys: maps.app)
      loop.run()
    }

    func type(_ script: String) throws {
      terminal.enqueue(try KeyScript.parse(script))
      loop.handleEvents()
    }

    var screen: String { terminal.frame.text }
    var footer: String { terminal.frame.rowText(23) }
  }

  @Test func aRemappedKeyIsTheKeyAndTheFooterAndMessagesNameIt() throws {
    let app = try App(Self.remapped)
    #expect(app.screen.contains("No todos yet. Press n to add the first one."))
    #expect(app.footer.hasPrefix(" n add · e edit"))
    try app.type("a")
    #expect(app.navigation.dialogs.isEmpty)
    try app.type("n")
    #expect(app.navigation.dialogs.count == 1)
    #expect(app.screen.contains("Ctrl-S save · Esc cancel · Tab next field"))
    try app.type("Milk<Enter>")
    #expect(app.navigation.dialogs.count == 1, "Enter no longer saves")
    try app.type("<C-s>")
    #expect(app.navigation.dialogs.isEmpty)
    #expect(app.screen.contains("[ ] Milk"))
  }

  @Test func aRemappedKeyShowsInHelpOfEitherModule() throws {
    let app = try App(Self.remapped)
    try app.type("n<lt><C-s>?")
    let help = try #require(app.navigation.dialogs.last as? HelpDialog)
    let rows = help.sections.flatMap(\.rows)
    #expect(rows.contains(HelpRow(keys: "n", "add a todo")))
    #expect(rows.contains(HelpRow(keys: "Ctrl-S", "save")))
    #expect(rows.contains(HelpRow(keys: "b Esc", "back to the list")))
    #expect(rows.contains(HelpRow(keys: "Ctrl-Q", "quit")))
    try app.type("<Esc><Enter>?")
    let detailHelp = try #require(app.navigation.dialogs.last as? HelpDialog)
    #expect(detailHelp.sections.first?.rows.first == HelpRow(keys: "b Esc", "back to the list"))
    #expect(detailHelp.sections.flatMap(\.rows).contains(HelpRow(keys: "n", "add a todo")))
  }

  @Test func theDetailScreenNamesItsRemappedKeys() throws {
    let app = try App(Self.remapped)
    try app.type("nMilk<C-s><Enter>")
    #expect(app.screen.contains("No notes. Press e to add some."))
    #expect(app.footer.hasPrefix(" b back · e edit"))
    try app.type("b")
    #expect(app.navigation.screens.count == 1)
  }

  @Test func aRemappedAnswerAsksAndAnswers() throws {
    let app = try App(Self.remapped)
    try app.type("nMilk<C-s>d")
    #expect(app.screen.contains("Delete \"Milk\"? o/N"))
    try app.type("y")
    #expect(app.screen.contains("[ ] Milk"), "y is no longer yes")
    try app.type("dO")
    #expect(app.screen.contains("No todos yet"))
  }

  @Test func aRemappedQuitKeyQuitsAndCtrlCStillDoes() throws {
    let app = try App(Self.remapped)
    try app.type("<C-q>")
    #expect(app.navigation.isFinished)
    let again = try App(Self.remapped)
    try again.type("n")
    try again.type("<C-c>")
    #expect(again.navigation.isFinished, "Ctrl-C quits whatever the map says (SPEC §4)")
  }

  /// `[keys.anywhere] quit` adds a key: Ctrl-C still quits, from a dialog too, and help names
  /// both.
  @Test(arguments: ["<C-c>", "<C-q>"])
  func aConfiguredQuitKeyAddsToCtrlC(key: String) throws {
    let maps = try KeyMaps.defaults.configured(
      by: Configuration.parse("[keys.anywhere]\nquit = \"C-q\"\n").keys)
    let app = try App(maps)
    try app.type("aMilk")
    #expect(app.navigation.dialogs.count == 1)
    try app.type(key)
    #expect(app.navigation.isFinished)
  }

  @Test func theListsMapIsListedInHelp() {
    let help = KeyMaps.defaults.list.help
    #expect(help.title == "List")
    #expect(
      help.rows == [
        HelpRow(keys: "j ↓", "move down"), HelpRow(keys: "k ↑", "move up"),
        HelpRow(keys: "PgDn Ctrl-F", "page down"), HelpRow(keys: "PgUp Ctrl-B", "page up"),
        HelpRow(keys: "g Home", "first item"), HelpRow(keys: "G End", "last item"),
        HelpRow(keys: "Enter l →", "open detail"), HelpRow(keys: "a", "add a todo"),
        HelpRow(keys: "e", "edit"), HelpRow(keys: "d Del", "delete"),
        HelpRow(keys: "x Space", "toggle done"),
        HelpRow(keys: "E", "edit the notes in $EDITOR"),
        HelpRow(keys: "+", "raise the priority (L → M → H)"),
        HelpRow(keys: "-", "lower the priority"),
        HelpRow(keys: "s", "next order (due, priority, …)"),
        HelpRow(keys: "J", "move down one place (manual)"),
        HelpRow(keys: "K", "move up one place (manual)"),
        HelpRow(keys: "H", "hide / show done todos"),
        HelpRow(keys: "t", "tags: every tag, its counts"),
        HelpRow(keys: "L", "lists: every list, its counts"),
        HelpRow(keys: "A", "add a subtask of the selected todo"),
        HelpRow(keys: ">", "make it a subtask of the todo above"),
        HelpRow(keys: "<", "move it one level out"),
        HelpRow(keys: "z", "fold / unfold its subtasks"),
        HelpRow(keys: "Z", "fold / unfold every subtree"),
        HelpRow(keys: "u", "undo the last change"),
        HelpRow(keys: "Ctrl-R", "redo"), HelpRow(keys: "/", "filter: words, +tag, due:, pri:, is:"),
        HelpRow(keys: "Esc", "clear the filter"), HelpRow(keys: "?", "help"),
        HelpRow(keys: "q", "quit"),
      ])
  }

  @Test func theDetailScreensMapIsListedInHelp() {
    let help = KeyMaps.defaults.detail.help
    #expect(help.title == "Detail")
    #expect(
      help.rows == [
        HelpRow(keys: "Esc q h ← Backspace", "back to the list"),
        HelpRow(keys: "j ↓", "scroll down"), HelpRow(keys: "k ↑", "scroll up"),
        HelpRow(keys: "PgDn Ctrl-F", "page down"), HelpRow(keys: "PgUp Ctrl-B", "page up"),
        HelpRow(keys: "g Home", "top"), HelpRow(keys: "G End", "bottom"),
        HelpRow(keys: "e", "edit"), HelpRow(keys: "d Del", "delete (then back)"),
        HelpRow(keys: "x Space", "toggle done"),
        HelpRow(keys: "E", "edit the notes in $EDITOR"),
        HelpRow(keys: "+", "raise the priority (L → M → H)"),
        HelpRow(keys: "-", "lower the priority"),
        HelpRow(keys: "Tab", "select the next subtask"),
        HelpRow(keys: "Shift-Tab", "select the previous subtask"),
        HelpRow(keys: "Enter l →", "open the selected subtask"),
        HelpRow(keys: "u", "undo the last change"),
        HelpRow(keys: "Ctrl-R", "redo"), HelpRow(keys: "?", "help"),
      ])
  }
}
