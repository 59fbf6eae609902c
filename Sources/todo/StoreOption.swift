import ArgumentParser
import TodoCore
import TodoStorage

/// `--store PATH`, shared by every command that opens the store.
struct StoreOption: ParsableArguments {
  @Option(name: .long, help: "The store file (default: $TODO_STORE, else the XDG data folder).")
  var store: String?

  /// The use cases over the store this option names, opened for `access`.
  func useCases(for access: StoreAccess) throws -> TodoUseCases {
    try Composition.useCases(storeOption: store, for: access)
  }
}
