import Testing
import TodoTerminal
import TodoTestKit

/// SPEC §16 on the detail screen, through the real app on a real store: a todo's subtasks
/// under its notes, `Enter` on one pushing its own detail, the breadcrumb the todo's path.
@Suite struct SubtaskDetailTests {
  @Test func theDetailListsSubtasksAndOpensTheSelectedOne() throws {
    let app = try SubtaskFixture.movingHouse(rows: 24)
    app.press(.enter)
    #expect(app.row(0).contains("Todo › Move house"))
    #expect(app.screen.contains("Subtasks 0/3"))
    #expect(app.screen.contains(">[ ] Pack books"))
    #expect(app.screen.contains(" [ ] Book the van"))
    // Tab selects the next one; Enter opens it, its path in the header.
    app.press(.tab, .enter)
    #expect(app.row(0).contains("Todo › Move house › Book the van"))
    #expect(!app.screen.contains("Subtasks"))
    // Back to the parent's detail, then a grandchild's path.
    app.press(.escape)
    #expect(app.row(0).contains("Todo › Move house"))
    app.press(.backTab, .enter, .enter)
    #expect(app.row(0).contains("Todo › Move house › Pack books › Label boxes"))
    app.press(.escape)
    #expect(app.screen.contains("Subtasks 1/1"))
    // Marking a subtask done on its screen shows on the parent's when back, and on the list.
    app.press(.character("x"), .escape)
    #expect(app.screen.contains("Subtasks 1/3"))
    #expect(app.screen.contains("[x] Pack books"))
    app.press(.escape)
    #expect(app.row(1).hasPrefix(">[ ] Move house 1/3"))
  }

  @Test func tabScrollsTheSelectedSubtaskIntoView() throws {
    let app = try SubtaskFixture.movingHouse(rows: 14)
    app.press(.enter)
    #expect(!app.screen.contains("Call the bank"))
    app.press(.tab, .tab)
    #expect(app.screen.contains(">[ ] Call the bank"))
  }

  @Test func aNarrowBreadcrumbDropsTheTopAncestorsFirst() throws {
    let app = try SubtaskFixture.movingHouse(columns: 36)
    app.press(.enter, .enter, .enter)
    #expect(app.row(0).contains("Todo › … › Label boxes"))
  }
}
