/// The CalDAV servers the sync tests run against, so the client is not tuned to one.
package enum CalDAVServerKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// Radicale, with one htpasswd user (plain-text file: the tests' own throwaway password).
  case radicale
  /// xandikos as it comes: no authentication at all (it accepts any `Authorization`), since
  /// its `--htpasswd` needs https.
  case xandikos
  /// Cyrus IMAP's CalDAV module (the engine behind Fastmail), from Debian's packages: its
  /// `master` with `httpd` only on the loopback port, logins checked against a SASL password
  /// file (see `CyrusTestSetup`).
  case cyrus

  /// The server's name, as the parameterized tests show it.
  package var description: String { rawValue }

  /// Whether the server checks the password (a wrong one is refused).
  package var checksPassword: Bool { self != .xandikos }
}
