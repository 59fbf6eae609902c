import Testing
import TodoConfig
import TodoTerminal

@testable import TodoUI

/// What a module screen's keys file adds to the key maps, with no line of `KeyMaps` naming it:
/// a map read and rebound through `self[Action.self]`, and a `KeyMaps.Module` for its help,
/// configurable once the app reaches it (`KeyMaps.listedInHelp`).
@Suite struct KeyMapsModulesTests {
  @Test func theScreensAConfigurationNamesAreTheReachedModulesThenTheDialogs() {
    #expect(
      KeyMaps.defaults.configurable.map(\.name) == [
        "list", "filter", "detail", "tags", "lists", "dialog", "field", "notes", "confirm",
        "help", "anywhere",
      ])
    #expect(
      throws: KeyMapProblem(
        description: "unknown screen [keys.sketch] (there are [keys.list], [keys.filter], "
          + "[keys.detail], [keys.tags], [keys.lists], [keys.dialog], [keys.field], [keys.notes], "
          + "[keys.confirm], [keys.help], [keys.anywhere])")
    ) { try KeyMaps.defaults.rebinding(screen: "sketch", action: "back", to: ["b"]) }
  }

  @Test func aModulesMapIsReboundThroughItsOwnPropertyAndBackToItsDefaults() throws {
    let maps = try KeyMaps.defaults.configured(
      by: Configuration.parse("[keys.tags]\nrename = \"R\"\n").keys)
    #expect(maps.tags.action(for: .character("R")) == .rename)
    #expect(maps[TagsAction.self] == maps.tags)
    #expect(maps != KeyMaps.defaults)
    var back = maps
    back.tags = back.tags.rebinding(.rename, to: [.key(.character("r"))])
    #expect(back == KeyMaps.defaults)
  }

  @Test func aModuleOnlyItsOwnFileNamesHasItsHelpFirstAndIsNotConfigurableYet() {
    let sections = KeyMaps.defaults.helpSections(for: .sketch).map(\.title)
    #expect(sections.prefix(4) == ["Sketch", "List", "Filter prompt (after /)", "Detail"])
    #expect(!KeyMaps.defaults.configurable.contains { $0.name == "sketch" })
    #expect(KeyMaps.defaults.sketch.action(for: .character("q")) == .back)
  }
}

/// A module screen's actions as a generated module declares them, in a test: the keys file's
/// three parts.
private enum SketchAction: ScreenKeyAction, ModuleKeyAction {
  case shared(SharedAction)
  case back

  static let allCases: [Self] = [.back, .down, .up]

  var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .back: "back"
    }
  }

  static let defaultKeys = KeyMap<SketchAction>(
    title: "Sketch",
    [
      KeyBinding([.character("q")], "back", .back),
      KeyBinding([.character("j")], "move down", .down),
      KeyBinding([.character("k")], "move up", .up),
    ])
}

extension KeyMaps {
  fileprivate var sketch: KeyMap<SketchAction> {
    get { self[SketchAction.self] }
    set { self[SketchAction.self] = newValue }
  }
}

extension KeyMaps.Module {
  fileprivate static let sketch = KeyMaps.Module("sketch", \.sketch)
}
