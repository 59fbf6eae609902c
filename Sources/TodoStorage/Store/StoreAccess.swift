/// What a command may do with the store file, decided before it is opened.
public enum StoreAccess: Sendable {
  /// Read and change it, making a new store when there is none (the app, `add`, `import`).
  case create
  /// Read and change an existing store; a missing one is an error (`done`, `rm`).
  case change
  /// Only read an existing store: nothing is created or written, not even a journal file, so
  /// a read-only store can be read (`list`, `export`).
  case read
}
