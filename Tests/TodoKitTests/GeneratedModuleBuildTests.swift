import Foundation
import TestSupport
import Testing

/// `make module NAME=Archive && make test`, as far as the module goes (SPEC §12: the package
/// builds and its tests pass right after generation), in a copy of the package under
/// `.build/module-generator` (git-ignored; reused, so a rerun builds only what changed).
///
/// The copy builds what the generated files can change, and not the rest, which `make test`
/// builds in the tree itself. The files go into TodoUI, so it builds the app (`todo` links
/// every library target of the package; `todo-sync` cannot import TodoUI, see Package.swift),
/// and of the tests the generated ones with the support files they may use (the test files
/// not named `*Tests.swift`). That leaves out the HTTP, TLS and crypto packages and the other
/// tests: a cold copy runs about 570 of a cold build's 1,960 steps. The generator refuses a
/// name any test declares, so no test left out could clash with the module.
@Suite struct GeneratedModuleBuildTests {
  /// The generated files are lint clean, the app and the tests that see the module build
  /// without a warning, and the generated tests pass. Its own suite, not behind the
  /// generator's other tests, so its build starts with the rest of the run.
  @Test(.timeLimit(.minutes(20))) func aGeneratedModuleBuildsAndPassesItsTests() throws {
    let root = ModuleGeneratorTests.root
    let name = ["Archive", "ArchiveAgain"].first {
      !FileManager.default.fileExists(atPath: root + "/Sources/TodoUI/Modules/" + $0)
    }
    let module = try #require(name, "the tree has an Archive and an ArchiveAgain module")
    let copy = try Self.preparedCopy(of: root)
    try Self.run("Scripts/new-module", [module], in: copy)
    let generated = [
      "Sources/TodoUI/Modules/\(module)", "Sources/TodoUI/Keys/KeyMaps+\(module).swift",
      "Tests/TodoKitTests/\(module)ModuleTests.swift",
    ]
    try Self.run("swift", ["format", "lint", "--strict", "--recursive"] + generated, in: copy)
    try Self.keepOnlyTheTests(of: module, in: copy)
    for product in ["todo", "todoPackageTests"] {
      let build = try Self.run("swift", ["build", "--product", product], in: copy)
      #expect(!build.outputText.contains("warning:"), "\(build.outputText)")
    }
    let tests = try Self.run(
      "swift", ["test", "--skip-build", "--filter", "\(module)ModuleTests"], in: copy)
    #expect(tests.outputText.contains("\(module)ModuleTests passed"), "\(tests.outputText)")
  }

  /// The package copied to `.build/module-generator/package` as the tree has it now, with the
  /// dependencies as the tree resolved them (the copy needs no network); modification times
  /// are kept, so what did not change is not built again.
  private static func preparedCopy(of root: String) throws -> String {
    let copy = root + "/.build/module-generator/package"
    let fresh = !FileManager.default.fileExists(atPath: copy + "/.build")
    try run(
      "rm", ["-rf", copy + "/Sources", copy + "/Tests", copy + "/Templates", copy + "/Scripts"])
    try run("mkdir", ["-p", copy + "/.build"])
    let parts = [
      "Package.swift", "Package.resolved", ".swift-format", "Sources", "Tests", "Templates",
      "Scripts",
    ]
    try run(
      "cp",
      ["-a"] + parts.map { root + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        + [copy])
    if fresh {
      let resolved = ["checkouts", "repositories", "workspace-state.json"]
        .map { root + "/.build/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
      if !resolved.isEmpty { try run("cp", ["-a"] + resolved + [copy + "/.build"]) }
    }
    return copy
  }

  /// Narrows the copy's tests to the generated ones and the support files of their target:
  /// the other test files of TodoKitTests go, and the manifest loses the other test targets.
  private static func keepOnlyTheTests(of module: String, in copy: String) throws {
    let folder = copy + "/Tests/TodoKitTests/"
    for file in try FileManager.default.contentsOfDirectory(atPath: folder)
    where file.hasSuffix("Tests.swift") && file != "\(module)ModuleTests.swift" {
      try FileManager.default.removeItem(atPath: folder + file)
    }
    let narrowing = """

      // GeneratedModuleBuildTests: of the tests, only the generated module's target.
      package.targets.removeAll { $0.type == .test && $0.name != "TodoKitTests" }

      """
    let manifest = try FileHandle(forWritingTo: URL(fileURLWithPath: copy + "/Package.swift"))
    defer { try? manifest.close() }
    try manifest.seekToEnd()
    try manifest.write(contentsOf: Data(narrowing.utf8))
  }

  /// Runs `command` in `folder` with this process's environment; fails the test unless it
  /// exits 0.
  @discardableResult
  private static func run(
    _ command: String, _ arguments: [String], in folder: String? = nil
  ) throws -> FinishedProcess {
    let finished = try ChildProcess(
      "/usr/bin/env", [command] + arguments, directory: folder
    ).finishBlocking(timeout: .seconds(1200))
    try #require(
      finished.termination == .exited(0),
      "\(command) \(arguments) failed (\(finished.termination)): \(finished.outputText) \(finished.errorText)"
    )
    return finished
  }
}
