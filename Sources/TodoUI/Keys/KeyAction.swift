/// A named thing a key can do on one screen or dialog. The name (the raw value) is what a
/// configuration file binds keys to (`[keys.list] add = "n"`, SPEC §13), so names are
/// part of the contract: rename one and old configurations stop working.
public protocol KeyAction: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {}
