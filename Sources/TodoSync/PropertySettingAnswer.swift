import Foundation

/// Reads the answer to a request that set properties: a PROPPATCH's 207 multistatus (RFC 4918
/// §9.2) or the `mkcalendar-response` of a failed MKCALENDAR (RFC 4791 §5.3.1), each property
/// named with the status of its propstat. No write fails in silence: a property counts as set
/// only when the answer gives it a 2xx for the resource asked; one it leaves out, fails, or
/// answers for another resource was not set.
enum PropertySettingAnswer {
  /// One property named in a propstat, or the status of a whole `<response>` (xandikos
  /// answers a PROPPATCH to nothing with a 207 whose response is a 404).
  struct Outcome: Sendable, Equatable {
    /// The href of its `<response>`; nil in a `mkcalendar-response`, which has none.
    var href: String?
    /// The property; nil for a response's own status.
    var property: XMLName?
    /// Its propstat's (or response's) status code; nil when there is none or it does not read
    /// as one.
    var status: Int?
  }

  /// The most properties an answer may name. The client sets at most three; the bound keeps
  /// what a hostile answer makes us hold small, however long it is.
  static let mostProperties = 100
  /// The most elements inside the values kept (hrefs, statuses), which hold none in a real
  /// answer.
  static let mostElementsInValues = 100

  /// Every property `data` names in a propstat, and every response's own status, in document
  /// order. Throws
  /// `CalDAVError.malformedResponse` when `data` is not XML, is neither a `DAV:multistatus` nor
  /// a `C:mkcalendar-response`, has a response without an href, or passes a bound.
  static func outcomes(_ data: Data) throws(CalDAVError) -> [Outcome] {
    let reader = PropertySettingReader()
    try XMLTreeParser.read(data, with: reader)
    return reader.outcomes
  }

  /// Of `sent`, the properties the answer `body` to a request to `asked` does not say were set,
  /// in `sent`'s order, and the first failing status it gave one of them or the resource (a
  /// 424, "failed because another did", only when there is no other). Hrefs are held to `asked`'s origin
  /// (`OriginHref`): a response for anything but `asked` confirms nothing.
  static func refused(
    _ sent: [XMLName], in body: Data, asked: URL
  ) throws(CalDAVError) -> (properties: [XMLName], status: Int?) {
    let target = path(of: asked)
    var set: Set<XMLName> = []
    var failed: Set<XMLName> = []
    var statuses: [Int] = []
    for outcome in try outcomes(body) {
      if let href = outcome.href {
        guard let url = OriginHref.url(href, answering: asked), path(of: url) == target else {
          continue
        }
      }
      let succeeded = outcome.status.map { (200..<300).contains($0) } ?? false
      if let property = outcome.property {
        _ = succeeded ? set.insert(property) : failed.insert(property)
      }
      if !succeeded, let status = outcome.status { statuses.append(status) }
    }
    let refused = sent.filter { !set.contains($0) || failed.contains($0) }
    return (refused, statuses.first { $0 != 424 } ?? statuses.first)
  }

  /// The canonical path of `url` without a trailing `/`: a server may answer for a collection
  /// with or without it.
  private static func path(of url: URL) -> String {
    let path = HrefPath.canonical(
      URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path)
    return path.hasSuffix("/") ? String(path.dropLast()) : path
  }
}

/// Keeps, of an answer read by `XMLTreeParser`, the names of the properties in each propstat's
/// first `<prop>` with that propstat's first status, and each response's first href.
private final class PropertySettingReader: XMLTreeReader {
  /// The properties read, of responses already closed.
  private(set) var outcomes: [PropertySettingAnswer.Outcome] = []
  /// The depth of a propstat: 3 in a multistatus (inside a response), 2 in a
  /// `mkcalendar-response`; nil until the document element is read.
  private var propstatDepth: Int?
  /// Whether a `<response>` of a multistatus is open.
  private var inResponse = false
  /// The open response's first href, and its own first status.
  private var href: String?
  private var responseStatus: String?
  /// The open response's properties, whose href may come after them.
  private var pending: [PropertySettingAnswer.Outcome] = []
  /// Whether a propstat is open, whether its first `<prop>` was opened, and whether it is open.
  private var inPropstat = false
  private var sawProp = false
  private var inProp = false
  /// The properties of the open propstat, and its first status.
  private var names: [XMLName] = []
  private var status: String?
  /// The elements opened inside kept values so far.
  private var valueElements = 0

