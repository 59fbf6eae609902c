import Foundation

/// A foreground child process could not be started or waited for.
public struct ForegroundProcessError: Error, Equatable, CustomStringConvertible {
  /// The program that was to run.
  public let program: String
  /// Why not, as an errno value.
  public let code: Int32

  /// `cannot run vim: No such file or directory`.
  public var description: String {
    "cannot run \(program): \(String(cString: strerror(code)))"
  }
}
