import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// Sends one WebDAV request with the account's credentials over the client's one
/// `HTTPClient`, after checking the URL against the security rules, and turns every failure
/// into a `CalDAVError`. It never logs; the password goes only into the `Authorization`
/// header.
struct DAVTransport: Sendable {
  /// The HTTP client, owned (and shut down) by whoever made this transport.
  let http: HTTPClient
  /// The account.
  let credentials: CalDAVCredentials
  /// The longest one request may take in all: connecting, sending, waiting and reading the
  /// whole answer.
  let timeout: TimeAmount
  /// Counts every request sent.
  let sent = RequestCounter()

  /// The largest answer read. A first listing of a million todos with their ETags is some
  /// 200 MB; held once and read as a stream (`MultiStatus.read`), such an answer takes about
  /// 2.5 times its size in memory at the peak of a sync, what the sync keeps of it included.
  static let largestBody = 256 * 1024 * 1024

  /// What an answer larger than `largestBody` gets.
  static let tooLarge = CalDAVError.malformedResponse(
    "the answer is larger than \(largestBody / 1024 / 1024) MB")

  /// Sends `method` to `url` with `headers` and `body` (XML unless `contentType` says
  /// otherwise) and returns the answer, whatever its status.
  func send(
    _ method: String, to url: URL, headers: [(String, String)] = [], body: String? = nil,
    contentType: String = "application/xml; charset=utf-8"
  ) async throws(CalDAVError) -> DAVResponse {
    let url = try ServerAddress.checked(url)
    let host = url.host ?? url.absoluteString
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = HTTPMethod(rawValue: method)
    request.headers.add(name: "Authorization", value: credentials.basicAuthorization)
    request.headers.add(name: "User-Agent", value: "todo")
    for (name, value) in headers {
      request.headers.add(name: name, value: value)
    }
    if let body {
      request.headers.add(name: "Content-Type", value: contentType)
      request.body = .bytes(ByteBuffer(string: body))
    }
    sent.add()
    do {
      return try await Self.finishing(within: timeout) { [http, request] in
        let response = try await http.execute(request, timeout: timeout)
        return DAVResponse(
          status: Int(response.status.code), etag: response.headers.first(name: "ETag"),
          body: try await Self.body(of: response),
          location: response.headers.first(name: "Location"))
      }
    } catch {
      throw Self.mapped(error, host: host)
    }
  }

  /// The whole body of `response`, read into one buffer the size the server announced, so an
  /// answer is held once (collected into a buffer of its own and copied out, it was held
  /// twice). Throws `tooLarge` past `largestBody`, announced or sent.
  private static func body(of response: HTTPClientResponse) async throws -> Data {
    var body = Data()
    if let announced = response.headers.first(name: "Content-Length").flatMap({ Int($0) }) {
      guard announced <= largestBody else { throw tooLarge }
      body.reserveCapacity(max(0, announced))
    }
    for try await part in response.body {
      guard body.count + part.readableBytes <= largestBody else { throw tooLarge }
      body.append(contentsOf: part.readableBytesView)
    }
    return body
  }

  /// What `exchange` returns, unless it takes longer than `limit` in all: then it is cancelled
  /// (closing its connection) and `HTTPClientError.deadlineExceeded` thrown. The HTTP client's
  /// own deadline ends when the head of the answer arrives, and its read timeout starts again
  /// with every byte, so without this an answer trickling a byte at a time never ends.
  private static func finishing(
    within limit: TimeAmount, _ exchange: @escaping @Sendable () async throws -> DAVResponse
  ) async throws -> DAVResponse {
    try await withThrowingTaskGroup(of: DAVResponse?.self) { group in
      group.addTask { try await exchange() }
      group.addTask {
        try await Task.sleep(nanoseconds: UInt64(max(0, limit.nanoseconds)))
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let response = first else {
        throw HTTPClientError.deadlineExceeded
      }
      return response
    }
  }

  /// The `CalDAVError` for a failure of the HTTP stack while talking to `host`.
  static func mapped(_ error: any Error, host: String) -> CalDAVError {
    switch error {
    case let error as CalDAVError:
      return error
    case is NIOSSLError, is NIOSSLExtraError, is BoringSSLError:
      return .certificateNotTrusted(host: host)
    case let error as HTTPParserError:
      // The server answered, but not in HTTP: a header with control characters (an escape
      // sequence in a realm, a CR LF inside an ETag), a broken status line. Not `offline`.
      return .malformedResponse("not valid HTTP (\(error))")
    case let error as HTTPClientError
    where [.connectTimeout, .deadlineExceeded, .readTimeout, .writeTimeout].contains(error):
      return .timedOut(host: host)
    default:
      // Connection refused, no route, name not found (NIOConnectionError, IOError,
      // ChannelError): the server cannot be reached now.
      return .offline(host: host)
    }
  }
}
