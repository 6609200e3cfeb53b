/// A failure the user should read: one line on stderr and an exit status.
///
/// 1 is for a game or file problem (not found, locked, corrupt); 2 is for bad input (flags, values,
/// no terminal), matching the usage errors ArgumentParser reports.
struct CommandFailure: Error {
    /// The line printed after `courtside: `.
    let message: String
    /// The process's exit status.
    let exitCode: Int32

    /// A game or file problem: exit 1.
    static func game(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 1) }

    /// Bad input: exit 2.
    static func usage(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: 2) }
}
