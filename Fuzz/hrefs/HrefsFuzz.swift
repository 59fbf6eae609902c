import Foundation

/// libFuzzer's entry point for the hrefs target (SPEC §20): where a server's href points
/// (`HrefPlace`) and its one spelling (`HrefPath`). An input is a task list's URL, a line
/// break, then the href; without a line break the whole input is the href, in the task list
/// `https://dav.example.org/alice/tasks/`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHrefs(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  HrefOracle.check(input)
  return 0
}

/// What must hold for every href, whatever a server writes: a crash is not the only failure,
/// an href judged inside the task list that a request would carry elsewhere is one too
/// (issue 29). A broken property stops the run with `fatalError`, naming the input.
enum HrefOracle {
  /// The task list of an input that names none.
  static let defaultCollection = "https://dav.example.org/alice/tasks/"

  /// Checks the properties of the href and task list in `input`.
  static func check(_ input: String) {
    let parts = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let (collectionText, href) =
      parts.count == 2 ? (String(parts[0]), String(parts[1])) : (defaultCollection, input)
    checkSpelling(href)
    // A task list's URL is http or https with a host, and no user or password (those travel
    // in their own header): any other is no task list, and says nothing about hrefs.
    guard let collection = URL(string: collectionText),
      let origin = URLComponents(url: collection, resolvingAgainstBaseURL: true),
      let scheme = origin.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = origin.host, !host.isEmpty, origin.user == nil, origin.password == nil
    else { return }
    let place = HrefPlace(href, in: collection)
    switch place {
    case .outside:
      return
    case .collection:
      checkSameOrigin(href, place, origin)
    case .inside(let path):
      checkSameOrigin(href, place, origin)
      checkInside(path, href, collection, origin)
    }
  }

  /// `HrefPath.canonical` is one spelling: only unreserved characters, `/` and `%XX` with
  /// capital hex digits; the same segments, each meaning what it meant; and canonical again
  /// it is unchanged.
  static func checkSpelling(_ path: String) {
    let canonical = HrefPath.canonical(path)
    expect(HrefPath.canonical(canonical) == canonical, "canonical is not stable", path)
    expect(isSpelledCanonically(canonical), "canonical is \(canonical)", path)
    // Segments in bytes: a combining mark after a `/` makes one character of the two.
    let segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    let canonicalSegments = canonical.utf8.split(
      separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    expect(segments.count == canonicalSegments.count, "canonical changes the segments", path)
    for (segment, spelled) in zip(segments, canonicalSegments) {
      let segment = String(decoding: segment, as: UTF8.self)
      if let meaning = segment.removingPercentEncoding {
        let spelled = String(decoding: spelled, as: UTF8.self)
        expect(spelled.removingPercentEncoding == meaning, "canonical changes \(segment)", path)
      }
    }
  }

  /// An href that is not outside names the task list's scheme, host and port when it names
  /// any: read on its own by another parser, it must agree. (Hosts are compared as
  /// `URLComponents` gives them: IDNA and percent-encoding undone.)
  static func checkSameOrigin(_ href: String, _ place: HrefPlace, _ origin: URLComponents) {
    guard let written = URLComponents(string: href) else { return }
    if let scheme = written.scheme {
      expect(scheme.lowercased() == origin.scheme?.lowercased(), "\(place): scheme", href)
    }
    if let host = written.host {
      expect(host.lowercased() == origin.host?.lowercased(), "\(place): host", href)
      var named = written
      named.scheme = written.scheme ?? origin.scheme
      expect(port(named) == port(origin), "\(place): port", href)
    }
  }

  /// An href inside the task list is a canonical path below the list's own, climbing nowhere
  /// even with every `%XX` undone (a server that decodes `%2F` before `..` must not climb
  /// either); the request made from it (as `CalDAVClient` makes it: the list's URL with this
  /// path) goes to the list's scheme, host and port with exactly this path; and the path, or
  /// that URL, read again is the same place.
  static func checkInside(
    _ path: String, _ href: String, _ collection: URL, _ origin: URLComponents
  ) {
    let problem = "inside(\(path))"
    expect(HrefPath.canonical(path) == path, "\(problem) is not canonical", href)
    let climbs = percentDecoded(path).split(separator: UInt8(ascii: "/")).contains {
      $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
    }
    expect(!climbs, "\(problem) has a . or .. segment once decoded", href)
    let own = HrefPath.canonical(origin.percentEncodedPath)
    let folder = own.hasSuffix("/") ? own : own + "/"
    expect(path.hasPrefix(folder) && path != folder, "\(problem) is not below \(folder)", href)
    var components = origin
    components.percentEncodedPath = path
    components.query = nil
    components.fragment = nil
    guard let url = components.url, let sent = URLComponents(string: url.absoluteString) else {
      expect(false, "\(problem) makes no URL", href)
      return
    }
    expect(sent.scheme?.lowercased() == origin.scheme?.lowercased(), "\(url): scheme", href)
    expect(sent.host?.lowercased() == origin.host?.lowercased(), "\(url): host", href)
    expect(port(sent) == port(origin), "\(url): port", href)
    expect(sent.percentEncodedPath == path, "\(url): path", href)
    expect(HrefPlace(path, in: collection) == .inside(path), "\(problem) again", href)
    expect(HrefPlace(url.absoluteString, in: collection) == .inside(path), "\(url) again", href)
  }

  /// Whether `text` holds only unreserved characters (RFC 3986 §2.3), `/`, and `%` followed
  /// by two capital hex digits.
  private static func isSpelledCanonically(_ text: String) -> Bool {
    var rest = Substring(text).utf8
    while let byte = rest.popFirst() {
      if byte == UInt8(ascii: "%") {
        guard rest.count >= 2, rest.prefix(2).allSatisfy({ HexDigit.value($0) != nil }),
          rest.prefix(2).allSatisfy({ !(UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) })
        else { return false }
        rest = rest.dropFirst(2)
      } else if !isUnreserved(byte) && byte != UInt8(ascii: "/") {
        return false
      }
    }
    return true
  }

  /// Whether `byte` is an unreserved character of RFC 3986 §2.3.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// The bytes of `text` with every `%XX` replaced by its byte.
  private static func percentDecoded(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var rest = Substring(text).utf8
    while let byte = rest.popFirst() {
      if byte == UInt8(ascii: "%"), rest.count >= 2,
        let high = HexDigit.value(rest[rest.startIndex]),
        let low = HexDigit.value(rest[rest.index(after: rest.startIndex)])
      {
        bytes.append(high << 4 | low)
        rest = rest.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return bytes
  }

  /// The port `components` names, or its scheme's default.
  private static func port(_ components: URLComponents) -> Int {
    components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
  }

  /// Stops the run, naming the property broken and the input, unless `holds`.
  private static func expect(_ holds: Bool, _ property: String, _ input: String) {
    guard !holds else { return }
    fatalError("hrefs: \(property), for \(String(reflecting: input))")
  }
}
