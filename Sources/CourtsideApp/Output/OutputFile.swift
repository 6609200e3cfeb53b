import CourtsideStore
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an export to the path given with `--output`, never harming what was there.
///
/// - Only a regular file (replaced whole) or a new one is written. A device, FIFO, directory or
///   socket is refused as bad input (exit 2), so `--output /dev/null` run as root cannot turn the
///   device into a file, and a FIFO never blocks the export.
/// - A symbolic link is refused the same way, whatever it points to, and is left as it is with
///   what it points to: courtside writes through no link, and never reads one to find where to
///   write (that would bypass the kernel's `protected_symlinks` guard). Issue 41: another user's
///   `report.csv -> your file` planted in a shared sticky folder made root's export replace the
///   file it pointed to. The message says whose link it is when it is another user's in a shared
///   (world-writable, sticky) folder, the kernel's own test for a link not to follow. A link
///   planted after the check is replaced by the rename as a name (rename never follows one), so
///   the file it points to is never written either way.
/// - Another user's regular file in a shared folder is refused too, as the kernel's
///   `protected_regular` refuses to create over it: root's export must not replace it.
/// - An existing file keeps its permission bits (and its owner and group where the user may set
///   them); a new file gets 0666 less the umask, as a shell's `>` would make it.
/// - The text goes to a temporary file beside the target (`.NAME.courtside.<random>.tmp`, created
///   exclusively by the store's ``WrittenFile``), is synced to disk and renamed over the target, so the target is always the old file or the whole new one.
///   SIGINT, SIGTERM and SIGHUP while the temporary file exists remove it (`unlink` is
///   async-signal-safe) before courtside ends by the signal; any failure removes it too.
package enum OutputFile {
    /// The signals that remove the temporary file before ending the process.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Writes `text` to `path` as described above.
    package static func write(_ text: String, to path: String) throws(CommandFailure) {
        try write(to: path) { descriptor throws(CommandFailure) in
            let code = OutputSink.writeAll(Array(text.utf8), to: descriptor)
            if code != 0 { throw .write(path, code: code) }
        }
    }

    /// `path` cut at its last slash: the folder (empty for none, `/` for the root) and the name.
    package static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    /// Writes to `path` as described above, with `produce` writing everything into the temporary
    /// file's descriptor (an export streams into it); what `produce` throws removes the temporary
    /// file and leaves the target as it was.
    package static func write(to path: String, _ produce: (Int32) throws(CommandFailure) -> Void) throws(CommandFailure)
    {
        guard !path.isEmpty else { throw .usage("--output needs a file path") }
        let existing = try regularTarget(path)
        let (folder, name) = split(path)
        let mode = existing.map { $0.st_mode & 0o7777 } ?? newFileMode()

        // The store's one way of making a file to rename into place: exclusive, under a name
        // nobody can guess, never through a link, never blocking.
        let place = folder.isEmpty ? "." : folder
        // SIGINT, SIGTERM and SIGHUP wait until the cleanup knows the name (a signal in between
        // would leave the file behind).
        var held = sigset_t()
        sigemptyset(&held)
        for signal in signals { sigaddset(&held, signal) }
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        let created: (fd: Int32, path: String)?
        do {
            created = try WrittenFile.createTemporary(in: place, name: "\(name).courtside", mode: 0o600)
        } catch {
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            var code = EIO
            if case .fileSystem(_, let refusal) = error { code = refusal.code }
            throw .write(path, code: code, doing: "creating a temporary file in \(place)")
        }
        guard let (descriptor, temporaryPath) = created else {
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            throw .write(path, code: ENOENT, doing: "creating a temporary file in \(place)")
        }
        let temporary = strdup(temporaryPath)!
        defer { free(temporary) }
        installCleanup(temporary)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        defer { removeCleanup() }
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        fchmod(descriptor, mode)
        if let existing {
            // Keeping the owner needs privilege; without it the file is the user's, as `>` leaves it.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
        }
        do {
            try produce(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        var code: Int32 = 0
        if fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0 && code == 0 { code = errno }
        guard code == 0 else { throw .write(path, code: code) }
        guard rename(temporary, path) == 0 else {
            throw .write(path, code: errno, doing: "renaming the temporary file onto it")
        }
        done = true
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// The status of the regular file at `path` (never following a link), nil when nothing is
    /// there; refuses anything else, a symbolic link first of all.
    package static func regularTarget(_ path: String) throws(CommandFailure) -> stat? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw .write(path, code: errno, doing: "reading its status") }
            return nil
        }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            let whose = isPlanted(path) ? "another user's symbolic link in a shared folder" : "a symbolic link"
            throw .usage(
                "not writing \(path): it is \(whose); courtside does not write through links: "
                    + "remove it or choose another name")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .usage(
                "not writing \(path): it is \(kind(status.st_mode)), not a regular file; --output takes a file")
        }
        // Renaming over it would replace a file its owner never gave the caller to replace (root
        // can; the kernel's protected_regular would refuse even root to create over it).
        if isPlanted(path) {
            throw .usage(
                "not writing \(path): it is another user's file in a shared folder; "
                    + "courtside does not replace it: remove it or choose another name")
        }
        return status
    }

    /// Whether what is at `path` was planted by another user in a shared (world-writable, sticky)
    /// folder: the kernel's own rule for links not to follow and files not to create over
    /// (``FileStatus/isPlanted(in:for:)``).
    private static func isPlanted(_ path: String) -> Bool {
        let system = PosixFileSystem()
        let folder = split(path).folder
        guard let file = try? system.linkStatus(at: path),
            let place = try? system.status(at: folder.isEmpty ? "." : folder)
        else { return false }
        return file.isPlanted(in: place, for: UInt32(geteuid()))
    }

    /// "a directory", "a character device", … for a mode that is not a regular file.
    package static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// 0666 less the umask (read without changing it for good).
    private static func newFileMode() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Syncs the folder so the rename itself survives a power cut; a failure only loses that.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func installCleanup(_ temporary: UnsafeMutablePointer<CChar>) {
        OutputFileCleanup.path = temporary
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = outputFileRemoveAndReraise
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    private static func removeCleanup() {
        for signal in signals { Glibc.signal(signal, SIG_DFL) }
        OutputFileCleanup.path = nil
    }
}

/// The temporary file the signal handler removes; set only while it may exist. Its address is
/// atomic (lock-free, so a handler may read it; a pointer is not Sendable).
private enum OutputFileCleanup {
    private static let address = Atomic<Int>(0)

    static var path: UnsafeMutablePointer<CChar>? {
        get { UnsafeMutablePointer(bitPattern: address.load(ordering: .acquiring)) }
        set { address.store(newValue.map { Int(bitPattern: $0) } ?? 0, ordering: .releasing) }
    }
}

/// Removes the temporary file, puts the default action back and raises the signal again, so
/// courtside ends by it (the shell sees 128 + N) once the handler returns.
private func outputFileRemoveAndReraise(_ signal: Int32) {
    if let path = OutputFileCleanup.path { unlink(path) }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}
