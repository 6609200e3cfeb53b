import CourtsideReports

#if canImport(Glibc)
    import Glibc
#endif

/// An ``ExportSink`` over an open file descriptor: standard output, or the temporary file an
/// export to `--output` is written into. Every chunk is written whole (short writes and
/// interrupted calls are retried); a failed write throws with the system's reason.
final class DescriptorSink: ExportSink {
    /// Where the bytes go.
    let descriptor: Int32
    /// What the descriptor is, for messages: "standard output", or a path.
    let name: String

    /// A sink over `descriptor`, which the caller opens and closes.
    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes every byte, or throws.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.game("cannot write \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}
