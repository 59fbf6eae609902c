/// How a child process ended.
public enum ChildTermination: Equatable, Sendable {
  /// It exited with this status.
  case exited(Int32)
  /// This signal ended it.
  case signalled(Int32)

  /// Whether it exited with status 0.
  public var succeeded: Bool { self == .exited(0) }

  /// The termination a wait(2) status stands for.
  init(waitStatus status: Int32) {
    let signal = status & 0x7F
    self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
  }
}
