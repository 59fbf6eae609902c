/// A store path that names no file: empty, or in another user's home folder (`~bob/…`).
public struct StoreLocationError: Error, Equatable, CustomStringConvertible {
  /// Where the path came from.
  public enum Source: Equatable, Sendable {
    /// `--store PATH`.
    case option
    /// `$TODO_STORE`.
    case environment
  }

  /// What is wrong with it.
  public enum Problem: Equatable, Sendable {
    /// It is empty.
    case empty
    /// It starts with `~name`, which only a shell expands.
    case otherHome(String)
  }

  /// Where the path came from.
  public let source: Source
  /// What is wrong with it.
  public let problem: Problem

  /// The sentence after `todo: `.
  public var description: String {
    switch (source, problem) {
    case (.option, .empty): "--store needs a path"
    case (.environment, .empty):
      "TODO_STORE is empty: set it to a path, or unset it for the default store"
    case (.option, .otherHome(let path)):
      "--store: '\(path)' starts with ~name, which todo does not expand; write the full path"
    case (.environment, .otherHome(let path)):
      "TODO_STORE: '\(path)' starts with ~name, which todo does not expand; write the full path"
    }
  }
}
