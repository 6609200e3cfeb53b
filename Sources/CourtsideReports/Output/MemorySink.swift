/// An ``ExportSink`` that keeps every byte in memory: for an export wanted as one string (tests,
/// small games), never for writing a long game out.
public final class MemorySink: ExportSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty sink.
    public init() {}

    /// Appends the bytes; never throws.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        self.bytes.append(contentsOf: bytes)
    }

    /// Everything written so far, as text (exports are UTF-8).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
