import Foundation
import Glibc
import Synchronization

/// TCP ports on 127.0.0.1: a free one to give a server, and whether one accepts connections.
package enum LoopbackPort {
  /// The ports `free` has handed out in this process: tests start servers in parallel, and the
  /// kernel may give a port just closed to the next socket bound to port 0, so two servers
  /// could be told the same port, and a test would talk to the other one's server.
  private static let handedOut = Mutex<Set<UInt16>>([])

  /// A port nothing listens on now (the kernel's choice for a socket bound to port 0; the
  /// socket is closed again, so a server started right after can bind it), never one this
  /// process was given before.
  package static func free() throws -> UInt16 {
    while true {
      let port = try unused()
      if handedOut.withLock({ $0.insert(port).inserted }) { return port }
    }
  }

  /// The kernel's choice of a port for a socket bound to port 0.
  private static func unused() throws -> UInt16 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw LoopbackPortError.noSocket(errno) }
    defer { close(socket) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else { throw LoopbackPortError.noSocket(errno) }
    return UInt16(bigEndian: address.sin_port)
  }

  /// A port that refuses connections for as long as the value lives: bound by a socket that
  /// never listens, so no server a parallel test starts can take it (a port `free` gave may be
  /// taken by one the next moment).
  package static func refusing() throws -> RefusingPort {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw LoopbackPortError.noSocket(errno) }
    var address = loopback(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
      }
    }
    guard bound else {
      close(socket)
      throw LoopbackPortError.noSocket(errno)
    }
    return RefusingPort(socket: socket, port: UInt16(bigEndian: address.sin_port))
  }

  /// Whether something on 127.0.0.1 accepts a connection on `port` now.
  package static func accepts(_ port: UInt16) -> Bool {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return false }
    defer { close(socket) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }

  /// The URL of `path` on 127.0.0.1:`port` with `scheme`.
  package static func url(scheme: String = "http", port: UInt16, path: String) throws -> URL {
    var components = URLComponents()
    components.scheme = scheme
    components.host = "127.0.0.1"
    components.port = Int(port)
    components.path = path
    guard let url = components.url else { throw LoopbackPortError.badPath(path) }
    return url
  }

  /// The address 127.0.0.1:`port`.
  private static func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    return address
  }
}

/// A loopback port held by a socket that never listens: connecting to it is refused.
package final class RefusingPort: Sendable {
  /// The port.
  package let port: UInt16
  private let socket: Int32

  init(socket: Int32, port: UInt16) {
    self.socket = socket
    self.port = port
  }

  deinit {
    close(socket)
  }
}

/// Why no loopback port could be had.
package enum LoopbackPortError: Error {
  /// `socket`, `bind` or `getsockname` failed with this errno.
  case noSocket(Int32)
  /// `path` does not make a URL.
  case badPath(String)
}
