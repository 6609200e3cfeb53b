/// Why a line did not decode, kept as a value so the reader can decide whether it is a torn tail
/// (skipped) or corruption (an error naming the line).
struct DecodeFailure: Error {
    /// A short reason naming the field at fault.
    let reason: String
}
