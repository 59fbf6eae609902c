import Foundation

/// libFuzzer's entry point for the dav-xml target (SPEC §20): any bytes as a server's
/// multistatus answer. Reading one either gives a `MultiStatus` or throws a `CalDAVError`;
/// a crash, a hang (`-timeout`) or a memory blow-up (`-rss_limit_mb`) is the finding. The same
/// bytes are then read as each answer of account discovery (`DiscoveryOracle`), whose results
/// must also stay on the account's origin and within their bounds, and as the answer to a
/// PROPPATCH or MKCALENDAR (`PropertySettingOracle`). The target calls only
/// `MultiStatus(parsing:)`, `DiscoveryAnswer` and `PropertySettingAnswer`, so the parsers behind
/// them may change freely.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDAVXML(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let body = Data(bytes: data, count: size)
  do {
    _ = try MultiStatus(parsing: body)
  } catch {
    // A refused answer is an answer: the sync names it and goes on.
  }
  DiscoveryOracle.check(body)
  PropertySettingOracle.check(body)
  return 0
}
