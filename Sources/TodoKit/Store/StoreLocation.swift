import Foundation

/// Where the store file lives.
public enum StoreLocation {
  /// `--store`, else `$TODO_STORE`, else `$XDG_DATA_HOME/todo/todo.sqlite`, else
  /// `~/.local/share/todo/todo.sqlite`.
  public static func path(option: String?, environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if let path = environment["TODO_STORE"], !path.isEmpty { return path }
    let dataHome: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      dataHome = xdg
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      dataHome = home + "/.local/share"
    }
    return dataHome + "/todo/todo.sqlite"
  }
}
