/// Where an export's bytes go: standard output, a file, or memory.
///
/// Exports never build their document whole: an ``ExportWriter`` formats into a small buffer and
/// hands it to the sink each time it fills, so a game of any length is written in constant memory.
public protocol ExportSink: AnyObject {
    /// Takes the next bytes of the export, in order. Throws when they cannot be written (a full
    /// disk, a closed pipe); the export stops there and the error reaches the caller.
    func write(_ bytes: UnsafeRawBufferPointer) throws
}
