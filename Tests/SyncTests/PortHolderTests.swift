import Foundation
import Glibc
import TestSupport
import Testing

/// `PortHolder` tells the process listening on a port from any other, as the Cyrus start
/// needs to see that its `master` did not get its port.
@Suite struct PortHolderTests {
  @Test func theListeningProcessHoldsItsPortAndNoOtherDoes() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(socket >= 0)
    var isOpen = true
    defer { if isOpen { close(socket) } }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(bound == 0)
    try #require(listen(socket, 1) == 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &length)
      }
    }
    try #require(named == 0)
    let port = UInt16(bigEndian: address.sin_port)

    #expect(PortHolder.holds(port, pid: getpid()))
    #expect(!PortHolder.holds(port, pid: getppid()))
    close(socket)
    isOpen = false
    #expect(!PortHolder.holds(port, pid: getpid()))
  }
}
