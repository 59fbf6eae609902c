import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The event loop on a headless terminal: keys in, frames out, quitting and resizing.
@Suite struct AppLoopTests {
  private func run(
    _ input: [InputEvent], size: Size = Size(columns: 40, rows: 12)
  )
    -> (HeadlessTerminal, NavigationStack, MockPresentable)
  {
    let screen = MockPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = HeadlessTerminal(size: size, input: input)
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    return (terminal, navigation, screen)
  }

  @Test func drawsOnceThenAfterEveryKeyUntilInputEnds() {
    let (terminal, navigation, screen) = run([.key(.character("a")), .key(.down)])
    #expect(screen.keys == [.character("a"), .down])
    #expect(terminal.frameCount == 3)
    #expect(terminal.frame.rowText(0) == "screen")
    #expect(!navigation.isFinished)
  }

  @Test func ctrlCQuitsEvenUnderADialog() {
    let screen = MockPresentable("screen")
    let dialog = MockPresentable("dialog")
    let navigation = NavigationStack()
    navigation.push(screen)
    navigation.present(dialog)
    let terminal = HeadlessTerminal(
      size: Size(columns: 40, rows: 12), keys: [.control("c"), .character("x")])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(navigation.isFinished)
    #expect(dialog.keys.isEmpty)
    #expect(screen.keys.isEmpty)
  }

  @Test func resizeRedrawsAtNewSizeWithoutAKey() {
    let size = Size(columns: 50, rows: 20)
    let (terminal, _, screen) = run([.resize(size)])
    #expect(terminal.frame.size == size)
    #expect(terminal.frameCount == 2)
    #expect(screen.keys.isEmpty)
  }

  @Test func quitStopsReadingKeys() throws {
    let navigation = NavigationStack()
    let list = TodoListModule.build(
      environment: Fixture.environment(try SQLiteTodoStore.inMemory()), navigator: navigation)
    navigation.push(list)
    let terminal = HeadlessTerminal(
      size: Size(columns: 40, rows: 12), keys: [.character("q"), .character("a")])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(navigation.isFinished)
    #expect(navigation.dialogs.isEmpty)
    #expect(terminal.frameCount == 1)
  }
}

/// Input that arrives in bursts (all of a burst at once, as when keys come faster than
/// frames) and the frames the event loop draws.
@Suite struct AppLoopBurstTests {
  /// A terminal whose input comes in bursts: within a burst more input is always waiting.
  final class BurstTerminal: Terminal {
    private(set) var size: Size
    private var bursts: [[InputEvent]]
    private var current: [InputEvent] = []
    private(set) var frames: [ScreenBuffer] = []

    init(size: Size = Size(columns: 40, rows: 12), bursts: [[InputEvent]]) {
      self.size = size
      self.bursts = bursts
    }

    func nextEvent(wakingOn wake: WakePipe?) -> TerminalEvent {
      while current.isEmpty {
        guard !bursts.isEmpty else { return .closed }
        current = bursts.removeFirst()
      }
      let event = current.removeFirst()
      if case .resize(let newSize) = event { size = newSize }
      return .input(event)
    }

    /// Only the rest of the current burst is already waiting; the next one comes later.
    func hasPendingInput() -> Bool { !current.isEmpty }

    func present(_ frame: ScreenBuffer) { frames.append(frame) }

    func handOver<Result>(_ body: () throws -> Result) rethrows -> Result { try body() }
  }

  private static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func aBurstOfKeysIsHandledWholeThenDrawnOnce() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = BurstTerminal(bursts: [Self.keys("abcde"), Self.keys("f")])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(screen.events == Self.keys("abcdef"))
    // The first frame, one after the burst of five, one after the last key.
    #expect(terminal.frames.count == 3)
    #expect(screen.renderCount == 3)
  }

  @Test func aLongBurstIsStillDrawnEveryFewEvents() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let count = AppLoop.eventsPerFrame * 3 + 5
    let terminal = BurstTerminal(bursts: [Array(repeating: .key(.character("j")), count: count)])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(screen.events.count == count)
    #expect(terminal.frames.count == 1 + 3 + 1)
  }

  @Test func aResizeInABurstIsDrawnAtOnce() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let small = Size(columns: 20, rows: 5)
    let terminal = BurstTerminal(bursts: [
      Self.keys("ab") + [.resize(small)] + Self.keys("cd")
    ])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    // After the resize the notice is shown, so the keys after it are ignored (too small).
    #expect(screen.events == Self.keys("ab"))
    #expect(terminal.frames.count == 3)
  }

  @Test func ctrlCInABurstQuitsAndLaterKeysAreNotHandled() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = BurstTerminal(bursts: [
      Self.keys("ab") + [.key(.control("c"))] + Self.keys("cd")
    ])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(navigation.isFinished)
    #expect(screen.events == Self.keys("ab"))
  }

  @Test func aPasteIsOneEventAndOneFrame() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let text = String(repeating: "abcdefghi\n", count: 1_000)
    let terminal = HeadlessTerminal(
      size: Size(columns: 40, rows: 12), input: [.paste(text), .alt(.character("b"))])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(screen.events == [.paste(text), .alt(.character("b"))])
    #expect(terminal.frameCount == 3)
  }
}

/// The loop as an event loop: messages from the mailbox and ticks, in order with keys, on a
/// headless terminal driven by hand (queue input, post, run, look).
@Suite struct AppLoopEventTests {
  /// A screen that writes down, in order, every key it gets and every refresh.
  final class LoggingScreen: Screen {
    private(set) var log: [String] = []

