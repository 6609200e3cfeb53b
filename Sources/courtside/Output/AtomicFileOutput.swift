import CourtsideReports

#if canImport(Glibc)
    import Glibc
#endif

/// An export to `--output FILE`, streamed into a temporary file beside FILE and renamed over it
/// only once whole, so an interrupted or failed export never leaves half a file where a whole one
/// was (nor where none was).
final class AtomicFileOutput {
    /// The file asked for.
    let path: String
    /// Where the bytes go until ``commit()``.
    let sink: DescriptorSink
    private let temporaryPath: String
    private var descriptor: Int32

    /// Creates the temporary file in FILE's folder, readable as a new file would be (the umask
    /// applies).
    init(path: String) throws(CommandFailure) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + base + ".courtside-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw CommandFailure.game("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        descriptor = fd
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        sink = DescriptorSink(descriptor: fd, name: path)
    }

    /// Closes the temporary file and renames it over FILE.
    func commit() throws(CommandFailure) {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw CommandFailure.game("cannot write \(path): \(reason)")
        }
    }

    /// Closes and removes the temporary file; FILE is left as it was.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(temporaryPath)
    }
}
