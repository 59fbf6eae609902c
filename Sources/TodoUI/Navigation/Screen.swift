import TodoTerminal

/// Something the navigation stack can show: it draws itself into a frame and reacts to keys.
public protocol Presentable: AnyObject {
  /// Draws into the whole frame (a screen) or a part of it (a dialog): the last pass of a
  /// frame, which only draws what the earlier passes made ready.
  func render(into frame: inout ScreenBuffer)
  /// Reacts to one key.
  func handle(_ key: Key)
  /// Reacts to the mouse.
  func handle(_ mouse: MouseEvent)
  /// Reacts to one input event: a key, an Alt key, a paste or the mouse.
  func handle(_ event: InputEvent)
}

extension Presentable {
  /// The mouse does nothing unless overridden.
  public func handle(_ mouse: MouseEvent) {}

  /// Plain keys go to `handle(_ key:)` and the mouse to `handle(_ mouse:)`; Alt keys and
  /// pastes do nothing unless overridden (an Alt key is never the plain key, and outside a
  /// text field a paste does nothing).
  public func handle(_ event: InputEvent) {
    switch event {
    case .key(let key): handle(key)
    case .mouse(let mouse): handle(mouse)
    case .alt, .paste, .resize: break
    }
  }
}

/// A full screen on the navigation stack: the view of a VIPER module. Every screen on the
/// stack, shown or not, takes part in a frame's first two passes (`layOut(in:)`, `update()`);
/// the top one then draws (`render(into:)`).
public protocol Screen: Presentable {
  /// The app is idle: show what other instances changed in the store meanwhile.
  func refresh()
  /// The layout pass: the screen will be `size`. It works out its geometry and only notes
  /// it: nothing is drawn, loaded or told to the presenter yet.
  func layOut(in size: Size)
  /// The update pass: the presenter hears of the first load and a new geometry and does what
  /// it put off, so the screen holds the view model the next draw shows.
  func update()
  /// Input is coming for a screen pushed since the last frame: it takes its first load now, for
  /// a frame of `size`, so a key typed right after the one that pushed it (`L` then Enter, in
  /// one read of the terminal) finds its rows. A screen drawn once already does nothing.
  func prepareForInput(in size: Size)
}

extension Screen {
  /// A screen without a presenter has nothing to load.
  public func prepareForInput(in size: Size) {}

  /// A screen without a presenter (a test's) has no geometry to note.
  public func layOut(in size: Size) {}

  /// A screen without a presenter has nothing to bring up to date.
  public func update() {}
}

/// A box presented modally over the top screen.
public protocol Dialog: Presentable {}

/// What routers navigate with (presenter → router → navigator). Routers hold it weakly.
public protocol Navigator: AnyObject {
  /// Shows `screen` on top of the stack.
  func push(_ screen: any Screen)
  /// Goes back to the screen below the top one.
  func pop()
  /// Shows `dialog` over the top screen; it gets every key until dismissed.
  func present(_ dialog: any Dialog)
  /// Removes `dialog` (and anything presented over it).
  func dismiss(_ dialog: any Dialog)
  /// Ends the app.
  func quit()
  /// Runs `body` with the terminal handed over to it (a child such as `$EDITOR` runs in
  /// it) and taken back afterwards, redrawn in full.
  func handOverTerminal<Result>(_ body: () throws -> Result) rethrows -> Result
}
