import Foundation

/// What must hold for every answer of account discovery, whatever a server writes: each URL
/// read from it (a principal, a calendar home, a task list) is on the origin of the request it
/// answered, with no user and a path that cannot read as a host, so no later request carries
/// the password elsewhere; and no reading keeps more than its bound. A broken property stops
/// the run with `fatalError`, naming what broke.
enum DiscoveryOracle {
  /// The request every input answers: an account's principal on a loopback server.
  static let asked = URL(string: "http://127.0.0.1:5232/alice/")

  /// Reads `body` as each discovery answer and checks what comes out.
  static func check(_ body: Data) {
    guard let asked else { fatalError("the asked URL does not parse") }
    if let address = try? DiscoveryAnswer.address(body, asked: asked) {
      if let list = address.taskList, list.url != asked {
        fatalError("the address's task list is not the address: \(list.url)")
      }
      address.principal.map { checkOrigin($0, "principal") }
    }
    if let principal = try? DiscoveryAnswer.principal(body, asked: asked) {
      checkOrigin(principal, "well-known principal")
    }
    if let homes = try? DiscoveryAnswer.calendarHomes(body, asked: asked) {
      homes.forEach { checkOrigin($0, "calendar home") }
      checkBounded(homes, DiscoveryAnswer.mostCalendarHomes, "calendar homes")
    }
    if let lists = try? DiscoveryAnswer.taskLists(body, asked: asked) {
      lists.forEach { checkOrigin($0.url, "task list") }
      checkBounded(lists.map(\.url), DiscoveryAnswer.mostTaskLists, "task lists")
    }
  }

  /// Stops the run unless `url` (a `what`) is on `asked`'s origin with a plain absolute path.
  private static func checkOrigin(_ url: URL, _ what: String) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      components.scheme == "http", components.host == "127.0.0.1", components.port == 5232,
      components.user == nil, components.password == nil,
      components.percentEncodedPath.hasPrefix("/"), !components.percentEncodedPath.hasPrefix("//")
    else { fatalError("a \(what) off the account's origin: \(url.absoluteString)") }
  }

  /// Stops the run when `urls` (of `what`) are more than `most` or hold one twice.
  private static func checkBounded(_ urls: [URL], _ most: Int, _ what: String) {
    guard urls.count <= most, Set(urls).count == urls.count else {
      fatalError("\(urls.count) \(what), some twice or past the bound \(most)")
    }
  }
}
