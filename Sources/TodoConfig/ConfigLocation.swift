/// Where the configuration file is: `$XDG_CONFIG_HOME/todo/config.toml`, else
/// `~/.config/todo/config.toml` (SPEC §11, §13).
public enum ConfigLocation {
  /// The path for `environment`, or nil when neither variable says where (no home).
  public static func path(environment: [String: String]) -> String? {
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return base + "/todo/config.toml"
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/todo/config.toml"
  }
}
