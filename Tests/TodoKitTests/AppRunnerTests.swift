import Testing

@testable import TodoKit

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

  @Test func quitStopsReadingKeys() {
    let navigation = NavigationStack()
    let list = TodoListModule.build(
      environment: Fixture.environment(InMemoryTodoStore()), navigator: navigation)
    navigation.push(list)
    let terminal = HeadlessTerminal(
      size: Size(columns: 40, rows: 12), keys: [.character("q"), .character("a")])
    AppRunner(terminal: terminal, navigation: navigation).run()
    #expect(navigation.isFinished)
    #expect(navigation.dialogs.isEmpty)
    #expect(terminal.frameCount == 1)
  }
}
