import Foundation

/// Where background work (the background sync of SPEC §11) leaves messages for the app loop,
/// from any thread. Posting never blocks: it queues the message and signals the
/// wake-up pipe, which the loop polls together with the terminal, so the loop handles the
/// message at once, between two keys, on its own thread.
///
/// `@unchecked Sendable`: the only mutable state, `messages`, is read and written with
/// `lock` held; the wake-up pipe is itself thread-safe.
public final class Mailbox<Message: Sendable>: @unchecked Sendable {
  /// What the loop waits on besides the terminal.
  public let wakeUp = WakePipe()
  private let lock = NSLock()
  private var messages: [Message] = []

  /// An empty mailbox.
  public init() {}

  /// Leaves `message` for the loop and wakes it. Safe from any thread.
  public func post(_ message: Message) {
    lock.lock()
    defer { lock.unlock() }
    if messages.isEmpty { wakeUp.signal() }
    messages.append(message)
  }

  /// Takes every message posted so far, oldest first, and quiets the wake-up.
  public func takeAll() -> [Message] {
    lock.lock()
    defer { lock.unlock() }
    wakeUp.clear()
    let taken = messages
    messages.removeAll()
    return taken
  }
}
