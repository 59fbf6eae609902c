/// What a test required of a mock and did not get. Thrown (the kit has no test framework to
/// record an issue with: it builds with the app's libraries, in every configuration), so the
/// test fails where it asked.
package struct MockFailure: Error, CustomStringConvertible {
  package let description: String

  /// A failure saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
