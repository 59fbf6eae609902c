import Testing

@testable import TodoUI

/// The screens' action enums that embed the shared actions: their names are the ones
/// configuration files have always used, in the same order, each once, and every key of
/// their default maps is one of them (so `[keys.SCREEN]` can rebind it).
@Suite struct ScreenKeyActionTests {
  @Test func theNamesAreAConfigurationsInTheirOrder() {
    #expect(
      TodoListAction.allCases.map(\.rawValue) == [
        "down", "up", "page_down", "page_up", "first", "last", "open", "add", "edit", "delete",
        "toggle", "undo", "redo", "filter", "clear_filter", "help", "quit", "edit_notes",
        "raise_priority", "lower_priority", "cycle_sort", "move_down", "move_up",
        "toggle_hide_done", "tags", "add_subtask", "indent", "outdent", "fold", "fold_all",
        "lists",
      ])
    #expect(FilterPromptAction.allCases.map(\.rawValue) == ["keep", "clear", "down", "up"])
    #expect(
      TodoDetailAction.allCases.map(\.rawValue) == [
        "back", "down", "up", "page_down", "page_up", "top", "bottom", "edit", "delete", "toggle",
        "undo", "redo", "help", "edit_notes", "raise_priority", "lower_priority", "open",
        "next_subtask", "previous_subtask",
      ])
    #expect(
      TagsAction.allCases.map(\.rawValue) == [
        "back", "choose", "rename", "remove", "down", "up", "page_down", "page_up", "first",
        "last", "undo", "redo", "help",
      ])
    #expect(
      HelpDialogAction.allCases.map(\.rawValue) == [
        "down", "up", "page_down", "page_up", "top", "bottom", "close",
      ])
  }

  @Test func everyNameReadsBackAsItsActionAndNoOther() {
    func check<Action: ScreenKeyAction>(_: Action.Type) {
      for action in Action.allCases {
        #expect(Action(rawValue: action.rawValue) == action)
      }
      #expect(Set(Action.allCases.map(\.rawValue)).count == Action.allCases.count)
      #expect(Action(rawValue: "page-down") == nil)
    }
    check(TodoListAction.self)
    check(FilterPromptAction.self)
    check(TodoDetailAction.self)
    check(TagsAction.self)
    check(HelpDialogAction.self)
  }

  @Test func aSharedNameTheScreenDoesNotHaveIsNotItsAction() {
    #expect(TodoListAction(rawValue: "top") == nil)
    #expect(TodoDetailAction(rawValue: "first") == nil)
    #expect(TagsAction(rawValue: "edit") == nil)
    #expect(FilterPromptAction(rawValue: "page_down") == nil)
  }

  @Test func everyDefaultKeyIsAnActionOfItsScreen() {
    let maps = KeyMaps.defaults
    #expect(maps.list.bindings.allSatisfy { TodoListAction.allCases.contains($0.action) })
    #expect(maps.filter.bindings.allSatisfy { FilterPromptAction.allCases.contains($0.action) })
    #expect(maps.detail.bindings.allSatisfy { TodoDetailAction.allCases.contains($0.action) })
    #expect(maps.tags.bindings.allSatisfy { TagsAction.allCases.contains($0.action) })
    #expect(maps.help.bindings.allSatisfy { HelpDialogAction.allCases.contains($0.action) })
  }
}
