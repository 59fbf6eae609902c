/// The run loop: read a key, hand it to the navigation stack, draw the new frame.
public final class AppRunner {
  private let terminal: any Terminal
  private let navigation: NavigationStack

  /// A loop that drives `navigation` on `terminal`.
  public init(terminal: any Terminal, navigation: NavigationStack) {
    self.terminal = terminal
    self.navigation = navigation
  }

  /// Runs until quit or the end of input. Ctrl-C quits from anywhere. Between keys (idle
  /// ticks) the screens look for other instances' changes; the driver sends only cells that
  /// changed, so an idle redraw with no change costs the terminal nothing.
  public func run() {
    render()
    while !navigation.isFinished {
      switch terminal.nextEvent() {
      case .closed:
        return
      case .idle:
        navigation.refresh()
        render()
      case .key(.control("c")):
        navigation.quit()
      case .key(.resize):
        render()
      case .key(let key):
        navigation.handle(key)
        if !navigation.isFinished { render() }
      }
    }
  }

  /// Draws the current state of the stack.
  public func render() {
    var frame = ScreenBuffer(size: terminal.size)
    navigation.render(into: &frame)
    terminal.present(frame)
  }
}
