import Foundation

/// The inputs the fuzz targets found (docs/architecture.md, "Fuzzing"), kept under
/// `Tests/Fixtures/fuzz/TARGET/NAME`: each is read by its finding's test and is a seed of its
/// target's later runs.
enum FuzzFixture {
  /// The bytes of `Tests/Fixtures/fuzz/TARGET/NAME`.
  static func data(_ target: String, _ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/\(target)/\(name)")
    return try Data(contentsOf: url)
  }

  /// The text of `Tests/Fixtures/fuzz/TARGET/NAME`, read as UTF-8 as the target reads it.
  static func text(_ target: String, _ name: String) throws -> String {
    String(decoding: try data(target, name), as: UTF8.self)
  }
}
