import Foundation
import Testing

@testable import Shell

@Suite("Batch mode: scripts, -c, errors with FILE:LINE, --keep-going, --echo, --json")
@MainActor
struct BatchModeTests {
  @Test("a script runs every statement; comments and blank lines are skipped; exit 0")
  func runsScript() async throws {
    let run = try await ShellRun.script("echo one\n\n# a comment\necho two; echo three # trailing\n")
    #expect(run.output == "one\ntwo\nthree\n")
    #expect(run.errors == "")
    #expect(run.status == 0)
  }

  @Test("the first error stops the script with FILE:LINE: message and exit 1")
  func stopsAtFirstError() async throws {
    let run = try await ShellRun.script("echo before\nrefin x\necho after\n", name: "s.is")
    #expect(run.output == "before\n")
    #expect(run.errors == "s.is:2: unknown command 'refin'; did you mean refine?\n")
    #expect(run.status == 1)
  }

  @Test("--keep-going reports every error, runs on, and still exits 1")
  func keepGoing() async throws {
    let run = try await ShellRun.script("bogus\necho after\nhistory -3\necho end\n", name: "k.is") {
      $0.keepGoing = true
    }
    #expect(run.output == "after\nend\n")
    #expect(run.errors.split(separator: "\n").map { String($0.prefix(7)) } == ["k.is:1:", "k.is:3:"])
    #expect(run.status == 1)
  }

  @Test("a bad argument is one line naming the command, the problem and the usage")
  func badArgument() async throws {
    let run = try await ShellRun.script("history x\n", name: "b.is")
    #expect(run.errors == "b.is:1: history: the value 'x' is invalid for '<count>' (usage: history [<count>])\n")
  }

  @Test("query refuses an option it does not have instead of searching for it; a -word stays text")
  func queryUnknownOption() async throws {
    let run = try await ShellRun.script("query phone --json\n", name: "q.is")
    #expect(
      run.errors
        == "q.is:1: query: unknown option '--json' (--json is a flag of instantsearch itself: instantsearch --json) (usage: query [<text> ...])\n"
    )
    #expect(run.status == 1)
    let exclusion = try await ShellRun.script("query phone -case\n", name: "e.is")
    #expect(exclusion.errors == "" && exclusion.status == 0)
    #expect(exclusion.output.contains(" results"))
  }

  @Test("a syntax error names the column")
  func syntaxError() async throws {
    let run = try await ShellRun.script("echo 'open\n", name: "q.is")
    #expect(run.errors == "q.is:1: syntax error: unterminated single quote at column 6\n")
    #expect(run.status == 1)
  }

  @Test("--echo prints each command before its output")
  func echo() async throws {
    let run = try await ShellRun.script("echo a; echo b\n") { $0.echo = true }
    #expect(run.output == "> echo a\na\n> echo b\nb\n")
  }

  @Test("-c statements run after the scripts; errors are located as <-c>:N")
  func commandsAfterScripts() async throws {
    let run = try await ShellRun.script("echo file\n", commands: ["echo c1; echo c2", "nope"])
    #expect(run.output == "file\nc1\nc2\n")
    #expect(run.errors.hasPrefix("<-c>:2: unknown command 'nope'"))
    #expect(run.status == 1)
  }

  @Test("a missing script file is an error naming the file")
  func missingScript() async throws {
    let run = try await ShellRun.script(nil) { $0.scriptFiles = ["absent.is"] }
    #expect(run.errors == "error: cannot read script absent.is: no such file or directory\n")
    #expect(run.status == 1)
  }

  @Test("quit stops the script with status 0")
  func quit() async throws {
    let run = try await ShellRun.script("echo a\nquit\necho never\n")
    #expect(run.output == "a\n")
    #expect(run.status == 0)
  }

  @Test("expect error accepts the failure of the statement before it, and the script goes on")
  func expectError() async throws {
    let run = try await ShellRun.script("bogus\nexpect error unknown command\necho on\n")
    #expect(run.output == "on\n")
    #expect(run.errors == "")
    #expect(run.status == 0)
  }

  @Test("expect error with text that does not match is a failure saying expected vs found")
  func expectErrorMismatch() async throws {
    let run = try await ShellRun.script("bogus\nexpect error no such thing\n", name: "e.is")
    #expect(run.errors.hasPrefix("e.is:2: expect error: expected an error containing 'no such thing', found 'unknown command 'bogus'"))
    #expect(run.status == 1)
  }

  @Test("--json prints one document per line, errors as {\"error\":{message,line}}")
  func json() async throws {
    let run = try await ShellRun.script("echo hi\nbogus\n", name: "j.is") { $0.json = true }
    #expect(
      run.output == """
        {"text":"hi\\n"}
        {"error":{"message":"unknown command 'bogus'; type 'help' for the list of commands","line":2}}

        """)
  }

  @Test("--timing adds a time line after each command; without it output has no timings")
  func timing() async throws {
    let timed = try await ShellRun.script("echo a\n") { $0.timing = true }
    #expect(timed.output.hasPrefix("a\ntime: "))
    #expect(timed.output.hasSuffix(" ms\n"))
    let plain = try await ShellRun.script("echo a\n")
    #expect(plain.output == "a\n")
  }

  @Test("source runs another script; its errors are located in that file")
  func source() async throws {
    let run = try await ShellRun.script(
      "echo outer\nsource inner.is\necho not reached\n", name: "outer.is",
      prepare: { session in
        try? "echo inner\nbogus\n".write(
          to: session.workingDirectory.appendingPathComponent("inner.is"), atomically: true, encoding: .utf8)
      })
    #expect(run.output == "outer\ninner\n")
    #expect(run.errors == "inner.is:2: unknown command 'bogus'; type 'help' for the list of commands\n")
    #expect(run.status == 1)
  }

  @Test("a script that sources itself stops at the nesting limit instead of looping")
  func sourceLoop() async throws {
    let run = try await ShellRun.script("source loop.is\n", name: "loop.is")
    #expect(run.errors.contains("scripts nested more than 16 deep"))
    #expect(run.status == 1)
  }

  @Test("help CMD prints the command's usage and examples; CMD --help does the same")
  func help() async throws {
    let run = try await ShellRun.script("help history\nhistory --help\n")
    let screen = CommandTable.help(for: HistoryCommand.self)
    #expect(run.output == screen + "\n" + screen + "\n" || run.output == screen + screen)
    #expect(screen.contains("USAGE: history [<count>]"))
    #expect(screen.contains("Examples:"))
  }

  @Test("history lists the statements run so far, numbered")
  func history() async throws {
    let run = try await ShellRun.script("echo a\necho 'b c'\nhistory\n")
    #expect(run.output == "a\nb c\n1  echo a\n2  echo 'b c'\n")
  }
}

