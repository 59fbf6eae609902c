import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The run loop on a headless terminal: keys in, frames out, quitting and resizing.
@Suite struct AppRunnerTests {
  private func run(
    _ keys: [Key], size: Size = Size(columns: 40, rows: 12)
  )
    -> (HeadlessTerminal, NavigationStack, MockPresentable)
  {
    let screen = MockPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = HeadlessTerminal(size: size, keys: keys)
    AppRunner(terminal: terminal, navigation: navigation).run()
    return (terminal, navigation, screen)
  }

  @Test func drawsOnceThenAfterEveryKeyUntilInputEnds() {
    let (terminal, navigation, screen) = run([.character("a"), .down])
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
    AppRunner(terminal: terminal, navigation: navigation).run()
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
    AppRunner(terminal: terminal, navigation: navigation).run()
    #expect(navigation.isFinished)
    #expect(navigation.dialogs.isEmpty)
    #expect(terminal.frameCount == 1)
  }
}

/// Input that arrives in bursts (all of a burst at once, as when keys come faster than
/// frames) and the frames the run loop draws.
@Suite struct AppRunnerBurstTests {
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

    func nextEvent() -> TerminalEvent {
      while current.isEmpty {
        guard !bursts.isEmpty else { return .closed }
        current = bursts.removeFirst()
      }
      let event = current.removeFirst()
      if case .key(.resize(let newSize)) = event { size = newSize }
      return .input(event)
    }

    /// Only the rest of the current burst is already waiting; the next one comes later.
    func hasPendingInput() -> Bool { !current.isEmpty }

    func present(_ frame: ScreenBuffer) { frames.append(frame) }
  }

  private static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func aBurstOfKeysIsHandledWholeThenDrawnOnce() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let terminal = BurstTerminal(bursts: [Self.keys("abcde"), Self.keys("f")])
    AppRunner(terminal: terminal, navigation: navigation).run()
    #expect(screen.events == Self.keys("abcdef"))
    // The first frame, one after the burst of five, one after the last key.
    #expect(terminal.frames.count == 3)
    #expect(screen.renderCount == 3)
  }

  @Test func aLongBurstIsStillDrawnEveryFewEvents() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let count = AppRunner.eventsPerFrame * 3 + 5
    let terminal = BurstTerminal(bursts: [Array(repeating: .key(.character("j")), count: count)])
    AppRunner(terminal: terminal, navigation: navigation).run()
    #expect(screen.events.count == count)
    #expect(terminal.frames.count == 1 + 3 + 1)
  }

  @Test func aResizeInABurstIsDrawnAtOnce() {
    let screen = RecordingPresentable("screen")
    let navigation = NavigationStack()
    navigation.push(screen)
    let small = Size(columns: 20, rows: 5)
    let terminal = BurstTerminal(bursts: [
      Self.keys("ab") + [.key(.resize(small))] + Self.keys("cd")
    ])
    AppRunner(terminal: terminal, navigation: navigation).run()
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
    AppRunner(terminal: terminal, navigation: navigation).run()
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
    AppRunner(terminal: terminal, navigation: navigation).run()
    #expect(screen.events == [.paste(text), .alt(.character("b"))])
    #expect(terminal.frameCount == 3)
  }
}
