import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with write(2) so that every failure is seen.
///
/// Foundation's `FileHandle.write` traps on a failed write and `print` ignores one; here every byte
/// is written or the failure is thrown as a ``CommandFailure`` (exit 1) that names the stream and
/// the reason: a full disk (`> /dev/full`), a reader that went away (`| head`: SIGPIPE is ignored
/// from the start, so it arrives as EPIPE), an I/O error. Text meant for people goes through
/// ``TextSanitizer``; file formats meant for programs (JSON, CSV) are written as they are.
package struct OutputSink {
    /// The file descriptor.
    package let descriptor: Int32
    /// How messages name it.
    package let name: String

    /// File descriptor 1.
    package static let standardOutput = OutputSink(descriptor: STDOUT_FILENO, name: CommandFailure.standardOutput)
    /// File descriptor 2.
    package static let standardError = OutputSink(descriptor: STDERR_FILENO, name: "standard error")

    /// Whether a person is likely reading: the descriptor is a terminal.
    package var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes `text` as it is.
    package func write(_ text: String) throws(CommandFailure) {
        let code = Self.writeAll(Array(text.utf8), to: descriptor)
        if code != 0 { throw CommandFailure.write(name, code: code) }
    }

    /// Writes text for people, through the sanitizer (newlines kept).
    package func print(_ text: String) throws(CommandFailure) {
        try write(TextSanitizer.printable(text, keepingNewlines: true))
    }

    /// `courtside: MESSAGE` (or MESSAGE alone, for a `FILE:LINE: …` line) as one sanitized line. A
    /// failure is dropped: when standard error cannot be written there is nowhere left to say so,
    /// and the exit status still tells.
    package func report(_ message: String, namesProgram: Bool = true) {
        let prefix = namesProgram ? "courtside: " : ""
        _ = Self.writeAll(Array("\(prefix)\(TextSanitizer.printable(message))\n".utf8), to: descriptor)
    }

    /// Writes every byte to `descriptor`, retrying short writes, EINTR, and EAGAIN on a
    /// non-blocking descriptor; 0 when done, else the errno of the failure.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return 0
        }
    }
}
