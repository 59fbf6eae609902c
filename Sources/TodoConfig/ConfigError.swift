/// Why the configuration file cannot be used: its name, the line at fault when there is one,
/// and what is wrong, as the command line prints it (`config.toml line 3: …`).
public struct ConfigError: Error, Equatable, CustomStringConvertible {
  /// The file's name (`config.toml`).
  public let file: String
  /// The line at fault, from 1; nil for the file as a whole (its permissions, say).
  public let line: Int?
  /// What is wrong.
  public let message: String

  /// An error in `file` at `line`.
  public init(file: String, line: Int?, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `config.toml line 3: url must be …`.
  public var description: String {
    (line.map { "\(file) line \($0): " } ?? "\(file): ") + message
  }
}
