/// The elements of a WebDAV multistatus answer (RFC 4918 §14), declared once for every reader
/// of one: a listing's or a REPORT's (`MultiStatus`), discovery's, and a PROPPATCH's or a
/// failed MKCALENDAR's (`PropertySettingAnswer`).
extension XMLName {
  /// `DAV:multistatus`, the answer.
  static let multistatus = XMLName(XMLNamespace.dav, "multistatus")
  /// `DAV:response`, one resource.
  static let response = XMLName(XMLNamespace.dav, "response")
  /// `DAV:href`.
  static let href = XMLName(XMLNamespace.dav, "href")
  /// `DAV:status`.
  static let status = XMLName(XMLNamespace.dav, "status")
  /// `DAV:propstat`.
  static let propstat = XMLName(XMLNamespace.dav, "propstat")
  /// `DAV:prop`.
  static let prop = XMLName(XMLNamespace.dav, "prop")
}
