#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The draw-trace file could not be opened.
public struct DrawTraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path from COURTSIDE_DRAW_TRACE.
    public let path: String
    /// The C library's reason.
    public let errno: Int32

    /// "cannot open the draw trace FILE: reason".
    public var description: String {
        "cannot open the draw trace \(path): \(String(cString: strerror(errno)))"
    }
}
