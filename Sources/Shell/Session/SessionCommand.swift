import ArgumentParser

/// A command of the shell's language: parsed from one statement's words by
/// swift-argument-parser and run against the session.
///
/// Each command is a small `ParsableCommand` struct, so its usage line, `help CMD` screen,
/// argument errors and option names all come from one declaration. Its `configuration` gives the
/// name (`commandName`), the one-line summary (`abstract`) and the examples (`discussion`).
public protocol SessionCommand: ParsableCommand {
  /// The `help` section the command is listed under.
  static var group: CommandGroup { get }
  /// Other names the command answers to (`exit` for `quit`).
  static var aliases: [String] { get }
  /// What tab completion offers for the command's arguments.
  static var argumentCompletion: ArgumentCompletion { get }
  /// The `--long` and `-s` spellings tab completion offers, sorted: the command's visible options
  /// and flags (not `--help`, not hidden ones such as `connect`'s refused `--api-key`). Written
  /// out rather than read from the parser at run time; a spec checks it against the parser.
  static var completedOptions: [String] { get }
  /// Whether the statement is written to `record` scripts (false for `record` itself, `history`…).
  static var isRecorded: Bool { get }

  /// Does the work, printing through `session.printer`.
  ///
  /// - Throws: `CommandFailure` with a one-line message; `CancellationError` when interrupted.
  @MainActor mutating func run(in session: ShellSession) async throws
}

extension SessionCommand {
  public static var aliases: [String] { [] }
  public static var argumentCompletion: ArgumentCompletion { .none }
  public static var completedOptions: [String] { [] }
  public static var isRecorded: Bool { true }

  /// The command's name as typed.
  public static var name: String { configuration.commandName ?? "\(Self.self)" }
}
