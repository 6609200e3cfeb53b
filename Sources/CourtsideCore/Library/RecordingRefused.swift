/// Why a ``RefusingRecorder`` refused an event.
public struct RecordingRefused: Error, CustomStringConvertible, Sendable {
    /// What the board is, and so why it records nothing.
    public let reason: String

    /// The refusal's message.
    public var description: String { reason }
}
