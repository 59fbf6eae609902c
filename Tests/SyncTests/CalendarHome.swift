import Foundation
import Testing

@testable import TodoSync

/// The calendar home of the account at a server's address, found as discovery finds it
/// (`current-user-principal`, then `calendar-home-set`), so a test makes lists where the
/// server keeps them without knowing its layout.
enum CalendarHome {
  /// The first calendar home of the account at `address`, asked through `client`.
  static func of(_ address: URL, with client: CalDAVClient) async throws -> URL {
    let root = try await client.transport.send(
      "PROPFIND", to: address, headers: [("Depth", "0")], body: DAVRequestBody.accountAddress)
    let principal = try #require(try DiscoveryAnswer.address(root.body, asked: address).principal)
    let homes = try await client.transport.send(
      "PROPFIND", to: principal, headers: [("Depth", "0")], body: DAVRequestBody.calendarHomes)
    return try #require(try DiscoveryAnswer.calendarHomes(homes.body, asked: principal).first)
  }
}
