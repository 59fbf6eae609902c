import TodoTerminal

/// The run loop: read input, hand it to the navigation stack, draw the new frame.
public final class AppRunner {
  /// At most this many events are handled in a row without a frame, however fast they come.
  public static let eventsPerFrame = 64

  private let terminal: any Terminal
  private let navigation: NavigationStack
  /// Events handled since the last frame.
  private var unshownEvents = 0

  /// A loop that drives `navigation` on `terminal`.
  public init(terminal: any Terminal, navigation: NavigationStack) {
    self.terminal = terminal
    self.navigation = navigation
  }

  /// Runs until quit or the end of input. Ctrl-C quits from anywhere. Between keys (idle
  /// ticks) the screens look for other instances' changes; the driver sends only cells that
  /// changed, so an idle redraw with no change costs the terminal nothing. Input that is
  /// already waiting is handled before the next frame is drawn (keys typed faster than
  /// frames cost one frame, not one each).
  public func run() {
    render()
    while !navigation.isFinished {
      switch terminal.nextEvent() {
      case .closed:
        return
      case .idle:
        navigation.refresh()
        render()
      case .input(.key(.control("c"))):
        navigation.quit()
      case .input(.key(.resize)):
        // Always drawn: whether keys act depends on the size the person last saw.
        render()
      case .input(let event):
        navigation.handle(event)
        if !navigation.isFinished { renderUnlessInputWaits() }
      }
    }
  }

  /// Draws the current state of the stack.
  public func render() {
    unshownEvents = 0
    var frame = ScreenBuffer(size: terminal.size)
    navigation.render(into: &frame)
    terminal.present(frame)
  }

  private func renderUnlessInputWaits() {
    unshownEvents += 1
    if unshownEvents < Self.eventsPerFrame, terminal.hasPendingInput() { return }
    render()
  }
}
