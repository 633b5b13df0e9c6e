import Shell

/// libFuzzer entry point for the shell's language: any line lexes and parses into statements or
/// gives a positioned `SyntaxError`, and every statement's words parse as that command's
/// arguments (or its help) or fail with a one-line `CommandFailure`. Nothing runs. Never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShell(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let line = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let statements = try? StatementParser.statements(in: line) else { return 0 }
  let table = CommandTable.standard
  for statement in statements {
    guard let name = statement.name else { continue }
    // A mistyped name gets a suggestion; a known one has its arguments parsed.
    guard let type = table.command(named: name) else {
      _ = table.unknownCommandMessage(name)
      continue
    }
    _ = try? table.parse(type, arguments: statement.arguments)
  }
  return 0
}
