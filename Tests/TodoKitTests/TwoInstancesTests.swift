import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Two instances on one store file, each a store object of its own: a use case reads, decides
/// and writes in one transaction and writes only the fields the person changed, so an edit of
/// one field by one instance and of another field by the other both survive, however the two
/// interleave.
@Suite final class TwoInstancesTests {
  let folder = ScratchFolder("todo-two")
  let path: String

  init() throws {
    try folder.make()
    path = folder.path("todo.sqlite")
  }

  @Test func anEditSavedAfterAnotherInstanceChangedAnotherFieldKeepsBoth() throws {
    let storeA = try SQLiteTodoStore(path: path)
    let storeB = try SQLiteTodoStore(path: path)
    let a = TodoUseCases(store: storeA, clock: Fixture.clock())
    let b = TodoUseCases(store: storeB, clock: Fixture.clock())
    let item = try a.add(TodoForm(title: "Milk", content: "2 litres"))
    // A opens the edit dialog on what it reads now.
    let opened = TodoForm(try #require(try storeA.item(id: item.id)))
    // B changes the content meanwhile.
    _ = try b.update(
      item.id, applying: TodoPatch([.content], from: TodoFields(content: "3 litres")))
    // A saves a new title.
    var typed = opened
    typed.title = "Oat milk"
    let saved = try a.update(item.id, with: typed, over: opened)
    #expect(
      saved.fields == TodoFields(title: "Oat milk", content: "3 litres", list: Fixture.firstList))
    #expect(try storeB.item(id: item.id)?.fields == saved.fields)
  }

  @Test func anotherInstancesWriteBetweenAUseCasesReadAndWriteWaitsAndBothSurvive() throws {
    let item = try TodoUseCases(store: try SQLiteTodoStore(path: path), clock: Fixture.clock())
      .add(TodoForm(title: "Milk", content: "2 litres"))
    // B is opened first: opening a store may itself wait for a writer.
    let storeB = Handed(try SQLiteTodoStore(path: path))
    let bStarted = DispatchSemaphore(value: 0)
    let bFinished = DispatchSemaphore(value: 0)
    let bOutcome = Outcome()
    var bFinishedInsideA = false
    // Instance A: right after it reads the row, B sets out to change another field.
    let storeA = PausingStore(base: try SQLiteTodoStore(path: path)) {
      Thread.detachNewThread {
        let b = TodoUseCases(store: storeB.value, clock: Fixture.clock())
        bStarted.signal()
        do {
          _ = try b.update(
            item.id, applying: TodoPatch([.content], from: TodoFields(content: "3 litres")))
          bOutcome.set("done")
        } catch {
          bOutcome.set("\(error)")
        }
        bFinished.signal()
      }
      bStarted.wait()
      // Long enough for B to be waiting on A's write lock.
      bFinishedInsideA = bFinished.wait(timeout: .now() + 0.3) == .success
    }
    let a = TodoUseCases(store: storeA, clock: Fixture.clock())
    let saved = try a.update(
      item.id, applying: TodoPatch([.title], from: TodoFields(title: "Oat milk")))
    #expect(storeA.pauses == 1)
    #expect(!bFinishedInsideA, "B's write landed inside A's transaction")
    #expect(
      saved.fields == TodoFields(title: "Oat milk", content: "2 litres", list: Fixture.firstList))
    #expect(bFinished.wait(timeout: .now() + 10) == .success)
    #expect(bOutcome.value == "done")
    let final = try #require(try SQLiteTodoStore(path: path).item(id: item.id))
    #expect(
      final.fields == TodoFields(title: "Oat milk", content: "3 litres", list: Fixture.firstList))
    // A's undo compares and restores only the title it changed: B's content stays.
    #expect(try a.apply(.undo)?.verb == "edit")
    let undone = try #require(try SQLiteTodoStore(path: path).item(id: item.id))
    #expect(
      undone.fields == TodoFields(title: "Milk", content: "3 litres", list: Fixture.firstList))
  }
}

/// A store that runs `between` once, right after the first item a use case reads, in whatever
/// transaction read it: where another instance's write would land if the use case's read and
/// write were not one transaction.
private final class PausingStore: TodoStore {
  let base: SQLiteTodoStore
  let between: () -> Void
  /// How many times `between` ran (at most once).
  fileprivate(set) var pauses = 0

  init(base: SQLiteTodoStore, between: @escaping () -> Void) {
    self.base = base
    self.between = between
  }

  func read<T>(_ body: (any TodoReading) throws -> T) throws -> T {
    try base.read { try body(ObservedReader(base: $0, observe: pause)) }
  }

  func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T {
    try base.write { try body(ObservedWriter(base: $0, observe: pause)) }
  }

  func outsideChangeToken() throws -> Int64 { try base.outsideChangeToken() }

  /// Runs `between` the first time an item is read, only then.
  private func pause(after read: ObservedRead) {
    guard case .item = read, pauses == 0 else { return }
    pauses += 1
    between()
  }
}

/// A value made on one thread and handed to one other thread, which alone uses it from then
/// on. `@unchecked Sendable` is safe because the maker never touches it after the hand-over.
private final class Handed<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// What the other thread reports, behind a lock. `@unchecked Sendable` is safe because every
/// access to `stored` holds `lock`.
private final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?

  func set(_ value: String) { lock.withLock { stored = value } }
  var value: String? { lock.withLock { stored } }
}
