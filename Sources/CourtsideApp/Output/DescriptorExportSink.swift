import CourtsideCore
import CourtsideReports
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An export's ``ExportSink`` over an open file descriptor: standard output, or the temporary file
/// ``OutputFile`` renames over `--output` once the export is whole.
///
/// Each buffer the export hands over is written whole with ``OutputSink/writeAll(_:to:)``, so a
/// full disk or a reader that went away is a ``CommandFailure`` naming the stream (exit 1). On a
/// terminal, each buffer goes through ``TextSanitizer`` first; the exporters only ever end a
/// buffer between characters, so sanitizing buffer by buffer is sanitizing the whole.
package final class DescriptorExportSink: ExportSink {
    /// Where the bytes go.
    package let descriptor: Int32
    /// How messages name it: "standard output", or the path given.
    package let name: String
    /// Whether the bytes go through the sanitizer (someone is reading at a terminal).
    package let sanitized: Bool

    /// A sink over `descriptor`, which the caller opens and closes.
    package init(descriptor: Int32, name: String, sanitized: Bool = false) {
        self.descriptor = descriptor
        self.name = name
        self.sanitized = sanitized
    }

    /// Writes every byte, or throws the failure.
    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        let out =
            sanitized
            ? Array(TextSanitizer.printable(String(decoding: bytes, as: UTF8.self), keepingNewlines: true).utf8)
            : Array(bytes)
        let code = OutputSink.writeAll(out, to: descriptor)
        if code != 0 { throw CommandFailure.write(name, code: code) }
    }
}
