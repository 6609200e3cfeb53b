import Foundation

/// A private temporary folder (`mkdtemp`), removed with everything in it by ``remove()``.
final class TempFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates `$TMPDIR/courtside-bench-<pid>.XXXXXX`, first removing folders left by earlier
    /// runs that were killed (their pid is gone), so an interrupted run is cleaned up by the next.
    init() throws(BenchFailure) {
        Self.removeLeftovers()
        var template = Array((NSTemporaryDirectory() + "courtside-bench-\(getpid()).XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchFailure("cannot create a temporary folder: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    private static func removeLeftovers() {
        let base = NSTemporaryDirectory()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard name.hasPrefix("courtside-bench-"), let dot = name.firstIndex(of: "."),
                let pid = Int32(name[name.index(name.startIndex, offsetBy: 16)..<dot]),
                kill(pid, 0) != 0 && errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(atPath: base + "/" + name)
        }
    }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the folder and its contents.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
