#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A record of every view draw, one line each: `<view id> <frame number>`.
///
/// Set `COURTSIDE_DRAW_TRACE=FILE` and the executable appends to FILE (see ``path(in:)``);
/// tests collect the lines in memory. The ids are `header`, `home.1` … `home.3`, `away.1` … `away.3`,
/// `status`, `help`, `overlay.help`, `overlay.quit` and `too-small`. A view that is only copied to
/// the screen again (because an overlay moved away from it) is not drawn, so it is not traced.
@MainActor
public final class DrawTrace {
    /// The environment variable naming the trace file.
    public static let environmentVariable = "COURTSIDE_DRAW_TRACE"

    private let write: (String) -> Void
    private let finish: () -> Void

    /// A trace that hands each line (without newline) to `write`.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        self.finish = {}
    }

    private init(file: UnsafeMutablePointer<FILE>?) {
        write = { line in
            if let file { fputs(line + "\n", file) }
        }
        finish = { if let file { fflush(file) } }
        closeFile = { if let file { fclose(file) } }
    }

    private var closeFile: (() -> Void)?

    /// The file named by `COURTSIDE_DRAW_TRACE`, nil when unset or empty. The executable opens it
    /// as it opens every file it writes (the store's `WrittenFile`: a regular file only, never
    /// through a link, never blocking) and hands the descriptor to ``init(appendingTo:)``.
    public static func path(in environment: [String: String]) -> String? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return path
    }

    /// A trace appending to the file open on `descriptor`, which it owns from now on.
    public convenience init(appendingTo descriptor: Int32) {
        self.init(file: fdopen(descriptor, "a"))
    }

    /// Records that `viewID` was drawn in frame `frame`.
    func record(viewID: String, frame: Int) {
        write("\(viewID) \(frame)")
    }

    /// Called after each frame: a file trace is flushed so a reader sees whole frames.
    func endFrame() {
        finish()
    }

    isolated deinit {
        finish()
        closeFile?()
    }
}
