import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML document with Foundation's `XMLParser` (libxml2 on Linux), namespaces resolved,
/// external entities never loaded, nesting bounded, as a stream: an `XMLTreeReader` decides,
/// element by element, which ones are kept whole as `XMLNode` trees; everything else is read
/// and dropped. So memory follows what the reader keeps, not the size of the document (a tree
/// of a whole answer took seven times its size or more).
enum XMLTreeParser {
  /// The deepest nesting of elements read. A CalDAV answer needs about ten levels (multistatus
  /// > response > propstat > prop > resourcetype > calendar …); a deeper document is refused
  /// while it is read, so no tree is ever deep enough for its (recursive) teardown or
  /// comparison to exhaust the stack (SPEC §15: every answer is bounded in nesting depth).
  static let deepestNesting = 64

  /// Reads `data`, telling `reader` of each element; throws what the reader throws, or
  /// `CalDAVError.malformedResponse` when `data` is not well-formed XML or is nested deeper
  /// than `deepestNesting`.
  static func read(_ data: Data, with reader: any XMLTreeReader) throws(CalDAVError) {
    try XMLPrecheck.check(data)
    // From a stream, libxml2 is fed a chunk at a time: given the whole answer at once, it
    // refuses one over 10 MB ("huge input lookup"), and it would hold a copy of it.
    let parser = XMLParser(stream: BytesInPlace(data))
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    let walker = Walker(reader: reader)
    parser.delegate = walker
    let parsed = parser.parse()
    if let failure = walker.failure { throw failure }
    guard parsed, walker.isComplete else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw .malformedResponse("not well-formed XML (\(reason))")
    }
  }
}

/// What an `XMLTreeParser` asks of its reader as the document goes by.
protocol XMLTreeReader: AnyObject {
  /// An element opens at `depth` (1: the document element), outside any element kept whole:
  /// whether to keep it whole, built with everything inside it into one `XMLNode` handed to
  /// `closed(_:kept:depth:)`. Throws to stop reading.
  func opened(_ element: XMLName, depth: Int) throws(CalDAVError) -> Bool
  /// An element opens at `depth` inside one kept whole (so the reader can bound what it
  /// keeps). Throws to stop reading.
  func openedInside(depth: Int) throws(CalDAVError)
  /// An element outside any kept whole closes; `kept` is the whole element when it was kept.
  /// Throws to stop reading.
  func closed(_ element: XMLName, kept: XMLNode?, depth: Int) throws(CalDAVError)
}

/// The parser's delegate: counts the depth, builds the elements kept whole, drops the rest,
/// and stops at the first failure.
private final class Walker: NSObject, XMLParserDelegate {
  /// Who decides what is kept.
  private let reader: any XMLTreeReader
  /// How many elements are open.
  private var depth = 0
  /// The open elements kept whole, outermost first (always the innermost open elements).
  private var kept: [XMLNode] = []
  /// Why reading stopped, when it did (the parse was then aborted).
  private(set) var failure: CalDAVError?
  /// Whether the document element was closed.
  private(set) var isComplete = false
  /// Whether libxml2 reported an error (the parse then stops at the next element or text).
  private var errorReported = false

  init(reader: any XMLTreeReader) {
    self.reader = reader
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard failure == nil, !stopAfterError(parser) else { return }
    guard depth < XMLTreeParser.deepestNesting else {
      // The kept elements are siblings in this array, not yet nested: dropping them is flat.
      stop(
        parser, .malformedResponse("nested deeper than \(XMLTreeParser.deepestNesting) elements"))
      return
    }
    depth += 1
    let element = XMLName(namespaceURI ?? "", elementName)
    do throws(CalDAVError) {
      if kept.isEmpty {
        guard try reader.opened(element, depth: depth) else { return }
      } else {
        try reader.openedInside(depth: depth)
      }
      kept.append(
        XMLNode(namespace: element.namespace, name: elementName, attributes: attributeDict))
    } catch {
      stop(parser, error)
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard failure == nil, !stopAfterError(parser) else { return }
    let closing = depth
    depth -= 1
    isComplete = depth == 0
    do throws(CalDAVError) {
      guard let node = kept.popLast() else {
        try reader.closed(XMLName(namespaceURI ?? "", elementName), kept: nil, depth: closing)
        return
      }
      if kept.isEmpty {
        try reader.closed(XMLName(node.namespace, node.name), kept: node, depth: closing)
      } else {
        kept[kept.count - 1].children.append(node)
      }
    } catch {
      stop(parser, error)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard failure == nil, !stopAfterError(parser), !kept.isEmpty else { return }
    kept[kept.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard failure == nil, !stopAfterError(parser), !kept.isEmpty else { return }
    kept[kept.count - 1].text += String(decoding: block, as: UTF8.self)
  }

  /// The first error ends the parse at the next element or text: in its recover mode libxml2
  /// would go on past an error (an undeclared prefix) and FoundationXML keep an object for
  /// each, never freed, so an answer of many errors would grow the process without end.
  /// Stopping the parser inside the error report itself crashes libxml2 when the error is in
  /// the first bytes (FoundationXML goes on feeding the stopped parser).
  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    errorReported = true
  }

  /// Stops reading when an error was reported (the parse then fails as not well-formed, for
  /// that error); whether it did.
  private func stopAfterError(_ parser: XMLParser) -> Bool {
    guard errorReported else { return false }
    kept = []
    parser.abortParsing()
    return true
  }

  /// Stops reading for `why`.
  private func stop(_ parser: XMLParser, _ why: CalDAVError) {
    failure = why
    kept = []
    parser.abortParsing()
  }
}

/// The bytes of a `Data` as an `InputStream`, read where they are: `InputStream(data:)` copies
/// them first, which for an answer of 200 MB is 200 MB more while it is read.
private final class BytesInPlace: InputStream {
  /// The bytes.
  private let data: Data
  /// How many have been read.
  private var offset = 0

  init(_ data: Data) {
    self.data = data
    super.init(data: Data())
  }

  override func open() {}

  override func close() {}

  override var hasBytesAvailable: Bool { offset < data.count }

  override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
    let count = min(length, data.count - offset)
    let start = data.startIndex + offset
    data.copyBytes(to: buffer, from: start..<start + count)
    offset += count
    return count
  }
}
