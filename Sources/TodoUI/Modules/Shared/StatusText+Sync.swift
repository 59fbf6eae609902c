extension StatusText {
  /// A sync kept same-field conflicts: where the other values are.
  static func syncConflicts(_ count: Int) -> String {
    "Sync kept \(count) conflict\(count == 1 ? "" : "s"): the server's version is in a copy"
      + " tagged +conflict"
  }
}
