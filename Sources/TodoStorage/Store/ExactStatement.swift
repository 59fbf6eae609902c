import Foundation
import GRDB
import GRDBSQLite

/// A value bound to one `?` of an SQL statement.
enum SQLValue {
  /// An integer (ids, flags).
  case integer(Int64)
  /// A floating-point number (times).
  case real(Double)
  /// Text, kept whole.
  case text(String)
  /// No value (a todo with no due date).
  case null
}

/// One prepared SQLite statement driven through SQLite's C API, the one place where the store
/// binds and reads text. Text goes in with its UTF-8 byte count and comes out with
/// `sqlite3_column_bytes`, so a string is kept whole, NUL bytes included: GRDB binds Swift
/// strings with length -1 and reads them as C strings, which cuts them at the first NUL.
struct ExactStatement {
  /// The prepared statement.
  let handle: OpaquePointer
  /// The connection it belongs to, for error messages, row ids and change counts.
  let connection: OpaquePointer

  /// SQLite copies bound text at once (`SQLITE_TRANSIENT`), so the Swift buffer may go away.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  /// Resets the statement and binds `values` to its parameters in order.
  func bind(_ values: [SQLValue]) throws {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .real(let number): code = sqlite3_bind_double(handle, index, number)
      case .null: code = sqlite3_bind_null(handle, index)
      case .text(let text):
        var text = text
        code = text.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) { characters in
            // A nil address would bind NULL: an empty string is bound as "".
            guard let start = characters.baseAddress else {
              return sqlite3_bind_text64(handle, index, "", 0, Self.transient, UInt8(SQLITE_UTF8))
            }
            return sqlite3_bind_text64(
              handle, index, start, sqlite3_uint64(characters.count), Self.transient,
              UInt8(SQLITE_UTF8))
          }
        }
      }
      guard code == SQLITE_OK else { throw error(code) }
    }
  }

  /// Steps once: true when a row is ready to read, false when the statement is done.
  func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code:
      sqlite3_reset(handle)
      throw error(code)
    }
  }

  /// Binds `values` and runs the statement to its end (for statements that change rows).
  func run(_ values: [SQLValue]) throws {
    try bind(values)
    defer { sqlite3_reset(handle) }
    while try step() {}
  }

  /// Binds `values` and reads every row with `row`, then resets the statement so it holds no
  /// read lock.
  func rows<Row>(_ values: [SQLValue], _ row: (ExactStatement) -> Row) throws -> [Row] {
    try bind(values)
    defer { sqlite3_reset(handle) }
    var rows: [Row] = []
    while try step() { rows.append(row(self)) }
    return rows
  }

  /// The text in `column` of the current row, all of its bytes.
  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    let count = Int(sqlite3_column_bytes(handle, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Whether `column` of the current row holds no value.
  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  /// The integer in `column` of the current row.
  func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  /// The number in `column` of the current row.
  func real(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }

  /// A column's value as SQLite holds it (a sort key read to be bound again).
  func value(_ column: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, column) {
    case SQLITE_INTEGER: .integer(integer(column))
    case SQLITE_FLOAT: .real(real(column))
    case SQLITE_NULL: .null
    default: .text(text(column))
    }
  }

  /// The id of the row the connection inserted last.
  var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(connection) }

  /// How many rows the connection's last statement changed.
  var changes: Int { Int(sqlite3_changes(connection)) }

  /// The failure `code` as GRDB reports it, with SQLite's message.
  private func error(_ code: Int32) -> DatabaseError {
    DatabaseError(
      resultCode: ResultCode(rawValue: code),
      message: sqlite3_errmsg(connection).map { String(cString: $0) })
  }
}
