import ArgumentParser
import Foundation
import TodoConfig
import TodoTerminal
import TodoUI

/// `todo config`: where the configuration file is and whether the app can use it, checked as
/// the app checks it (the keys against the screens, the colours against this terminal); with
/// `--keys`, every screen's keys in the file's own words. Its help is the file's manual.
struct Config: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Check the configuration file, or print every key binding.",
    discussion: HelpExamples.config.discussion(
      after: """
        The configuration file is $XDG_CONFIG_HOME/todo/config.toml, else \
        ~/.config/todo/config.toml, readable by you alone (chmod 600). Everything in it is \
        optional:
          [keys.list]          # action = "key" or ["key", "key"]
          add = "n"
          down = ["j", "Down", "C-n"]
          [colors]             # roles: accent, muted, success, danger, selection
          accent = "magenta"   # a curses colour name, default, or 0-255
          selection = 24       # the selected row's background (else reverse)
          [view]
          sort = "due"         # where a new store starts: due, priority, ...
          hide_done = false    # and whether it starts with done todos hidden
          date_format = "%d %b"  # how a day no word fits is written
          mouse = true         # clicks and the wheel
          [sync]               # see todo sync --help
        The screens of [keys.SCREEN] are list, filter, detail, tags, lists, dialog, field, notes, \
        confirm, help and anywhere; todo config --keys prints each one's actions and keys. A \
        key is one character or a name: Enter, Esc, Tab, S-Tab, BS, Del, Up, Down, Left, \
        Right, Home, End, PgUp, PgDn, Space, F1-F12, C-x (Ctrl), M-x (Alt). A key a text \
        field types or edits cannot be bound in dialog, filter, notes or anywhere, nor a \
        confirm key in dialog; a quit key is one more, Ctrl-C always quits. The sorts are \
        due, priority, created, title and manual. The colour names are black, red, green, \
        yellow, blue, magenta, cyan and white. date_format takes %d %e %m %b %B %a %A %y %Y \
        %-d %-m %%. A bad file stops \
        the app before it touches the terminal: todo: config.toml line N: what is wrong, exit \
        status 2. NO_COLOR set in the environment turns every colour off.
        """))

  @Flag(help: "Print every screen's keys as the file writes them (with yours applied).")
  var keys = false

  func run() throws {
    let environment = ProcessInfo.processInfo.environment
    let configuration = try Composition.configuration()
    let keyMaps = try Composition.keyMaps(configuration)
    _ = try Composition.palette(configuration.colors, environment: environment)
    if keys {
      try Output.standard.write(keyMaps.configurationText)
      return
    }
    guard let path = ConfigLocation.path(environment: environment) else {
      try Output.standard.write("no configuration: neither XDG_CONFIG_HOME nor HOME is set\n")
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      try Output.standard.write("\(path): none, everything as it comes\n")
      return
    }
    let parts =
      [
        configuration.keys.isEmpty ? nil : "\(configuration.keys.count) key lines",
        configuration.colors.roles.isEmpty ? nil : "\(configuration.colors.roles.count) colours",
        configuration.view == ViewPreferences() ? nil : "view",
        configuration.sync == nil ? nil : "sync",
      ].compactMap { $0 }
    try Output.standard.write(
      "\(path): fine" + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")") + "\n")
  }
}
