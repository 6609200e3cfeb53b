/// Why a line did not decode, kept as a value so the reader can decide whether it is a torn tail
/// (skipped) or corruption (an error naming the line).
public struct DecodeFailure: Error {
    /// A short reason naming the field at fault.
    public let reason: String
    /// Whether the line was a whole JSON object whose fields are wrong (a missing field, a value out
    /// of range): that is never a write cut short, so even as the last line it is corruption.
    public let isWholeObject: Bool
}