@Suite("record: scripts that replay to the same output")
@MainActor
struct RecordTests {
  @Test("a recorded session replayed in a fresh shell prints what the session printed")
  func replays() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString).is")
    defer { try? FileManager.default.removeItem(at: file) }
    let session = """
      query phone
      refine brand=Apple
      record \(file.path)
      facets brand --limit 3
      hit 1
      stats
      record stop
      """
    let run = try await ShellRun.script(session + "\n")
    #expect(run.status == 0)
    let replay = try await ShellRun.script(try String(contentsOf: file, encoding: .utf8))
    #expect(replay.status == 0)
    #expect(replay.errors == "")
    // The replay prints the preamble's output, then exactly what followed `record`.
    #expect(replay.output == run.output
      .replacingOccurrences(of: "recording to \(file.path)\n", with: "")
      .replacingOccurrences(of: "recorded 3 commands to \(file.path)\n", with: ""))
  }
}

@Suite("--json output")
@MainActor
struct JSONOutputTests {
  @Test("one JSON document per printing command, with the documented keys; query's stats and hits together")
  func documents() async throws {
    let run = try await ShellRun.script("query phone\nfacets brand --limit 2\nstats\nhit 1 --raw\npage 1\n") { $0.json = true }
    let lines = run.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 5)
    #expect(lines[0].hasPrefix(#"{"query":"phone","nbHits":"#))
    #expect(lines[0].contains(#""hitsPerPage":20,"processingTimeMS":null,"hits":[{"#))
    #expect(lines[1].hasPrefix(#"{"attribute":"brand","values":[{"value":"#))
    #expect(lines[1].contains(#""isRefined":false"#))
    #expect(lines[2].hasPrefix(#"{"query":"phone","nbHits":"#))
    #expect(lines[2].hasSuffix(#""hitsPerPage":20,"processingTimeMS":null}"#))
    #expect(lines[0].hasPrefix(String(lines[2].dropLast())))
    #expect(lines[3].hasPrefix(#"{"objectID":"#) || lines[3].contains(#""objectID":"#))
    #expect(lines[3].contains(#""_highlightResult":"#))
    #expect(lines[4].hasPrefix(#"{"query":"phone","nbHits":"#))
    #expect(lines[4].contains(#""page":1,"#))
    #expect(lines[4].contains(#""hits":[{"#))
  }
}
