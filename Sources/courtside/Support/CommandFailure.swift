/// A failure the user should read: one line on stderr and an exit status.
///
/// 1 is for a game or file problem (not found, locked, corrupt); 2 is for bad input (flags, values,
/// no terminal), matching the usage errors ArgumentParser reports.
struct CommandFailure: Error {
    /// The line printed, after `courtside: ` unless ``namesProgram`` is false.
    let message: String
    /// The process's exit status.
    let exitCode: Int32
    /// Whether the line starts with `courtside: `; not for `FILE:LINE: …`, which editors and
    /// terminals can follow to the line only when it starts the message.
    var namesProgram = true

    /// A game or file problem: exit 1.
    static func game(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 1) }

    /// Bad input: exit 2.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 2) }

    /// A message printed as it is, without `courtside: ` (a `FILE:LINE: …` line).
    static func plain(_ message: String, exitCode: Int32) -> CommandFailure {
        CommandFailure(message: message, exitCode: exitCode, namesProgram: false)
    }
}
