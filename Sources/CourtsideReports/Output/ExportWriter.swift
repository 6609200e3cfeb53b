import CourtsideText

/// Formats an export into a fixed-size buffer and hands it to an ``ExportSink`` each time it
/// fills: text, integers and clock readings are appended as UTF-8 bytes without building
/// intermediate strings, so the cost of an export is the bytes it writes.
///
/// Call ``flush()`` at the end; bytes still in the buffer are not written until then.
public struct ExportWriter {
    /// The buffer size: large enough that the sink is called rarely, small enough to be nothing
    /// next to the game itself.
    public static let defaultCapacity = 64 * 1024

    private let sink: any ExportSink
    private let capacity: Int
    private var buffer: [UInt8]

    /// A writer into `sink`, buffering up to `capacity` bytes between calls to it.
    public init(sink: any ExportSink, capacity: Int = ExportWriter.defaultCapacity) {
        self.sink = sink
        self.capacity = max(1, capacity)
        buffer = []
        buffer.reserveCapacity(self.capacity + 64)
    }

    /// Appends text as UTF-8.
    public mutating func write(_ text: String) throws {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        if buffer.count >= capacity { try flush() }
    }

    /// Appends bytes already encoded (a cached name, a fixed phrase).
    public mutating func write(_ bytes: [UInt8]) throws {
        // Through a buffer pointer: one copy of the bytes, without the generic sequence path.
        bytes.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        if buffer.count >= capacity { try flush() }
    }

    /// Appends one byte (an ASCII separator or line end).
    public mutating func write(byte: UInt8) throws {
        buffer.append(byte)
        if buffer.count >= capacity { try flush() }
    }

    /// Appends `count` spaces.
    public mutating func write(spaces count: Int) throws {
        guard count > 0 else { return }
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
        if buffer.count >= capacity { try flush() }
    }

    /// Appends an integer in decimal, padded on the left with spaces to `width` digits.
    public mutating func write(_ value: Int, width: Int = 0) throws {
        try write(Int64(value), width: width)
    }

    /// Appends an integer in decimal, padded on the left with spaces to `width` digits.
    public mutating func write(_ value: Int64, width: Int = 0) throws {
        var magnitude = value.magnitude
        let count = Self.digitCount(magnitude)
        let length = count + (value < 0 ? 1 : 0)
        if width > length { buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - length)) }
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        buffer.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var index = buffer.count - 1
        while magnitude > 0 {
            buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        }
        if buffer.count >= capacity { try flush() }
    }

    /// Appends a game-clock reading as `mm:ss.t` (``ClockFormat/string(ms:)``), padded on the left to `width`.
    public mutating func write(clockMs ms: Int64, width: Int = 0) throws {
        let tenths = max(0, ms) / 100
        let minutes = tenths / 600
        let minuteDigits = minutes < 10 ? 2 : Self.digitCount(UInt64(minutes))
        let length = minuteDigits + 5
        if width > length { buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width - length)) }
        if minutes < 10 { buffer.append(UInt8(ascii: "0")) }
        try write(minutes)
        let seconds = Int(tenths / 10 % 60)
        buffer.append(UInt8(ascii: ":"))
        buffer.append(UInt8(ascii: "0") + UInt8(seconds / 10))
        buffer.append(UInt8(ascii: "0") + UInt8(seconds % 10))
        buffer.append(UInt8(ascii: "."))
        buffer.append(UInt8(ascii: "0") + UInt8(tenths % 10))
    }

    /// Appends a moment of the game as its clock shows it, `mm:ss.t`: counting down from
    /// `limitMs`, the time left (``ClockFormat/shownTenths(ms:countingDownFrom:)``, the board's
    /// one convention), else the time played; padded on the left to `width`.
    public mutating func write(clockMs ms: Int64, countingDownFrom limitMs: Int64?, width: Int = 0) throws {
        try write(clockMs: ClockFormat.shownTenths(ms: ms, countingDownFrom: limitMs) * 100, width: width)
    }

    /// Hands everything buffered to the sink.
    public mutating func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try sink.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Decimal digits of a number.
    static func digitCount(_ value: UInt64) -> Int {
        var value = value
        var count = 1
        while value >= 10 {
            value /= 10
            count += 1
        }
        return count
    }
}
