/// A terminal that is only a grid in memory and a queue of input: for tests and replay.
///
/// It is the manual event source of the app loop (as swift-nio's `EmbeddedEventLoop` is for
/// channels): it never waits. It hands out a wake-up when the mailbox was signalled, else the
/// next queued input or tick, else `.closed`, which ends the loop's run. A test queues more
/// and runs the loop again, so it decides exactly what happens between two keys.
public final class HeadlessTerminal: Terminal {
  /// The current size; resize events change it.
  public private(set) var size: Size
  /// The last frame presented.
  public private(set) var frame: ScreenBuffer
  /// How many frames were presented.
  public private(set) var frameCount = 0
  /// How many cells differed from the previous frame, summed over all frames: what a real
  /// terminal would have had to redraw.
  public private(set) var changedCells = 0
  /// How many times the terminal was handed over (to a child process).
  public private(set) var handOverCount = 0
  private var queue: [TerminalEvent]
  private var next = 0
  /// After a hand-over the next frame is drawn in full, as the real driver does.
  private var redrawsInFull = false

  /// A terminal of `size` that will deliver `input`, then close.
  public init(size: Size, input: [InputEvent]) {
    self.size = size
    queue = input.map(TerminalEvent.input)
    frame = ScreenBuffer(size: size)
  }

  /// A terminal of `size` that will type `keys`, then close.
  public convenience init(size: Size, keys: [Key] = []) {
    self.init(size: size, input: keys.map(InputEvent.key))
  }

  /// Queues more input after what is queued.
  public func enqueue(_ input: [InputEvent]) {
    queue += input.map(TerminalEvent.input)
  }

  /// Queues a tick of the timer, as if the person had waited.
  public func enqueueTick() {
    queue.append(.tick)
  }

  /// A wake-up when `wake` was signalled, else the next queued event (applying a resize),
  /// else `.closed`.
  public func nextEvent(wakingOn wake: WakePipe?) -> TerminalEvent {
    if wake?.isSignalled == true { return .wake }
    guard next < queue.count else { return .closed }
    let event = queue[next]
    next += 1
    if case .input(.resize(let newSize)) = event { size = newSize }
    return event
  }

  /// Keeps the frame and counts the cells that changed (all of them after a hand-over).
  public func present(_ newFrame: ScreenBuffer) {
    if newFrame.size == frame.size, !redrawsInFull {
      changedCells += zip(newFrame.cells, frame.cells).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    } else {
      changedCells += newFrame.cells.count
    }
    redrawsInFull = false
    frame = newFrame
    frameCount += 1
  }

  /// Runs `body` (there is no screen to give up) and has the next frame drawn in full.
  public func handOver<Result>(_ body: () throws -> Result) rethrows -> Result {
    handOverCount += 1
    redrawsInFull = true
    return try body()
  }
}
