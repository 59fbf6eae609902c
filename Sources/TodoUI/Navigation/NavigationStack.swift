import TodoTerminal

/// The terminal's navigation controller: a stack of screens with modal dialogs over the top.
///
/// Ownership, the one rule every module follows: the navigation stack owns screens and
/// dialogs. A screen (a module's view) holds its presenter strongly; the presenter holds
/// its interactor and router strongly; the presenter's view, the interactor's output and
/// the router's navigator are `weak`. So popping a screen frees its whole module, and
/// `NavigationStackTests` checks that with weak probes.
public final class NavigationStack: Navigator {
  /// The smallest terminal the app draws into; below it a notice is shown instead.
  public static let minimumSize = Size(columns: 30, rows: 8)

  /// The screens, bottom first.
  public private(set) var screens: [any Screen] = []
  /// The dialogs over the top screen, bottom first.
  public private(set) var dialogs: [any Dialog] = []
  /// Whether quit was asked for.
  public private(set) var isFinished = false
  /// The size of the last frame drawn; keys are ignored while it is too small to show them.
  private var shownSize: Size?
  /// The terminal the stack is shown on, set by the app loop; weak, the loop owns it.
  public weak var terminal: (any Terminal)?

  /// An empty stack.
  public init() {}

  /// Shows `screen` on top; open dialogs are closed first.
  public func push(_ screen: any Screen) {
    dialogs.removeAll()
    screens.append(screen)
  }

  /// Removes the top screen; the root screen stays.
  public func pop() {
    guard screens.count > 1 else { return }
    dialogs.removeAll()
    screens.removeLast()
  }

  /// Shows `dialog` over everything.
  public func present(_ dialog: any Dialog) {
    dialogs.append(dialog)
  }

  /// Removes `dialog` and every dialog above it.
  public func dismiss(_ dialog: any Dialog) {
    guard let index = dialogs.lastIndex(where: { $0 === dialog }) else { return }
    dialogs.removeSubrange(index...)
  }

  /// Ends the app after this key.
  public func quit() {
    isFinished = true
  }

  /// Runs `body` with the terminal handed over (to a child such as `$EDITOR`) and taken
  /// back; without a terminal (a stack not shown anywhere) just runs it.
  public func handOverTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let terminal else { return try body() }
    return try terminal.handOver(body)
  }

  /// Hands `event` (a key, Alt key, paste or click) to the top dialog, or else the top
  /// screen. While the terminal is too small the person cannot see what input would do, so
  /// it is ignored.
  public func handle(_ event: InputEvent) {
    if let shownSize, !Self.fits(shownSize) { return }
    if let dialog = dialogs.last {
      dialog.handle(event)
    } else {
      if let shownSize { screens.last?.prepareForInput(in: shownSize) }
      screens.last?.handle(event)
    }
  }

  /// Hands `key` on as `handle(.key(key))` does.
  public func handle(_ key: Key) {
    handle(.key(key))
  }

  /// Lets every screen pick up changes made elsewhere (the one below the top too, so going
  /// back shows the truth).
  public func refresh() {
    for screen in screens { screen.refresh() }
  }

  /// A whole frame, its three passes in order (see `AppLoop.render`).
  public func render(into frame: inout ScreenBuffer) {
    layOut(in: frame.size)
    update()
    draw(into: &frame)
  }

  /// The layout pass: every screen, the ones below the top too, is told the frame's size, so
  /// what they word for the person meanwhile (the list's footer after a delete on the detail
  /// screen) fits the screen they show it on. A size too small to use is told to none.
  public func layOut(in size: Size) {
    shownSize = size
    guard Self.fits(size) else { return }
    for screen in screens { screen.layOut(in: size) }
  }

  /// The update pass: every screen's presenter loads what it has not, takes in its geometry,
  /// does the work it put off and leaves its screen the view model to draw.
  public func update() {
    guard let shownSize, Self.fits(shownSize) else { return }
    for screen in screens { screen.update() }
  }

  /// The draw pass: the top screen and its dialogs, or the too-small notice. Drawing changes
  /// nothing but the frame.
  public func draw(into frame: inout ScreenBuffer) {
    guard Self.fits(frame.size) else {
      Self.renderTooSmall(into: &frame)
      return
    }
    screens.last?.render(into: &frame)
    for dialog in dialogs {
      dialog.render(into: &frame)
    }
  }

  private static func fits(_ size: Size) -> Bool {
    size.columns >= minimumSize.columns && size.rows >= minimumSize.rows
  }

  private static func renderTooSmall(into frame: inout ScreenBuffer) {
    let size = frame.size
    let lines = DisplayWidth.wrap(
      "Terminal too small: \(size)\nneeds at least \(minimumSize)", to: size.columns)
    let top = max(0, (size.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let text = DisplayWidth.truncate(line, to: size.columns)
      let x = max(0, (size.columns - DisplayWidth.of(text)) / 2)
      frame.write(text, x: x, y: top + offset, style: Style(.bold))
    }
  }
}
