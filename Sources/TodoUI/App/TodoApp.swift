import Foundation
import TodoTerminal

/// The composition root's library half: builds the navigation stack over one environment
/// and runs it on a terminal.
public enum TodoApp {
  /// A stack whose root is the list module over `environment`.
  public static func makeNavigation(environment: TodoEnvironment) -> NavigationStack {
    let navigation = NavigationStack()
    navigation.push(TodoListModule.build(environment: environment, navigator: navigation))
    return navigation
  }

  /// Runs the app on `terminal` until quit or the end of input; background work posts to
  /// `mailbox`.
  public static func run(
    environment: TodoEnvironment, terminal: any Terminal,
    mailbox: Mailbox<AppMessage> = Mailbox()
  ) {
    let navigation = makeNavigation(environment: environment)
    AppLoop(
      terminal: terminal, navigation: navigation, keys: environment.keyMaps.app, mailbox: mailbox
    ).run()
  }

  /// Replays `keys` (the input of a key script) headlessly at `size` and returns the final
  /// frame.
  public static func replay(
    keys: [InputEvent], size: Size, environment: TodoEnvironment
  )
    -> ScreenBuffer
  {
    let terminal = HeadlessTerminal(size: size, input: keys)
    run(environment: environment, terminal: terminal)
    return terminal.frame
  }
}
