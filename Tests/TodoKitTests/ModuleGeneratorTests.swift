import Foundation
import TestSupport
import Testing

/// `make module NAME=Foo` (Scripts/new-module over Templates/Module): what it refuses and
/// what it writes, in a temporary copy of just what the script reads (fast). That a module it
/// writes builds and passes its tests is `make module-check` (Scripts/module-check).
@Suite(.serialized) struct ModuleGeneratorTests {
  /// The package this file belongs to.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// What the script reads and writes: its templates, the sources (KeyMaps.swift, the
  /// modules, every type name) and an empty test folder. `SWIFT=true` leaves formatting out.
  private struct Copy {
    let root: String

    init() throws {
      root =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("module-generator-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(
        atPath: root + "/Tests/TodoKitTests", withIntermediateDirectories: true)
      for folder in ["Scripts", "Templates", "Sources"] {
        try FileManager.default.copyItem(
          atPath: ModuleGeneratorTests.root + "/" + folder, toPath: root + "/" + folder)
      }
    }

    /// Runs the generator on `name`.
    func generate(_ name: String) throws -> FinishedProcess {
      try ChildProcess(
        "/bin/bash", [root + "/Scripts/new-module", name],
        environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "ROOT": root, "SWIFT": "true"]
      ).finishBlocking(timeout: .seconds(30))
    }

    /// Every file below the copy with its contents, to see that nothing changed.
    func snapshot() throws -> [String: Data] {
      var files: [String: Data] = [:]
      let enumerator = FileManager.default.enumerator(atPath: root)
      while let path = enumerator?.nextObject() as? String {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(
          atPath: root + "/" + path, isDirectory: &isFolder)
        files[path] =
          exists && !isFolder.boolValue
          ? FileManager.default.contents(atPath: root + "/" + path) : Data()
      }
      return files
    }

    func write(_ text: String, at path: String) throws {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test(arguments: [
    ("", "no name"), ("foo", "not an UpperCamelCase"), ("Foo-Bar", "not an UpperCamelCase"),
    ("9Foo", "not an UpperCamelCase"), ("Foo Bar", "not an UpperCamelCase"),
    ("Foo_Bar", "not an UpperCamelCase"), ("Émoji", "not an UpperCamelCase"),
    ("Class", "Swift keyword"), ("Self", "Swift keyword"), ("Protocol", "Swift keyword"),
    ("TodoList", "the module TodoList exists"), ("Todo", "starts with Todo"),
    ("TodoTags", "starts with Todo"), ("List", "clash with KeyMaps"),
    ("Help", "clash with KeyMaps"), ("Dialog", "declare a type the package has already"),
  ])
  func refusesABadNameWritingNothing(name: String, reason: String) throws {
    let copy = try Copy()
    defer { copy.remove() }
    let before = try copy.snapshot()
    let run = try copy.generate(name)
    #expect(run.termination != .exited(0))
    #expect(run.errorText.contains(reason), "\(run.errorText)")
    #expect(try copy.snapshot() == before)
  }

  @Test(arguments: [
    "Sources/TodoUI/Modules/Foo/notes.txt", "Sources/TodoUI/Modules/Foo/FooView.swift",
    "Tests/TodoKitTests/FooModuleTests.swift", "Sources/TodoUI/Keys/KeyMaps+Foo.swift",
    "Tests/TestKit/Mocks/FooMocks.swift",
  ])
  func refusesADirtyTargetWritingNothing(path: String) throws {
    let copy = try Copy()
    defer { copy.remove() }
    try copy.write("kept\n", at: path)
    let before = try copy.snapshot()
    let run = try copy.generate("Foo")
    #expect(run.termination != .exited(0))
    #expect(run.errorText.contains("there already"), "\(run.errorText)")
    #expect(try copy.snapshot() == before)
  }

  @Test func writesTheModuleOnceThenRefusesItAsExisting() throws {
    let copy = try Copy()
    defer { copy.remove() }
    let untouched = try copy.snapshot()
    let first = try copy.generate("Sketch")
    #expect(first.termination == .exited(0), "\(first.errorText)")
    let written = ["Protocols", "View", "Interactor", "Presenter", "Router", "Module"].map {
      "Sources/TodoUI/Modules/Sketch/Sketch\($0).swift"
    }
    let keys = "Sources/TodoUI/Keys/KeyMaps+Sketch.swift"
    let tests = [
      "Tests/TodoKitTests/SketchModuleTests.swift", "Tests/TestKit/Mocks/SketchMocks.swift",
    ]
    for path in written + [keys] + tests {
      let text = try String(contentsOfFile: copy.root + "/" + path, encoding: .utf8)
      #expect(!text.contains("__"), "\(path) keeps a placeholder")
    }
    let keyMaps = try String(contentsOfFile: copy.root + "/" + keys, encoding: .utf8)
    #expect(keyMaps.contains("  public var sketch: KeyMap<SketchAction> {\n"))
    #expect(
      keyMaps.contains("  public static let sketch = KeyMaps.Module(\"sketch\", \\.sketch)\n"))
    let after = try copy.snapshot()
    #expect(untouched.filter { after[$0.key] != $0.value }.isEmpty, "a file there was changed")
    for name in ["Sketch", "SKETCH", "Tags"] {
      let again = try copy.generate(name)
      #expect(again.termination != .exited(0))
      #expect(again.errorText.contains("exists"), "\(again.errorText)")
    }
    #expect(try copy.snapshot() == after)
  }
}
