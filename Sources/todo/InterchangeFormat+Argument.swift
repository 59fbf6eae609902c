import ArgumentParser
import TodoCore

/// `--format json|todotxt|ics` of `import` and `export`, read by the format's own name.
extension InterchangeFormat: ExpressibleByArgument {}
