import Foundation

/// Where the store file lives.
public enum StoreLocation {
  /// `--store`, else `$TODO_STORE`, else `$XDG_DATA_HOME/todo/todo.sqlite`, else
  /// `~/.local/share/todo/todo.sqlite`. A given path starting with `~/` (or just `~`) is in
  /// the home folder, as a shell would have it, so `TODO_STORE='~/todo.sqlite'` never makes a
  /// folder named `~`. An empty `--store` or `TODO_STORE`, or one starting with `~name`,
  /// is an error: an empty one must not quietly mean the default store.
  public static func path(
    option: String?, environment: [String: String]
  ) throws(StoreLocationError) -> String {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    if let option {
      return try expand(option, home: home, source: .option)
    }
    if let path = environment["TODO_STORE"] {
      return try expand(path, home: home, source: .environment)
    }
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else {
      dataHome = home + "/.local/share"
    }
    return dataHome + "/todo/todo.sqlite"
  }

  /// `path` with a leading `~` or `~/` replaced by `home`.
  private static func expand(
    _ path: String, home: String, source: StoreLocationError.Source
  ) throws(StoreLocationError) -> String {
    guard !path.isEmpty else { throw StoreLocationError(source: source, problem: .empty) }
    guard path.hasPrefix("~") else { return path }
    if path == "~" { return home }
    guard path.hasPrefix("~/") else {
      throw StoreLocationError(source: source, problem: .otherHome(path))
    }
    return home + path.dropFirst()
  }
}
