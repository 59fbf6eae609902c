import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an XML document into an `XMLNode` tree with Foundation's `XMLParser` (libxml2 on
/// Linux), namespaces resolved, external entities never loaded, nesting bounded.
enum XMLTreeParser {
  /// The deepest nesting of elements read. A CalDAV answer needs about ten levels (multistatus
  /// > response > propstat > prop > resourcetype > calendar …); a deeper document is refused
  /// while it is read, so no tree is ever deep enough for its (recursive) teardown or
  /// comparison to exhaust the stack (SPEC §15: every answer is bounded in nesting depth).
  static let deepestNesting = 64

  /// The root element of `data`; throws `CalDAVError.malformedResponse` when it is not
  /// well-formed XML or is nested deeper than `deepestNesting`.
  static func parse(_ data: Data) throws(CalDAVError) -> XMLNode {
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldReportNamespacePrefixes = false
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder()
    parser.delegate = builder
    let parsed = parser.parse()
    if builder.tooDeep {
      throw .malformedResponse("nested deeper than \(deepestNesting) elements")
    }
    guard parsed, let root = builder.root else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
      throw .malformedResponse("not well-formed XML (\(reason))")
    }
    return root
  }
}

/// The parser's delegate: keeps a stack of open elements and closes them into their parents.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  /// The elements opened and not yet closed, outermost first.
  private var open: [XMLNode] = []
  /// The document element, once closed.
  private(set) var root: XMLNode?
  /// Whether an element was nested deeper than `XMLTreeParser.deepestNesting` (the parse was
  /// then stopped there).
  private(set) var tooDeep = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    guard !tooDeep else { return }
    guard open.count < XMLTreeParser.deepestNesting else {
      // The open elements are siblings in this array, not yet nested: dropping them is flat.
      tooDeep = true
      parser.abortParsing()
      return
    }
    open.append(
      XMLNode(namespace: namespaceURI ?? "", name: elementName, attributes: attributeDict))
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    guard !tooDeep, let closed = open.popLast() else { return }
    if open.isEmpty {
      root = closed
    } else {
      open[open.count - 1].children.append(closed)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += String(decoding: block, as: UTF8.self)
  }
}
