import CourtsideReports

/// An export sink that only counts the bytes it is given: the exporter's own work, with no disk
/// or pipe in the count.
final class GateSink: ExportSink {
    /// Bytes written so far.
    private(set) var count = 0

    /// Counts the bytes and drops them.
    func write(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
    }
}