    func handle(_ key: Key) { log.append("key \(key.label)") }
    func refresh() { log.append("refresh") }
    func render(into frame: inout ScreenBuffer) { frame.write("logging", x: 0, y: 0) }
  }

  private let screen = LoggingScreen()
  private let navigation = NavigationStack()
  private let terminal = HeadlessTerminal(size: Size(columns: 40, rows: 12))
  private let mailbox = Mailbox<AppMessage>()
  private let loop: AppLoop

  init() {
    navigation.push(screen)
    loop = AppLoop(
      terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app, mailbox: mailbox)
  }

  @Test func aMessagePostedBetweenKeysIsHandledBetweenThem() {
    loop.run()
    terminal.enqueue([.key(.character("a"))])
    loop.handleEvents()
    mailbox.post(.syncReported)
    terminal.enqueue([.key(.character("b"))])
    loop.handleEvents()
    #expect(screen.log == ["key a", "refresh", "key b"])
    // The first frame, one per key, one for the message.
    #expect(terminal.frameCount == 4)
  }

  @Test func messagesPostedTogetherAreHandledOnceAndDrawnOnce() {
    loop.run()
    for _ in 0..<3 { mailbox.post(.syncReported) }
    loop.handleEvents()
    #expect(screen.log == ["refresh"])
    #expect(terminal.frameCount == 2)
    #expect(mailbox.takeAll().isEmpty)
  }

  @Test func aTickRefreshesAndDrawsAndNothingElseDoes() {
    loop.run()
    loop.handleEvents()
    #expect(screen.log.isEmpty)
    #expect(terminal.frameCount == 1)
    terminal.enqueue([.key(.character("a"))])
    terminal.enqueueTick()
    loop.handleEvents()
    #expect(screen.log == ["key a", "refresh"])
    #expect(terminal.frameCount == 3)
  }

  @Test func aStoreChangeMessageShowsAnotherConnectionsChangeWithoutWaitingForATick() throws {
    let store = try InstrumentedTodoStore()
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    let loop = AppLoop(
      terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app, mailbox: mailbox)
    loop.run()
    #expect(terminal.frame.text.contains("No todos yet"))
    // What a background worker does: write through its own connection, then post.
    try store.changeElsewhere {
      _ = try $0.add(title: "synced", content: "", done: false, at: Fixture.start)
    }
    mailbox.post(.syncReported)
    loop.handleEvents()
    #expect(terminal.frame.rowText(1) == ">[ ] synced")
  }

  @Test func aSyncReportShowsItsStatusAndItsTodosTogetherWithoutWaitingForATick() throws {
    let store = try InstrumentedTodoStore()
    let board = SyncStatusOnScreenTests.StatusBoard()
    let environment = TodoEnvironment(
      store: store, clock: Fixture.clock(), timeZone: Fixture.utc, sync: board)
    let loop = AppLoop(
      terminal: terminal, navigation: TodoApp.makeNavigation(environment: environment),
      keys: KeyMaps.defaults.app, mailbox: mailbox)
    loop.run()
    #expect(!terminal.frame.rowText(0).contains("synced"))
    // What the sync child does: the sync writes through its own connection, then its status
    // line is read and posted.
    try store.changeElsewhere {
      _ = try $0.add(title: "from the server", content: "", done: false, at: Fixture.start)
    }
    board.set(.synced(Fixture.start))
    mailbox.post(.syncReported)
    loop.handleEvents()
    #expect(terminal.frame.rowText(0).contains("synced 09:00 · 1 open · 0 done"))
    #expect(terminal.frame.rowText(1) == ">[ ] from the server")
  }

  @Test func handingTheTerminalOverRunsTheChildAndRedrawsInFull() throws {
    final class EditingScreen: Screen {
      weak var navigator: NavigationStack?
      var ran = false
      func handle(_ key: Key) {
        navigator?.handOverTerminal { ran = true }
      }
      func refresh() {}
      func render(into frame: inout ScreenBuffer) { frame.write("editing", x: 0, y: 0) }
    }
    let screen = EditingScreen()
    let navigation = NavigationStack()
    navigation.push(screen)
    screen.navigator = navigation
    let loop = AppLoop(
      terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app, mailbox: mailbox)
    loop.run()
    let cellsBefore = terminal.changedCells
    terminal.enqueue([.key(.character("E"))])
    loop.handleEvents()
    #expect(screen.ran)
    #expect(terminal.handOverCount == 1)
    #expect(terminal.frameCount == 2)
    // The same picture, yet every cell is sent again: the screen was not ours meanwhile.
    #expect(terminal.changedCells - cellsBefore == 40 * 12)
  }
}

/// Mail that waits for a tick (when the wake-up could not be signalled) is delivered with it.
@Suite struct AppLoopTickMailTests {
  @Test func aTickDeliversWaitingMailAndRefreshesOnce() {
    let screen = AppLoopEventTests.LoggingScreen()
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = HeadlessTerminal(size: Size(columns: 40, rows: 12))
    let mailbox = Mailbox<AppMessage>()
    let loop = AppLoop(
      terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app, mailbox: mailbox)
    loop.run()
    mailbox.post(.syncReported)
    // As if the pipe had not woken the loop: the tick comes first.
    mailbox.wakeUp.clear()
    terminal.enqueueTick()
    loop.handleEvents()
    #expect(screen.log == ["refresh"])
    #expect(mailbox.takeAll().isEmpty)
  }
}
