import ArgumentParser
import Foundation
import TodoTerminal
import TodoUI

/// `todo` (or `todo open`): the interactive app.
struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open the interactive app (the default command).", shouldDisplay: false)

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    // A bad path is a usage error, said before anything else is looked at.
    let path = try Composition.storePath(option: storeOption.store)
    // The configuration is read whole before the terminal is touched.
    let configuration = try Composition.configuration()
    let keyMaps = try Composition.keyMaps(configuration)
    let palette = try Composition.palette(configuration.colors, environment: environment)
    do {
      try NcursesTerminal.checkUsable(environment: environment)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    let store = try Composition.store(at: path, for: .create)
    let mailbox = Mailbox<AppMessage>()
    let sync = Composition.backgroundSync(configuration.sync, storePath: path, mailbox: mailbox)
    defer { sync?.stop() }
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal(
        mouse: configuration.view.mouse, environment: environment, palette: palette)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
    TodoApp.run(
      environment: Composition.environment(
        store: store, sync: sync, configuration: configuration, keyMaps: keyMaps),
      terminal: terminal, mailbox: mailbox)
    terminal.close()
    // Ended by SIGTERM or SIGHUP: the terminal is restored; exit as the signal would have.
    if let signal = terminal.quitSignal { Foundation.exit(128 + signal) }
  }
}
