/// Why the suite could not measure something; printed on stderr, and the run exits non-zero.
struct BenchFailure: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
