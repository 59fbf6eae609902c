import Foundation

/// What an answer must be before Foundation's `XMLParser` sees it. FoundationXML on Linux
/// traps on bytes that are not UTF-8 in a name, a comment, an entity reference or a processing
/// instruction (libxml2 hands them over before it reports them), and it reads a processing
/// instruction without data (`<?x?>`) through a null pointer: either would crash the sync. No
/// CalDAV answer needs what is refused here: answers are UTF-8, hold no processing instruction
/// but the XML declaration, and no document type (whose entities are the other old way in).
enum XMLPrecheck {
  /// Throws `CalDAVError.malformedResponse` unless `data` is UTF-8 with no processing
  /// instruction but a leading XML declaration, and no `<!DOCTYPE`. Comments and CDATA
  /// sections are skipped: what they hold is text.
  static func check(_ data: Data) throws(CalDAVError) {
    let refused: String? = data.withUnsafeBytes { bytes in
      isUTF8(bytes) ? markupRefused(in: bytes) : "not UTF-8"
    }
    if let refused { throw .malformedResponse(refused) }
  }

  /// The markup looked for, as bytes.
  private static let comment = Array("<!--".utf8)
  private static let commentEnd = Array("-->".utf8)
  private static let cdata = Array("<![CDATA[".utf8)
  private static let cdataEnd = Array("]]>".utf8)
  private static let instruction = Array("<?".utf8)
  private static let declaration = Array("<?xml".utf8)
  private static let documentType = Array("<!DOCTYPE".utf8)
  /// The byte order mark a UTF-8 document may start with.
  private static let byteOrderMark = [UInt8]([0xEF, 0xBB, 0xBF])

  /// Whether `bytes` are UTF-8 throughout (no overlong forms, surrogates or bytes past
  /// U+10FFFF).
  private static func isUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var decoder = UTF8()
    var bytes = bytes.makeIterator()
    while true {
      switch decoder.decode(&bytes) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  /// Why the markup in `bytes` is refused, or nil.
  private static func markupRefused(in bytes: UnsafeRawBufferPointer) -> String? {
    let less = UInt8(ascii: "<")
    let documentStart = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    var index = 0
    while let start = bytes[index...].firstIndex(of: less) {
      let rest = bytes[start...]
      if rest.starts(with: comment) {
        // Unclosed, the rest is the comment's: libxml2 finds it not well-formed.
        guard let end = find(commentEnd, in: bytes, from: start + comment.count) else {
          return nil
        }
        index = end
      } else if rest.starts(with: cdata) {
        guard let end = find(cdataEnd, in: bytes, from: start + cdata.count) else { return nil }
        index = end
      } else if rest.starts(with: instruction) {
        // The declaration (`<?xml version="1.0"?>`) is a processing instruction's form too.
        let after = start + declaration.count
        let isDeclaration =
          start == documentStart && rest.starts(with: declaration) && after < bytes.count
          && [0x20, 0x09, 0x0D, 0x0A].contains(bytes[after])
        guard isDeclaration else { return "a processing instruction" }
        index = after
      } else if rest.starts(with: documentType) {
        return "a document type declaration"
      } else {
        index = start + 1
      }
    }
    return nil
  }

  /// The index just past the first `needle` in `bytes` at or after `from`, or nil.
  private static func find(
    _ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from: Int
  ) -> Int? {
    var index = from
    while index + needle.count <= bytes.count {
      guard let first = bytes[index...].firstIndex(of: needle[0]) else { return nil }
      if bytes[first...].starts(with: needle) { return first + needle.count }
      index = first + 1
    }
    return nil
  }
}
