import Foundation

/// Writes to standard output with write(2), at once and whole, so a line of the live feed reaches
/// a pipe (`| jq`) the moment it is written, and a failed write is an error, not silence.
enum StandardOutput {
    /// Writes `text`; throws a ``CommandFailure`` (exit 1) naming the reason when it cannot.
    static func write(_ text: String) throws {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.count
            let done = bytes.withUnsafeMutableBytes {
                Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, count - offset)
            }
            if done < 0 && errno == EINTR { continue }
            guard done > 0 else {
                throw CommandFailure.game("cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += done
        }
    }
}
