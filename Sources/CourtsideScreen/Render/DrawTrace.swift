#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A record of every view draw, one line each: `<view id> <frame number>`.
///
/// Set `COURTSIDE_DRAW_TRACE=FILE` and the executable appends to FILE (see ``fromEnvironment(_:)``);
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

    private init(file: UnsafeMutablePointer<FILE>) {
        write = { line in
            fputs(line + "\n", file)
        }
        finish = { fflush(file) }
        closeFile = { fclose(file) }
    }

    private var closeFile: (() -> Void)?

    /// A trace appending to the file named by `COURTSIDE_DRAW_TRACE`, nil when unset or empty.
    /// Throws ``DrawTraceError`` when the file cannot be opened, so the executable can say so
    /// before the screen starts.
    public static func fromEnvironment(_ environment: [String: String]) throws(DrawTraceError) -> DrawTrace? {
        guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
        return try DrawTrace(appendingTo: path)
    }

    /// A trace appending to `path` (created if missing).
    public convenience init(appendingTo path: String) throws(DrawTraceError) {
        guard let file = fopen(path, "a") else { throw DrawTraceError(path: path, errno: errno) }
        self.init(file: file)
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
