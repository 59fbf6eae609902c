import Dispatch
import Synchronization

/// Runs async work to its end from synchronous code (the command line's `run`), on the
/// concurrency pool, and hands back its result or error. The work makes its own non-Sendable
/// parts (the store) inside, so nothing crosses threads but the result.
enum Blocking {
  /// The result of `work`, waited for.
  static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Mutex<Result<T, any Error>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
      let result: Result<T, any Error>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      outcome.withLock { $0 = result }
      finished.signal()
    }
    finished.wait()
    guard let result = outcome.withLock({ $0 }) else {
      preconditionFailure("the work signalled before leaving its result")
    }
    return try result.get()
  }
}
