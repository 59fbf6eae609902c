import Foundation

/// Where the `todo` binary the tests run is: `$TODO_BINARY` (the Makefile sets it), else
/// `<package root>/.build/debug/todo`. One place for every suite that runs the real binary.
package enum BuiltTodo {
  /// The path (which may not exist yet; a suite checks before it relies on it).
  package static var path: String {
    if let path = ProcessInfo.processInfo.environment["TODO_BINARY"], !path.isEmpty {
      return path
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // TestSupport
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .appendingPathComponent(".build/debug/todo").path
  }
}
