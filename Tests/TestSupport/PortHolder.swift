import Foundation
import Glibc

/// Which process listens on a loopback port, read from Linux's `/proc`: for a server that,
/// unable to bind its port, keeps running without it (Cyrus's `master` only logs that to
/// syslog), so that something answering on the port is not taken for that server.
package enum PortHolder {
  /// Whether process `pid` holds a socket listening on TCP `port` of 127.0.0.1 (or of every
  /// address): one of its open descriptors is that socket's inode in `/proc/net/tcp`.
  package static func holds(_ port: UInt16, pid: pid_t) -> Bool {
    let listening = listeningInodes(port: port)
    guard !listening.isEmpty else { return false }
    let folder = "/proc/\(pid)/fd"
    guard let descriptors = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      return false
    }
    return descriptors.contains { descriptor in
      guard
        let target = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "\(folder)/\(descriptor)")
      else { return false }
      return listening.contains(target)
    }
  }

  /// The sockets listening on `port` of 127.0.0.1 or 0.0.0.0, as their descriptors' links
  /// read (`socket:[INODE]`). A line of `/proc/net/tcp` is `sl local rem st … uid timeout
  /// inode`, the address in hex (`0100007F:1F90`) and state 0A for listening.
  private static func listeningInodes(port: UInt16) -> Set<String> {
    guard let table = wholeFile("/proc/net/tcp") else { return [] }
    let hexPort = String(format: "%04X", port)
    let addresses: Set<String> = ["0100007F:\(hexPort)", "00000000:\(hexPort)"]
    var inodes: Set<String> = []
    for line in table.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 9, addresses.contains(String(fields[1])), fields[3] == "0A" else {
        continue
      }
      inodes.insert("socket:[\(fields[9])]")
    }
    return inodes
  }

  /// The text of `path`, read to its end: a `/proc` file says its size is 0, and Foundation
  /// may read no more than a page of it, which misses sockets when there are many.
  private static func wholeFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? String(decoding: bytes, as: UTF8.self) : nil }
      bytes += chunk[..<count]
    }
  }
}
