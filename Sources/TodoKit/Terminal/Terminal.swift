/// What a driver hands the run loop.
public enum TerminalEvent: Equatable, Sendable {
  /// A key was pressed (or the terminal was resized).
  case key(Key)
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
}

/// A terminal that is only a grid in memory and a queue of keys: for tests and replay.
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
  private let keys: [Key]
  private var nextKey = 0

  /// A terminal of `size` that will type `keys`, then close.
  public init(size: Size, keys: [Key] = []) {
    self.size = size
    self.keys = keys
    frame = ScreenBuffer(size: size)
  }

  /// The next queued key (applying a resize), or `.closed` when the queue is empty.
  public func nextEvent() -> TerminalEvent {
    guard nextKey < keys.count else { return .closed }
    let key = keys[nextKey]
    nextKey += 1
    if case .resize(let newSize) = key { size = newSize }
    return .key(key)
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
