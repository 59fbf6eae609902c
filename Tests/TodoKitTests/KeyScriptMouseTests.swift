import Testing

@testable import TodoTerminal

/// The mouse in key scripts (SPEC §13): 1-based cells in the script, 0-based in the event.
@Suite struct KeyScriptMouseTests {
  @Test(
    "clicks, double clicks and the wheel",
    arguments: [
      ("<Click 1,1>", MouseEvent(.click, at: Point(x: 0, y: 0))),
      ("<Click 12,5>", MouseEvent(.click, at: Point(x: 11, y: 4))),
      ("<DoubleClick 3,2>", MouseEvent(.doubleClick, at: Point(x: 2, y: 1))),
      ("<WheelUp>", MouseEvent(.wheelUp, at: Point(x: 0, y: 0))),
      ("<WheelDown>", MouseEvent(.wheelDown, at: Point(x: 0, y: 0))),
      ("<WheelDown 40,10>", MouseEvent(.wheelDown, at: Point(x: 39, y: 9))),
      ("<Click 1000,1000>", MouseEvent(.click, at: Point(x: 999, y: 999))),
    ])
  func mouse(script: String, event: MouseEvent) throws {
    #expect(try KeyScript.parse(script) == [.mouse(event)])
  }

  @Test("mouse events mix with keys and text")
  func mixed() throws {
    #expect(
      try KeyScript.parse("j<Click 2,3>x<WheelUp>") == [
        .key(.character("j")), .mouse(MouseEvent(.click, at: Point(x: 1, y: 2))),
        .key(.character("x")), .mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))),
      ])
  }

  @Test(
    "a cell written wrong names the line and column",
    arguments: [
      ("<Click 0,3>", "the cell is COL,ROW"), ("<Click 3,0>", "the cell is COL,ROW"),
      ("<Click 3>", "the cell is COL,ROW"), ("<Click a,b>", "the cell is COL,ROW"),
      ("<Click 3,4,5>", "the cell is COL,ROW"), ("<Click -1,2>", "the cell is COL,ROW"),
      ("<Click 1001,1>", "the cell is COL,ROW"), ("<DoubleClick 2, 3>", "the cell is COL,ROW"),
      ("<Click>", "needs a cell"), ("<DoubleClick>", "needs a cell"),
      ("<WheelUp 0,0>", "the cell is COL,ROW"),
    ])
  func badCell(name: String, message: String) {
    let script = "# a comment\nab\(name)"
    #expect {
      try KeyScript.parse(script)
    } throws: { error in
      guard let error = error as? KeyScriptError else { return false }
      return error.line == 2 && error.column == 3 && error.message.contains(message)
    }
  }

  @Test("inside a paste a mouse name is refused like any other key name")
  func insidePaste() {
    #expect(throws: KeyScriptError.self) { try KeyScript.parse("<Paste><Click 1,1></Paste>") }
  }
}
