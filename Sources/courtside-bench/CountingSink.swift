import CourtsideReports

/// An export sink that only counts the bytes it is given: the exporters' own cost, with no disk or
/// pipe in the measurement.
final class CountingSink: ExportSink {
    /// Bytes written so far.
    private(set) var count = 0

    /// Counts the bytes and drops them.
    func write(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
    }
}
