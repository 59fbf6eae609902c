import TOMLKit

/// The parsed file and where each of its keys is written, so every check can name the line at
/// fault (the TOML library reports lines for syntax errors only).
struct ConfigReader {
  let table: TOMLTable
  let lines: TOMLKeyLines
  let file: String

  /// The error `message` at `key` of `section` (at the section's header when `key` is nil).
  func fail(_ key: String?, in section: String, _ message: String) -> ConfigError {
    ConfigError(file: file, line: lines.line(of: key, in: section), message)
  }

  /// The line of `key` in `section`.
  func line(of key: String, in section: String) -> Int? {
    lines.line(of: key, in: section)
  }

  /// The keys of `table`, in the order the file writes them (the library's order is its own),
  /// so the first mistake in the file is the one reported.
  func keysInFileOrder(of table: TOMLTable, section: String) -> [String] {
    table.keys.sorted {
      (lines.line(of: $0, in: section) ?? .max, $0) < (lines.line(of: $1, in: section) ?? .max, $1)
    }
  }

  /// The section `name` as a table; nil when the file has none; an error when it is a value.
  func section(
    _ name: String, of parent: TOMLTable? = nil, path: String? = nil
  ) throws(ConfigError)
    -> TOMLTable?
  {
    guard let value = (parent ?? table)[name] else { return nil }
    let full = path ?? name
    guard let section = value.table else {
      throw fail(
        name, in: String(full.dropLast(name.count + 1)), "\(name) must be a section: [\(full)]")
    }
    return section
  }

  /// Refuses any key of `section` (named `name`) that is not one of `known`.
  func refuseUnknownKeys(
    of section: TOMLTable, named name: String, known: [String]
  )
    throws(ConfigError)
  {
    for key in keysInFileOrder(of: section, section: name) where !known.contains(key) {
      throw fail(
        key, in: name,
        "unknown key \"\(key)\" in [\(name)] (it takes \(known.sorted().joined(separator: ", ")))")
    }
  }
}
