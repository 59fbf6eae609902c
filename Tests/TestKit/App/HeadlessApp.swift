import TodoCore
import TodoTerminal
import TodoUI

/// The whole app over a store on a headless terminal, driven a key at a time, with idle
/// ticks (when other instances' changes show) exactly where a test asks for them: what
/// `TodoApp.run` assembles, stepped by hand instead of run to the end of its input.
package final class HeadlessApp {
  package let terminal: HeadlessTerminal
  package let navigation: NavigationStack
  private let loop: AppLoop

  /// The app over `store`, drawn once, at `size`.
  package init(store: any TodoStore, size: Size = Size(columns: 64, rows: 14)) {
    terminal = HeadlessTerminal(size: size)
    navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    loop = AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app)
    loop.render()
  }

  /// Presses `keys` one after another, drawing after each.
  package func press(_ keys: Key...) {
    for key in keys {
      navigation.handle(key)
      loop.render()
    }
  }

  /// Types `text` a character at a time.
  package func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// An idle tick: screens look for other instances' changes.
  package func idle() {
    navigation.refresh()
    loop.render()
  }

  /// The screen as text.
  package var screen: String { terminal.frame.text }

  /// Row `y` as text.
  package func row(_ y: Int) -> String { terminal.frame.rowText(y) }

  /// The bottom row as text.
  package var footer: String { row(terminal.size.rows - 1) }
}
