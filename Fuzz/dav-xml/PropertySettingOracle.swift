import Foundation

/// What must hold for every answer to a PROPPATCH or MKCALENDAR, whatever a server writes: the
/// properties read stay within their bound, and what is called refused is only ever what was
/// sent, each once, with every sent property the answer does not confirm among them (no write
/// passes for made in silence). A broken property stops the run with `fatalError`.
enum PropertySettingOracle {
  /// The list every input answers for, on a loopback server.
  static let asked = URL(string: "http://127.0.0.1:5232/alice/calendars/new/")
  /// The properties a rename sends.
  static let sent = [
    XMLName(XMLNamespace.dav, "displayname"), XMLName(XMLNamespace.appleICal, "calendar-color"),
  ]

  /// Reads `body` as such an answer and checks what comes out.
  static func check(_ body: Data) {
    guard let asked else { fatalError("the asked URL does not parse") }
    guard let outcomes = try? PropertySettingAnswer.outcomes(body) else { return }
    guard outcomes.count <= PropertySettingAnswer.mostProperties else {
      fatalError("\(outcomes.count) properties read, past the bound")
    }
    guard let refused = try? PropertySettingAnswer.refused(sent, in: body, asked: asked) else {
      fatalError("an answer read once is refused the second time")
    }
    guard Set(refused.properties).isSubset(of: sent),
      Set(refused.properties).count == refused.properties.count
    else { fatalError("refused what was not sent, or twice: \(refused.properties)") }
    for property in sent where !refused.properties.contains(property) {
      let confirmed = outcomes.contains {
        $0.property == property && $0.status.map { (200..<300).contains($0) } == true
      }
      guard confirmed else { fatalError("\(property.name) passes for set, never confirmed") }
    }
  }
}
