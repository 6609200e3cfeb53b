/// Why the gate program could not set up the work it measures.
struct GateError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) { self.description = description }
}
