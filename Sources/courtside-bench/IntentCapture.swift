/// What one intent cost on the terminal: the bytes courtside wrote for it and the views it drew.
struct IntentCapture {
    /// The intent's name in the table.
    let name: String
    /// Every byte written to the terminal for it.
    let bytes: [UInt8]
    /// The views drawn for it (from the draw trace).
    let draws: [DrawTraceTail.Draw]
    /// Frames those draws span.
    var frames: Int { Set(draws.map(\.frame)).count }
}
