import Foundation
import Testing
import TodoConfig

@testable import TodoSync

/// SPEC §15: the config file and every request judge a task list's URL by one rule
/// (`ServerURLRule`): https anywhere, plain http only to a literal loopback address or the name
/// `localhost`. Each URL of the table goes through both, the `[sync]` reader and
/// `ServerAddress.checked`, which must give the same answer, and the expected one.
@Suite struct ServerURLRuleTests {
  /// What a check said of a URL.
  enum Answer: Equatable, CustomStringConvertible {
    /// Taken, as this URL.
    case taken(URL)
    /// Refused: plain http off this machine.
    case plainHTTPRefused
    /// Refused: not an http or https URL.
    case notHTTP
    /// Refused for another reason, with these words.
    case otherwise(String)

    var description: String {
      switch self {
      case .taken(let url): "taken as \(url.absoluteString)"
      case .plainHTTPRefused: "plain http refused"
      case .notHTTP: "not http"
      case .otherwise(let why): "refused: \(why)"
      }
    }

    /// Whether the URL was taken at all.
    var isTaken: Bool {
      if case .taken = self { return true }
      return false
    }
  }

  /// What is expected of a URL in the table.
  enum Expected { case taken, plainHTTPRefused, notHTTP }

  @Test(arguments: [
    // This machine: an IPv4 literal in 127.0.0.0/8, ::1 in brackets, or localhost itself.
    ("http://127.0.0.1:5232/alice/tasks/", Expected.taken), ("http://127.1.2.3/", .taken),
    ("http://127.255.255.255/", .taken), ("http://[::1]:5232/alice/tasks/", .taken),
    ("http://[0:0:0:0:0:0:0:1]/", .taken), ("http://localhost:5232/alice/tasks/", .taken),
    ("http://LocalHost/", .taken), ("HTTP://127.0.0.1/", .taken),
    ("http://alice@127.0.0.1/", .taken),
    // Foundation reads these as localhost and 127.0.0.1, and so connects there.
    ("http://ｌｏｃａｌｈｏｓｔ/", .taken), ("http://evil.example\\@127.0.0.1/", .taken),
    // https goes anywhere.
    ("https://dav.example.org/alice/tasks/", .taken), ("https://tasks.localhost/", .taken),
    ("https://127.1/", .taken),
    // Names: what they lead to is up to /etc/hosts and DNS.
    ("http://tasks.localhost:5232/alice/tasks/", .plainHTTPRefused),
    ("http://localhost./", .plainHTTPRefused), ("http://localhost.localdomain/", .plainHTTPRefused),
    ("http://127.0.0.1.nip.io/", .plainHTTPRefused), ("http://127.example.com/", .plainHTTPRefused),
    ("http://127.+0.0.1/", .plainHTTPRefused), ("http://127.0.0.-1/", .plainHTTPRefused),
    ("http://dav.example.org/alice/tasks/", .plainHTTPRefused),
    // Numbers only a resolver reads (inet_aton's shorthands, octal, hex, one number).
    ("http://127.1/", .plainHTTPRefused), ("http://0x7f.0.0.1/", .plainHTTPRefused),
    ("http://2130706433/", .plainHTTPRefused), ("http://127.0.0.01/", .plainHTTPRefused),
    ("http://0177.0.0.1/", .plainHTTPRefused),
    // Other addresses, IPv4-mapped ::1, a zone, percent-encoding.
    ("http://10.0.0.1/", .plainHTTPRefused), ("http://128.0.0.1/", .plainHTTPRefused),
    ("http://0.0.0.0/", .plainHTTPRefused), ("http://[::]/", .plainHTTPRefused),
    ("http://[::2]/", .plainHTTPRefused), ("http://[::ffff:127.0.0.1]/", .plainHTTPRefused),
    ("http://[::1%25lo]/", .plainHTTPRefused), ("http://127.0.0.%31/", .plainHTTPRefused),
    ("http://loc%61lhost/", .plainHTTPRefused), ("http://localhost%00/", .plainHTTPRefused),
    // The host is what comes after the user, before the path, query or fragment.
    ("http://127.0.0.1@evil.example/", .plainHTTPRefused),
    ("http://127.0.0.1:80@evil.example/", .plainHTTPRefused),
    ("http://[::1]@evil.example/", .plainHTTPRefused),
    ("http://localhost@evil.example/", .plainHTTPRefused),
    ("http://evil.example#@127.0.0.1/", .plainHTTPRefused),
    ("http://evil.example?@127.0.0.1/", .plainHTTPRefused),
    // Not http at all.
    ("ftp://127.0.0.1/", .notHTTP), ("http:/127.0.0.1/", .notHTTP), ("http:///x", .notHTTP),
    ("file:///etc/hosts", .notHTTP),
  ])
  func theConfigFileAndEveryRequestJudgeAURLAlike(address: String, expected: Expected) throws {
    let url = try #require(URL(string: address), "Foundation cannot read \(address)")
    let fromConfig = Self.configAnswer(address)
    let fromRequest = Self.requestAnswer(url)
    #expect(fromConfig == fromRequest, "\(address): config \(fromConfig), request \(fromRequest)")
    switch expected {
    case .taken: #expect(fromRequest.isTaken, "\(address)")
    case .plainHTTPRefused: #expect(fromRequest == .plainHTTPRefused, "\(address)")
    case .notHTTP: #expect(fromRequest == .notHTTP, "\(address)")
    }
  }

  /// The refusals say what to do instead, in the file and when a request is refused.
  @Test func aRefusalSaysWhatToDo() throws {
    let url = try #require(URL(string: "http://tasks.localhost:5232/alice/tasks/"))
    do {
      _ = try Configuration.parse("[sync]\nurl = \"\(url.absoluteString)\"\nusername = \"a\"\n")
      Issue.record("the config file took \(url)")
    } catch {
      #expect(
        error.message
          == "plain http is refused except to this machine (the password would cross the network "
          + "unencrypted): use https, or name a server on this machine as 127.0.0.1, [::1] or "
          + "localhost")
    }
    #expect(
      CalDAVError.insecureURL(url.absoluteString).description
        == "plain http is allowed only to this machine (\(url.absoluteString)): use https, or "
        + "name a server on this machine as 127.0.0.1, [::1] or localhost")
  }

  /// What the `[sync]` reader of config.toml says of `address`.
  private static func configAnswer(_ address: String) -> Answer {
    do {
      let text = "[sync]\nurl = '\(address)'\nusername = \"alice\"\n"
      guard let url = try Configuration.parse(text).sync?.url else { return .notHTTP }
      return .taken(url)
    } catch {
      if error.message.hasPrefix("plain http is refused") { return .plainHTTPRefused }
      if error.message.hasPrefix("url must be the task list's https address") { return .notHTTP }
      return .otherwise(error.message)
    }
  }

  /// What the check before each request says of `url`.
  private static func requestAnswer(_ url: URL) -> Answer {
    do {
      return .taken(try ServerAddress.checked(url))
    } catch .insecureURL {
      return .plainHTTPRefused
    } catch .invalidURL {
      return .notHTTP
    } catch {
      return .otherwise(error.description)
    }
  }
}
