import Foundation

/// libFuzzer's entry point for the dav-xml target (SPEC §20): any bytes as a server's
/// multistatus answer. Reading one either gives a `MultiStatus` or throws a `CalDAVError`;
/// a crash, a hang (`-timeout`) or a memory blow-up (`-rss_limit_mb`) is the finding. The
/// target calls only `MultiStatus(parsing:)`, so the parser behind it may change freely.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDAVXML(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let body = Data(bytes: data, count: size)
  do {
    _ = try MultiStatus(parsing: body)
  } catch {
    // A refused answer is an answer: the sync names it and goes on.
  }
  return 0
}
