/// What a driver hands the run loop.
public enum TerminalEvent: Equatable, Sendable {
  /// A key was pressed, text was pasted, or the terminal was resized (`.key(.resize)`).
  case input(InputEvent)
  /// No key came within the driver's wait; a chance to look for outside changes.
  case idle
  /// Input has ended: the key script is exhausted or the terminal went away.
  case closed
}

/// The drawing and input abstraction that the run loop talks to. Two drivers implement it:
/// `NcursesTerminal` for real use and `HeadlessTerminal` for tests and `todo replay`.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Waits for the next key, idle tick or end of input.
  func nextEvent() -> TerminalEvent
  /// Shows a frame.
  func present(_ frame: ScreenBuffer)
  /// Whether more input has already arrived, so a frame drawn now would be out of date at
  /// once (keys typed faster than frames). Never waits.
  func hasPendingInput() -> Bool
}

extension Terminal {
  /// A terminal that cannot tell says no: every event gets its frame.
  public func hasPendingInput() -> Bool { false }
}

/// A terminal that is only a grid in memory and a queue of input: for tests and replay. The
/// input is typed one event at a time, each seen on screen before the next.
public final class HeadlessTerminal: Terminal {
  /// The current size; `.resize` keys change it.
  public private(set) var size: Size
  /// The last frame presented.
  public private(set) var frame: ScreenBuffer
  /// How many frames were presented.
  public private(set) var frameCount = 0
  /// How many cells differed from the previous frame, summed over all frames: what a real
  /// terminal would have had to redraw.
  public private(set) var changedCells = 0
  private let input: [InputEvent]
  private var next = 0

  /// A terminal of `size` that will deliver `input`, then close.
  public init(size: Size, input: [InputEvent]) {
    self.size = size
    self.input = input
    frame = ScreenBuffer(size: size)
  }

  /// A terminal of `size` that will type `keys`, then close.
  public convenience init(size: Size, keys: [Key] = []) {
    self.init(size: size, input: keys.map(InputEvent.key))
  }

  /// The next queued event (applying a resize), or `.closed` when the queue is empty.
  public func nextEvent() -> TerminalEvent {
    guard next < input.count else { return .closed }
    let event = input[next]
    next += 1
    if case .key(.resize(let newSize)) = event { size = newSize }
    return .input(event)
  }

  /// Keeps the frame and counts the cells that changed.
  public func present(_ newFrame: ScreenBuffer) {
    if newFrame.size == frame.size {
      changedCells += zip(newFrame.cells, frame.cells).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    } else {
      changedCells += newFrame.cells.count
    }
    frame = newFrame
    frameCount += 1
  }
}
