/// The running clock's `mm:ss.t`, made ten times a second without building it from pieces.
///
/// It says exactly what `ClockFormat.string(ms:)` says (a test holds them together over hours of
/// readings), but writes the digits into one small buffer: the string fits in a Swift small
/// string, so a tenth allocates nothing.
enum ClockText {
    /// `mm:ss.t` for a whole number of tenths (negative counts as 0); minutes keep counting past 59.
    static func string(tenths: Int64) -> String {
        let tenths = max(0, tenths)
        let minutes = tenths / 600
        let seconds = tenths / 10 % 60
        guard minutes < 100 else {
            // Three or more minute digits: rare enough to build the ordinary way.
            return "\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenths % 10)"
        }
        let zero = UInt8(ascii: "0")
        let bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (
            zero + UInt8(minutes / 10), zero + UInt8(minutes % 10), UInt8(ascii: ":"),
            zero + UInt8(seconds / 10), zero + UInt8(seconds % 10), UInt8(ascii: "."), zero + UInt8(tenths % 10)
        )
        return withUnsafeBytes(of: bytes) { String(decoding: $0, as: UTF8.self) }
    }
}
