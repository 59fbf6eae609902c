import Foundation
import TodoConfig
import TodoCore
import TodoStorage
import TodoTerminal
import TodoUI

/// The one composition root, shared by the app and every command: the store is opened here,
/// one way, and the environment the app's modules and the commands' use cases run in is built
/// here, once per run.
enum Composition {
  /// The store path `--store` (nil when not given), `$TODO_STORE` or the defaults name; an
  /// empty one is a usage error (exit 2).
  static func storePath(option: String?) throws -> String {
    do {
      return try StoreLocation.path(
        option: option, environment: ProcessInfo.processInfo.environment)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
  }

  /// The configuration file, checked whole (SPEC §13): no file is no configuration; a file
  /// that cannot be used is a usage error naming its line (exit 2), said before the terminal
  /// or the store is touched.
  static func configuration() throws -> Configuration {
    guard let path = ConfigLocation.path(environment: ProcessInfo.processInfo.environment)
    else { return Configuration() }
    do {
      return try Configuration.load(path: path)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
  }

  /// Opens the SQLite store at `path` for `access`, turning any failure into a message
  /// naming the path. A store an earlier version made is upgraded by the first command that
  /// may change it, which takes seconds at a million todos: a line on standard error says so
  /// first, before the list's screen or the command's output.
  static func store(at path: String, for access: StoreAccess) throws -> SQLiteTodoStore {
    do {
      return try SQLiteTodoStore(path: path, access: access) {
        StandardStreams.writeError("todo: upgrading \(path) to this version of todo (once)…\n")
      }
    } catch {
      throw Failure(message: "\(error)")
    }
  }

  /// The environment of the app and of every command over `store`: the wall clock, the local
  /// time zone, one undo history, the person's editor, the keys and view `configuration`
  /// gives (checked first by `keyMaps(_:)`).
  static func environment(
    store: any TodoStore, sync: (any SyncStatusSource)? = nil,
    configuration: Configuration = Configuration(), keyMaps: KeyMaps = .defaults,
    history: ChangeHistory = ChangeHistory()
  ) -> TodoEnvironment {
    TodoEnvironment(
      store: store, clock: SystemClock(), timeZone: timeZone, history: history, keyMaps: keyMaps,
      editor: editor,
      sync: sync, startingView: configuration.view.startingView,
      dayFormat: configuration.view.dayFormat)
  }

  /// The key maps with the configuration's `[keys.SCREEN]` lines applied; a line naming no
  /// screen, action or key, or binding a key twice, is a usage error naming its line.
  static func keyMaps(_ configuration: Configuration) throws -> KeyMaps {
    do {
      return try KeyMaps.defaults.configured(by: configuration.keys)
    } catch {
      throw Failure(message: "\(error)", code: 2)
    }
  }

  /// The colours of `[colors]` for the terminal of `environment`: a colour it cannot show is a
  /// usage error naming its line (unless `NO_COLOR` is set: then no colour is shown at all;
  /// or TERM names no terminal, which `checkUsable` refuses).
  static func palette(
    _ colors: ColorSettings, environment: [String: String]
  ) throws -> Palette {
    var palette = Palette.standard
    for (role, choice) in colors.roles {
      switch role {
      case .accent: palette.foregrounds[.accent] = choice.number
      case .muted: palette.foregrounds[.muted] = choice.number
      case .success: palette.foregrounds[.success] = choice.number
      case .danger: palette.foregrounds[.danger] = choice.number
      case .selection: palette.selection = choice.number
      }
    }
    guard (environment["NO_COLOR"] ?? "").isEmpty else { return palette }
    guard let count = NcursesTerminal.colorCount(environment: environment) else { return palette }
    let term = environment["TERM"] ?? ""
    let unshowable = colors.roles.sorted { ($0.value.line ?? 0) < ($1.value.line ?? 0) }
      .first { $0.value.number >= count }
    if let (role, choice) = unshowable {
      let shows = count == 0 ? "shows no colours" : "shows \(count) colours (0 to \(count - 1))"
      let error = ConfigError(
        file: "config.toml", line: choice.line,
        "\(role.rawValue) = \(choice.written): this terminal (TERM=\(term)) \(shows)")
      throw Failure(message: "\(error)", code: 2)
    }
    return palette
  }

  /// The app's background sync over the store at `path`, when `[sync]` is configured: the
  /// `todo-sync` program started beside the app (`SyncChild`), each status it reports posted
  /// to `mailbox`; nil otherwise, and nothing of sync runs. The password is obtained here,
  /// before the terminal is taken (a password command may ask at the terminal); when it cannot
  /// be had, the app still opens, its header saying why sync is off.
  static func backgroundSync(
    _ settings: SyncSettings?, storePath path: String, mailbox: Mailbox<AppMessage>
  ) -> SyncChild? {
    guard let settings else { return nil }
    do {
      let password = try SyncPassword.obtain(
        command: settings.passwordCommand, environment: ProcessInfo.processInfo.environment)
      return SyncChild(
        program: try SyncProgram.path(), storePath: path, password: password,
        onReport: { mailbox.post(.syncReported) })
    } catch is SyncPassword.Failure {
      return SyncChild(failed: "no password")
    } catch {
      return SyncChild(failed: "todo-sync missing")
    }
  }

  /// The person's editor (`$VISUAL`, else `$EDITOR`, else `vi`), in our environment less its
  /// secrets. `todo replay` runs the same, but never `vi` (`TodoEnvironment.replay`): an
  /// editor is just a command, so a script can stand in for one.
  static var editor: any TextEditor {
    ExternalEditor(environment: ProcessInfo.processInfo.environment)
  }

  /// The zone of the app and every command: the local one (`$TZ`, else the system's).
  static let timeZone = TimeZone.current

  /// Due dates in words as the commands read them: relative to now on the wall clock, in the
  /// local zone (the use cases read them the same way; the commands check a form with this
  /// before they open the store, so a refused form makes no store).
  static func dueDates() -> DueDateParser {
    DueDateParser(now: SystemClock().now(), timeZone: timeZone)
  }

  /// The use cases of a command, over the store `option` names opened for `access`.
  static func useCases(
    storeOption option: String?, for access: StoreAccess
  ) throws
    -> TodoUseCases
  {
    environment(store: try store(at: storePath(option: option), for: access)).useCases
  }
}
