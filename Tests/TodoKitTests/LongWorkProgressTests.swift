import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Long work tells its progress as it goes, a thousand todos at a time and once at the end:
/// an import as it writes, an export as it encodes; and encoding in steps changes no byte.
@Suite struct LongWorkProgressTests {
  private static let everyStep = [0, 1000, 2000, 2500]

  @Test func anImportReportsAsItWritesAndAddsEveryTodo() throws {
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    let todos = (1...2500).map { ImportedTodo(TodoFields(title: "Todo \($0)")) }
    var reports: [WorkProgress] = []
    #expect(try cases.add(imported: todos) { reports.append($0) } == 2500)
    #expect(reports.map(\.done) == Self.everyStep)
    #expect(reports.allSatisfy { $0.total == 2500 })
    #expect(try store.read { try $0.count() } == 2500)
  }

  @Test(arguments: InterchangeFormat.allCases)
  func anExportReportsAsItEncodes(format: InterchangeFormat) throws {
    let items = Fixture.numbered(2500)
    var reports: [WorkProgress] = []
    let data = try format.encode(items, stamp: Fixture.start) { reports.append($0) }
    #expect(reports.map(\.done) == Self.everyStep)
    #expect(reports.allSatisfy { $0.total == 2500 })
    #expect(try format.decode(data).map(\.fields.title) == items.map(\.title))
  }

  @Test(arguments: [1, 999, 1000, 1001, 2500])
  func jsonEncodedInStepsIsTheArrayEncodedAtOnce(count: Int) throws {
    let items = Array(Fixture.numbered(count))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let atOnce = try encoder.encode(items.map { JSONTodo($0) })
    #expect(JSONInterchange.encode(items) == atOnce + Data("\n".utf8))
  }
}
