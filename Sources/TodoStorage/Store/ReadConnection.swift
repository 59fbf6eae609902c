import Foundation
import GRDB
import GRDBSQLite

/// A connection that reads a store file and never writes it, for looking at a file before
/// anything may write to it and for the read-only commands (`list`, `export`). It leaves no
/// files behind: a read-only SQLite connection to a WAL database would create `-wal` and
/// `-shm` beside it and, unable to write, never remove them.
final class ReadConnection {
  /// How the file is opened.
  enum Mode {
    /// Read-write, but `PRAGMA query_only`: for a file and folder we may write. Like any
    /// connection it removes the `-wal` and `-shm` it made when it is the last one to close,
    /// and it reads under SQLite's locks, so another instance may write meanwhile.
    case queryOnly
    /// Read-only. Without a `-wal` beside the file (no instance has it open) the file is
    /// opened `immutable`, which makes no files at all; with one, the existing `-wal` and
    /// `-shm` are read under SQLite's locks.
    case readOnly
  }

  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]
  private var available: Set<String>?

  /// Opens `path` in `mode`, waiting up to `busyTimeout` for another writer's lock.
  init(path: String, mode: Mode, busyTimeout: TimeInterval) throws {
    var flags = SQLITE_OPEN_NOMUTEX | 0x0200_0000  // SQLITE_OPEN_EXRESCODE
    let name: String
    switch mode {
    case .queryOnly:
      flags |= SQLITE_OPEN_READWRITE
      name = path
    case .readOnly:
      flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      let immutable = !FileManager.default.fileExists(atPath: path + "-wal")
      name = Self.uri(path) + (immutable ? "?immutable=1" : "?mode=ro")
    }
    var opened: OpaquePointer?
    let code = sqlite3_open_v2(name, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let message = opened.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
      sqlite3_close_v2(opened)
      throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
    }
    handle = opened
    sqlite3_busy_timeout(handle, Int32(busyTimeout * 1000))
    if mode == .queryOnly {
      try prepare("PRAGMA query_only = 1").run([])
    }
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// The statement for `sql`, prepared once and kept.
  func prepare(_ sql: String) throws -> ExactStatement {
    if let statement = statements[sql] {
      return ExactStatement(handle: statement, connection: handle)
    }
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(handle)))
    }
    statements[sql] = statement
    return ExactStatement(handle: statement, connection: handle)
  }

  /// The names a todo is read by in this file: the `todo` table's columns, and `tags` when
  /// the `todo_tag` table is there (a store made before them is read as it is: this
  /// connection never upgrades it). Looked up once; columns another instance adds meanwhile
  /// are simply not read.
  func todoColumns() throws -> Set<String> {
    if let available { return available }
    var names = Set(
      try prepare("SELECT name FROM pragma_table_info('todo')").rows([]) { $0.text(0) })
    let tagTable = try prepare(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'todo_tag'"
    ).rows([]) { $0.integer(0) > 0 }
    if tagTable.first == true { names.insert("tags") }
    available = names
    return names
  }

  /// Copies the whole database this connection reads into `destination` (an open SQLite
  /// connection, such as an in-memory GRDB queue's), with SQLite's backup API: one consistent
  /// snapshot, the file only read.
  func copy(into destination: OpaquePointer) throws {
    guard let backup = sqlite3_backup_init(destination, "main", handle, "main") else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: sqlite3_errcode(destination)),
        message: String(cString: sqlite3_errmsg(destination)))
    }
    let stepped = sqlite3_backup_step(backup, -1)
    let finished = sqlite3_backup_finish(backup)
    guard stepped == SQLITE_DONE, finished == SQLITE_OK else {
      throw DatabaseError(
        resultCode: ResultCode(rawValue: stepped == SQLITE_DONE ? finished : stepped),
        message: String(cString: sqlite3_errmsg(destination)))
    }
  }

  /// `path` as an SQLite `file:` URI: absolute, every byte but letters, digits, `-._~/`
  /// percent-encoded (so `?`, `#` and `%` in a name stay part of it).
  static func uri(_ path: String) -> String {
    let absolute =
      path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var encoded = "file://"
    for byte in absolute.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded += String(format: "%%%02X", byte)
      }
    }
    return encoded
  }
}
