import ArgumentParser

/// A command's usage line written from its declarations. swift-argument-parser writes an id or
/// a title taken as typed (`.allUnrecognized`, so `-1` is an id to refuse) as `[<id> ...]`, so
/// the command names its words and its one positional itself; the options follow as the
/// parser writes them from the option groups, so the line cannot drift from the options.
enum Usage {
  /// `words` (`todo edit <id>`), then the options of `groups` in order.
  static func line(_ words: String, _ groups: [any ParsableArguments.Type]) -> String {
    ([words] + groups.map(options)).joined(separator: " ")
  }

  /// The options of `group` as a usage line writes them: the parser's line for the group, less
  /// the name it gives the group itself (its first word).
  private static func options(of group: any ParsableArguments.Type) -> String {
    let line = group.usageString()
    guard let space = line.firstIndex(of: " ") else { return "" }
    return String(line[line.index(after: space)...])
  }
}