  func opened(_ element: XMLName, depth: Int) throws(CalDAVError) -> Bool {
    guard let level = propstatDepth else {
      switch element {
      case .multistatus: propstatDepth = 3
      case .mkcalendarResponse: propstatDepth = 2
      default:
        throw .malformedResponse("expected a DAV multistatus, got <\(element.name)>")
      }
      return false
    }
    let insideAnswer = level == 2 || inResponse
    switch depth {
    case 2 where level == 3 && element == .response:
      (inResponse, href, responseStatus, pending) = (true, nil, nil, [])
      return false
    case 3 where inResponse && element == .href:
      return href == nil
    case 3 where inResponse && element == .status:
      return responseStatus == nil
    case level where insideAnswer && element == .propstat:
      (inPropstat, sawProp, inProp, names, status) = (true, false, false, [], nil)
      return false
    case level + 1 where inPropstat:
      if element == .prop, !sawProp {
        (sawProp, inProp) = (true, true)
        return false
      }
      return element == .status && status == nil
    case level + 2 where inProp:
      names.append(element)
      guard outcomes.count + pending.count + names.count <= PropertySettingAnswer.mostProperties
      else {
        throw .malformedResponse(
          "the answer names more than \(PropertySettingAnswer.mostProperties) properties")
      }
      return false
    default:
      return false
    }
  }

  func openedInside(depth: Int) throws(CalDAVError) {
    valueElements += 1
    guard valueElements <= PropertySettingAnswer.mostElementsInValues else {
      throw .malformedResponse(
        "more than \(PropertySettingAnswer.mostElementsInValues) elements inside the values read")
    }
  }

  func closed(_ element: XMLName, kept: XMLNode?, depth: Int) throws(CalDAVError) {
    guard let level = propstatDepth else { return }
    if let kept {
      if element == .href {
        href = kept.trimmedText
      } else if inPropstat {
        status = kept.trimmedText
      } else {
        responseStatus = kept.trimmedText
      }
      return
    }
    switch depth {
    case level + 1 where inPropstat && element == .prop:
      inProp = false
    case level where inPropstat && element == .propstat:
      let code = status.flatMap(MultiStatus.statusCode)
      pending += names.map { PropertySettingAnswer.Outcome(href: nil, property: $0, status: code) }
      (inPropstat, sawProp, inProp, names, status) = (false, false, false, [], nil)
      if level == 2 {
        outcomes += pending
        pending = []
      }
    case 2 where inResponse && element == .response:
      guard let href, !href.isEmpty else { throw .malformedResponse("a response without an href") }
      if let responseStatus {
        pending.append(
          .init(href: nil, property: nil, status: MultiStatus.statusCode(responseStatus)))
        guard outcomes.count + pending.count <= PropertySettingAnswer.mostProperties else {
          throw .malformedResponse(
            "the answer names more than \(PropertySettingAnswer.mostProperties) properties")
        }
      }
      outcomes += pending.map { outcome in
        var outcome = outcome
        outcome.href = href
        return outcome
      }
      (inResponse, self.href, responseStatus, pending) = (false, nil, nil, [])
    default:
      break
    }
  }
}

extension XMLName {
  /// `C:mkcalendar-response`, a MKCALENDAR's answer.
  fileprivate static let mkcalendarResponse = XMLName(XMLNamespace.caldav, "mkcalendar-response")
}
