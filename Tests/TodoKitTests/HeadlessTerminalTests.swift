import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The headless driver as the loop's manual event source.
@Suite struct HeadlessTerminalTests {
  @Test func handsOutQueuedInputAndTicksThenCloses() {
    let terminal = HeadlessTerminal(size: Size(columns: 40, rows: 12), keys: [.character("a")])
    terminal.enqueueTick()
    terminal.enqueue([.resize(Size(columns: 50, rows: 10))])
    #expect(terminal.nextEvent(wakingOn: nil) == .input(.key(.character("a"))))
    #expect(terminal.nextEvent(wakingOn: nil) == .tick)
    #expect(terminal.nextEvent(wakingOn: nil) == .input(.resize(Size(columns: 50, rows: 10))))
    #expect(terminal.size == Size(columns: 50, rows: 10))
    #expect(terminal.nextEvent(wakingOn: nil) == .closed)
    terminal.enqueue([.key(.enter)])
    #expect(terminal.nextEvent(wakingOn: nil) == .input(.key(.enter)))
  }

  @Test func aSignalledWakeUpComesBeforeQueuedInput() {
    let terminal = HeadlessTerminal(size: Size(columns: 40, rows: 12), keys: [.character("a")])
    let wake = WakePipe()
    wake.signal()
    #expect(terminal.nextEvent(wakingOn: wake) == .wake)
    wake.clear()
    #expect(terminal.nextEvent(wakingOn: wake) == .input(.key(.character("a"))))
  }

  @Test func aHandOverRunsTheBodyAndTheNextFrameIsSentWhole() throws {
    let terminal = HeadlessTerminal(size: Size(columns: 10, rows: 2))
    var frame = ScreenBuffer(size: terminal.size)
    frame.write("same", x: 0, y: 0)
    terminal.present(frame)
    terminal.present(frame)
    // Only the word differed from the blank screen, then nothing.
    #expect(terminal.changedCells == 4)
    let answer = terminal.handOver { 42 }
    #expect(answer == 42)
    #expect(terminal.handOverCount == 1)
    terminal.present(frame)
    #expect(terminal.changedCells == 4 + 20)
    terminal.present(frame)
    #expect(terminal.changedCells == 4 + 20)
  }

  @Test func aHandOverPassesErrorsOn() {
    struct EditorFailed: Error {}
    let terminal = HeadlessTerminal(size: Size(columns: 10, rows: 2))
    #expect(throws: EditorFailed.self) { try terminal.handOver { throw EditorFailed() } }
    #expect(terminal.handOverCount == 1)
  }
}
