import Foundation

extension CalDAVClient {
  /// Renames the task list at `url` to `name`, and colours it `color` when given (PROPPATCH,
  /// RFC 4918 §9.2; SPEC §17: a rename goes both ways). A write never fails in silence: unless
  /// the server's 207 says each property was set, for this list, it throws `listNotChanged`
  /// naming the list and what was refused (`notFound` when the list is gone).
  public func renameTaskList(
    at url: URL, to name: String, color: String?
  ) async throws(CalDAVError) {
    let response = try await transport.send(
      "PROPPATCH", to: url, body: DAVRequestBody.renameTaskList(displayName: name, color: color))
    switch response.status {
    case 207:
      var sent = [XMLName(XMLNamespace.dav, "displayname")]
      if color != nil { sent.append(XMLName(XMLNamespace.appleICal, "calendar-color")) }
      let refused = try PropertySettingAnswer.refused(sent, in: response.body, asked: url)
      if let status = refused.status, [404, 410].contains(status), !refused.properties.isEmpty {
        try Self.expect(DAVResponse(status: status, etag: nil, body: Data()), [], "PROPPATCH", url)
      }
      guard refused.properties.isEmpty else {
        throw .listNotChanged(
          name: name, status: refused.status ?? response.status,
          refused: refused.properties.map(\.name))
      }
    case 401, 404, 410:
      try Self.expect(response, [], "PROPPATCH", url)
    default:
      throw .listNotChanged(name: name, status: response.status, refused: [])
    }
  }
}
