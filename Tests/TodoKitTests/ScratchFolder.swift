import Foundation

/// A folder of its own under the temporary directory for one test's stores, removed with
/// everything in it when the suite instance that holds it goes (Swift Testing makes an
/// instance per test). It is only named here: a test makes it when it needs it on disk.
final class ScratchFolder {
  let url: URL

  /// A new folder name, `prefix` then a UUID.
  init(_ prefix: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
