import Foundation
import Glibc

/// What a Cyrus IMAP server needs to serve CalDAV from a folder of its own: its two
/// configuration files, a SASL password file with the test user and an administrator, and
/// the command that starts its `master` process. Debian's `cyrus-imapd`, `cyrus-caldav` and
/// `sasl2-bin` packages provide the programs (`Scripts/install-deps` installs them).
///
/// Cyrus keeps calendars inside a user's mail account, so the account must exist before the
/// first CalDAV request: `provisionUser` makes it over IMAP, on a Unix socket in the folder, so
/// the server listens on one loopback port only (its `httpd`).
package struct CyrusTestSetup {
  /// Where Debian puts Cyrus's programs.
  static let programs = URL(fileURLWithPath: "/usr/lib/cyrus/bin")
  /// The SASL realm, and Cyrus's `servername`: logins are looked up as `user@realm`.
  static let realm = "localhost"
  /// The program that writes SASL password files.
  static let passwordTool = "/usr/sbin/saslpasswd2"
  /// The administrator that makes the test user's account over IMAP.
  static let admin = "admin"

  /// The folder holding the configuration and every file the server writes.
  let folder: URL
  /// The loopback port its `httpd` listens on.
  let port: UInt16
  /// The test user's login.
  let username: String
  /// The test user's password (the administrator gets it too: both are throwaway).
  let password: String

  /// The `imapd.conf` read by every Cyrus program.
  var configuration: URL { folder.appendingPathComponent("imapd.conf") }
  /// The `cyrus.conf` naming the services `master` starts.
  var services: URL { folder.appendingPathComponent("cyrus.conf") }
  /// The Unix socket of the IMAP service (for `provisionUser` only).
  var imapSocket: URL { folder.appendingPathComponent("run/imap.sock") }
  /// The SASL password database (Berkeley DB, written by `saslpasswd2`).
  var passwords: URL { folder.appendingPathComponent("sasldb2") }

  /// The `master` program and its arguments: in the foreground, this folder's files only, and
  /// in a session of its own (`setsid` execs it, same pid): when it shuts down, `master`
  /// signals its whole process group, which would otherwise end the services of every other
  /// Cyrus the tests started.
  var command: (executable: String, arguments: [String]) {
    (
      "/usr/bin/setsid",
      [
        Self.programs.appendingPathComponent("master").path, "-C", configuration.path, "-M",
        services.path, "-p",
        folder.appendingPathComponent("run/master.pid").path, "-D",
      ]
    )
  }

  /// Writes the configuration and the password file, and makes the folders Cyrus expects.
  /// As root, Cyrus's programs refuse to run and switch to the `cyrus` user, so the folder is
  /// given to that user; otherwise they run as the current user.
  func write() throws {
    let needed = [
      ("cyrus-imapd", Self.programs.appendingPathComponent("imapd").path),
      ("cyrus-caldav", Self.programs.appendingPathComponent("httpd").path),
      ("sasl2-bin", Self.passwordTool),
    ]
    for (package, program) in needed where !FileManager.default.isExecutableFile(atPath: program) {
      throw CalDAVTestServerError.notInstalled(kind: .cyrus, missing: "\(package) (\(program))")
    }
    for sub in ["config/db", "config/socket", "spool", "sieve", "run"] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    let owner = geteuid() == 0 ? "cyrus" : Self.currentUserName()
    try Data(imapdConf(user: owner).utf8).write(to: configuration)
    try Data(cyrusConf.utf8).write(to: services)
    for login in [username, Self.admin] {
      try addPassword(for: login)
    }
    if geteuid() == 0 {
      try Self.giveAway(folder, to: owner)
    }
  }

  /// Makes the test user's mail account (`user/NAME`) as the administrator, over IMAP, with
  /// Python's `imaplib` (Python is already needed by the other servers). Waits for the socket
  /// (at most 10 s), then throws with what the script printed if it fails.
  func provisionUser() async throws {
    _ = try await Polling.until(.now + .seconds(10)) {
      FileManager.default.fileExists(atPath: imapSocket.path)
    }
    let script = """
      import imaplib, socket, sys
      class Local(imaplib.IMAP4):
          def _create_socket(self, timeout):
              s = socket.socket(socket.AF_UNIX)
              s.connect(self.host)
              return s
      m = Local(sys.argv[1])
      m.login(sys.argv[2], sys.argv[3])
      status, answer = m.create('user/' + sys.argv[4])
      if status != 'OK':
          sys.exit('CREATE: %r' % answer)
      m.logout()
      """
    let python = try ChildProcess(
      "/usr/bin/env",
      ["python3", "-c", script, imapSocket.path, Self.admin, password, username])
    let finished = try await python.finish(timeout: .seconds(20))
    guard finished.termination == .exited(0) else {
      throw CalDAVTestServerError.didNotStart(
        kind: .cyrus, log: "making user/\(username) failed:\n\(finished.errorText)")
    }
  }

  /// `imapd.conf`: CalDAV only, Unix-style `/` separators (Cyrus 3's default, said once so),
  /// logins checked against `passwords` and offered as HTTP Basic only (by default Cyrus also
  /// offers SCRAM, Digest and NTLM, and the Python `caldav` library then picks one it fails
  /// with), and no calendars made for a new user (so a test sees only the ones it made).
  private func imapdConf(user: String) -> String {
    let config = folder.appendingPathComponent("config").path
    let run = folder.appendingPathComponent("run").path
    return """
      configdirectory: \(config)
      defaultpartition: default
      partition-default: \(folder.appendingPathComponent("spool").path)
      sievedir: \(folder.appendingPathComponent("sieve").path)
      proc_path: \(run)/proc
      mboxname_lockpath: \(run)/lock
      servername: \(Self.realm)
      cyrus_user: \(user)
      admins: \(Self.admin)
      unixhierarchysep: yes
      httpmodules: caldav
      allowplaintext: yes
      sasl_mech_list: PLAIN
      sasl_pwcheck_method: auxprop
      sasl_auxprop_plugin: sasldb
      sasl_sasldb_path: \(passwords.path)
      caldav_create_default: no
      caldav_create_sched: no
      caldav_create_attach: no

      """
  }

  /// `cyrus.conf`: recover the databases at start, then `httpd` on the loopback port and
  /// `imapd` on a Unix socket.
  private var cyrusConf: String {
    """
    START {
      recover cmd="ctl_cyrusdb -C \(configuration.path) -r"
    }
    SERVICES {
      http cmd="httpd -C \(configuration.path)" listen="127.0.0.1:\(port)" prefork=0
      imap cmd="imapd -C \(configuration.path)" listen="\(imapSocket.path)" prefork=0
    }
    EVENTS {
    }

    """
  }

  /// Adds `login` with `password` to `passwords` (`saslpasswd2` reads it on standard input).
  private func addPassword(for login: String) throws {
    let input = folder.appendingPathComponent("password-input")
    try Data(password.utf8).write(to: input)
    defer { try? FileManager.default.removeItem(at: input) }
    let tool = try ChildProcess(
      Self.passwordTool,
      ["-p", "-c", "-f", passwords.path, "-u", Self.realm, login],
      input: .file(input.path))
    let finished = try tool.finishBlocking(timeout: .seconds(10))
    guard finished.termination == .exited(0) else {
      throw CalDAVTestServerError.didNotStart(
        kind: .cyrus, log: "saslpasswd2 \(login): \(finished.errorText)")
    }
  }

  /// The login name of the effective user.
  private static func currentUserName() -> String {
    guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else {
      return "\(geteuid())"
    }
    return String(cString: name)
  }

  /// Makes `user` the owner of `folder` and everything in it.
  private static func giveAway(_ folder: URL, to user: String) throws {
    guard let entry = getpwnam(user) else {
      throw CalDAVTestServerError.notInstalled(kind: .cyrus, missing: "the user \(user)")
    }
    let uid = entry.pointee.pw_uid
    let gid = entry.pointee.pw_gid
    var paths = [folder.path]
    if let walker = FileManager.default.enumerator(atPath: folder.path) {
      for case let relative as String in walker {
        paths.append(folder.appendingPathComponent(relative).path)
      }
    }
    for path in paths where chown(path, uid, gid) != 0 {
      throw CalDAVTestServerError.didNotStart(
        kind: .cyrus, log: "chown \(path): \(String(cString: strerror(errno)))")
    }
  }
}
