import Foundation
import Testing

@testable import TodoCore

/// `created` and `updated` of the JSON format, read by hand for speed: the same moments
/// Foundation's ISO 8601 formatter reads, and the same refusals.
@Suite struct InternetTimeTests {
  private static func foundation(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions.insert(.withFractionalSeconds)
    return plain.date(from: text) ?? fractional.date(from: text)
  }

  @Test(arguments: [
    "2026-01-05T09:00:00Z", "1970-01-01T00:00:00Z", "2024-02-29T23:59:59Z",
    "2026-01-05T10:00:00+01:00", "2026-01-05T03:30:00-05:30", "2026-01-05T09:00:00.250Z",
    "1969-12-31T23:59:59Z", "2099-12-31T12:00:00.5+14:00",
  ])
  func readsWhatFoundationReads(text: String) throws {
    let expected = try #require(Self.foundation(text))
    let date = try #require(InternetTime.date(text))
    #expect(abs(date.timeIntervalSince(expected)) < 0.001, "\(text)")
  }

  @Test(arguments: [
    "", "yesterday", "2026-01-05", "2026-01-05T09:00Z", "2026-02-30T09:00:00Z",
    "2026-01-05T24:00:00Z", "2026-01-05T09:00:00", "2026-01-05T09:00:00Zjunk",
    "2026-01-05T09:00:00.Z", "2026-1-05T09:00:00Z", "２０２６-01-05T09:00:00Z",
  ])
  func refusesWhatIsNotATime(text: String) {
    #expect(InternetTime.date(text) == nil, "\(text)")
  }
}
