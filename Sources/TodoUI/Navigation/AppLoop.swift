import TodoTerminal

/// The app's event loop: waits on the terminal, the mailbox's wake-up and the timer at once,
/// hands input to the navigation stack, delivers background work's messages between keys,
/// looks for other instances' changes on every tick, and draws.
///
/// Nothing it runs blocks on a worker: workers post to the mailbox from their own threads and
/// the loop handles each message on its own thread, between two keys.
public final class AppLoop {
  /// At most this many events are handled in a row without a frame, however fast they come.
  public static let eventsPerFrame = 64

  private let terminal: any Terminal
  private let navigation: NavigationStack
  private let mailbox: Mailbox<AppMessage>
  /// The keys that work anywhere (Ctrl-C quits).
  private let keys: KeyMap<AppAction>
  /// Ctrl-C, which quits whatever `keys` say (SPEC §4: a configured quit key is one more).
  private static let ctrlC = InputEvent.key(.control("c"))
  /// Events handled since the last frame.
  private var unshownEvents = 0

  /// A loop that drives `navigation` on `terminal`, with `keys` working anywhere, and takes
  /// messages from `mailbox`. The stack can hand the terminal over (to `$EDITOR`) through
  /// it.
  public init(
    terminal: any Terminal, navigation: NavigationStack, keys: KeyMap<AppAction>,
    mailbox: Mailbox<AppMessage> = Mailbox()
  ) {
    self.terminal = terminal
    self.navigation = navigation
    self.keys = keys
    self.mailbox = mailbox
    navigation.terminal = terminal
  }

  /// Draws the first frame, then handles events until quit or the end of input.
  public func run() {
    render()
    handleEvents()
  }

  /// Handles events until quit or the end of input. The quit key (Ctrl-C) quits from
  /// anywhere, a too-small terminal included. A tick lets the screens look for other
  /// instances' changes; the driver sends only cells that changed, so a tick with no change
  /// costs the terminal nothing. Input that is already waiting is handled before the next
  /// frame is drawn (keys typed faster than frames cost one frame, not one each).
  ///
  /// On the headless driver this returns when its queue is empty: a test queues more input,
  /// posts messages, and calls it again.
  public func handleEvents() {
    while !navigation.isFinished {
      switch terminal.nextEvent(wakingOn: mailbox.wakeUp) {
      case .closed:
        return
      case .wake:
        if deliverMail() { renderUnlessInputWaits() }
      case .tick:
        // Mail too, in case the wake-up could not be signalled (no pipe).
        _ = deliverMail(refreshingAnyway: true)
        navigation.refresh()
        render()
      case .input(.resize):
        // Always drawn: whether keys act depends on the size the person last saw.
        render()
      case .input(let event) where keys.action(for: event) == .quit || event == Self.ctrlC:
        navigation.quit()
      case .input(let event):
        navigation.handle(event)
        if !navigation.isFinished { renderUnlessInputWaits() }
      }
    }
  }

  /// Draws a frame in three passes that go one way, from state to view models to cells:
  /// 1. layout: every screen on the stack is told the frame's size (none draws to learn it);
  /// 2. update: every screen's presenter loads what it has not, takes in its geometry and
  ///    does the work it put off (the filter typed since the last frame), then builds its
  ///    view model from what is loaded;
  /// 3. draw: the top screen and its dialogs draw their view models, reading nothing and
  ///    changing nothing else.
  /// Keys and messages handled between frames only change state and view models; they never
  /// draw.
  public func render() {
    unshownEvents = 0
    let size = terminal.size
    navigation.layOut(in: size)
    navigation.update()
    var frame = ScreenBuffer(size: size)
    navigation.draw(into: &frame)
    terminal.present(frame)
  }

  /// Acts on every message posted since the last delivery; false when there was none.
  /// `refreshingAnyway`: the screens are about to look for changes (a tick), so the sync's
  /// report needs nothing more.
  private func deliverMail(refreshingAnyway: Bool = false) -> Bool {
    let messages = mailbox.takeAll()
    if messages.contains(.syncReported), !refreshingAnyway { navigation.refresh() }
    return !messages.isEmpty
  }

  private func renderUnlessInputWaits() {
    unshownEvents += 1
    if unshownEvents < Self.eventsPerFrame, terminal.hasPendingInput() { return }
    render()
  }
}
