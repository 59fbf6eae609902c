import Foundation

/// A folder of its own under the temporary directory for one test's files, removed with
/// everything in it when the value goes (Swift Testing makes a suite instance per test, so a
/// suite's folder lasts one test). `init(_:)` only names it, for a test of what makes a missing
/// folder; `made(_:)` makes it at once.
package final class ScratchFolder {
  package let url: URL

  /// A new folder name, `prefix` then a UUID; nothing is made yet.
  package init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  /// A new folder, made at once.
  package static func made(_ prefix: String = "todo-tests") throws -> ScratchFolder {
    let folder = ScratchFolder(prefix)
    try folder.make()
    return folder
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Makes the folder, and the folders above it, unless it is there.
  package func make() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  package func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the folder and below it, sorted.
  package func contents() -> [String] {
    (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
  }
}
