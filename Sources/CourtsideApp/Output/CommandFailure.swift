import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure the user should read: one line on stderr and an exit status.
///
/// 1 is for a game or file problem (not found, locked, corrupt, output that could not be written);
/// 2 is for bad input (flags, values, no terminal), matching the usage errors ArgumentParser reports.
package struct CommandFailure: Error {
    /// The line printed, after `courtside: ` unless ``namesProgram`` is false (the sanitizer runs
    /// when it is printed).
    package let message: String
    /// The process's exit status.
    package let exitCode: Int32
    /// Whether the line starts with `courtside: `; not for `FILE:LINE: …`, which editors and
    /// terminals can follow to the line only when it starts the message.
    package var namesProgram = true

    /// The exit status of a game or file problem.
    package static let gameProblemStatus: Int32 = 1
    /// The exit status of bad input: what ArgumentParser's usage errors (its `validationFailure`,
    /// EX_USAGE) are mapped to, so every kind of bad input exits the same.
    package static let badInputStatus: Int32 = 2

    /// A game or file problem: exit 1.
    package static func game(_ message: String) -> CommandFailure {
        CommandFailure(message: message, exitCode: gameProblemStatus)
    }

    /// Bad input: exit 2.
    package static func usage(_ message: String) -> CommandFailure {
        CommandFailure(message: message, exitCode: badInputStatus)
    }

    /// A library error: bad input (exit 2) when the text given cannot be a game id at all, a game
    /// or file problem (exit 1) otherwise.
    package static func library(_ error: any Error) -> CommandFailure {
        switch error {
        case LibraryError.invalidReference: usage("\(error)")
        default: game("\(error)")
        }
    }

    /// A write to `stream` ("standard output", a file's path) failed with `code`: exit 1. `doing`
    /// names the step that failed ("creating a temporary file in /tmp") when it was not
    /// the write itself.
    ///
    /// Standard output's reader gone (`| head` done: EPIPE) is no failure: courtside ends quietly with
    /// 0, as the standard tools do, so `set -o pipefail` scripts do not fail on it.
    package static func write(_ stream: String, code: Int32, doing: String? = nil) -> CommandFailure {
        if code == EPIPE, stream == standardOutput, doing == nil { return readerGone }
        let reason = String(cString: strerror(code))
        guard let doing else { return game("cannot write to \(stream): \(reason)") }
        return game("cannot write to \(stream): \(doing): \(reason)")
    }

    /// The name writes to standard output report.
    package static let standardOutput = "standard output"

    /// Standard output's reader went away: nothing to say, exit 0.
    package static let readerGone = CommandFailure(message: "", exitCode: 0)

    /// A message printed as it is, without `courtside: ` (a `FILE:LINE: …` line).
    package static func plain(_ message: String, exitCode: Int32) -> CommandFailure {
        CommandFailure(message: message, exitCode: exitCode, namesProgram: false)
    }
}
