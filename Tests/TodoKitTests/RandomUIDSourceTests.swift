import Foundation
import Testing
import TodoCore

/// The store's UIDs: random version-4 UUIDs, upper case, never the same twice.
struct RandomUIDSourceTests {
  @Test func everyUIDIsAVersionFourUUIDInUpperCase() throws {
    let source = RandomUIDSource()
    for _ in 0..<1000 {
      let uid = source.next()
      let parsed = try #require(UUID(uuidString: uid))
      #expect(parsed.uuidString == uid)
      let scalars = Array(uid)
      #expect(scalars[14] == "4", "version nibble of \(uid)")
      #expect("89AB".contains(scalars[19]), "variant of \(uid)")
    }
  }

  @Test func aThousandUIDsAreAllDifferentAndUseEveryRandomDigit() {
    let source = RandomUIDSource()
    let uids = (0..<1000).map { _ in source.next() }
    #expect(Set(uids).count == uids.count)
    // Every hex digit turns up at every random place in a thousand UUIDs (the version and
    // variant places excepted): no place is stuck.
    for place in [0, 7, 9, 15, 20, 35] {
      #expect(Set(uids.map { Array($0)[place] }).count == 16, "place \(place)")
    }
  }
}
