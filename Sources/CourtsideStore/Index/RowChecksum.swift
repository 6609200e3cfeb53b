/// FNV-1a, 64 bits, over an index row's values: a row changed by hand or by a bad disk (with
/// `sqlite3`, say) no longer matches its checksum and is never used.
struct RowChecksum {
    /// The hash so far.
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A checksum of no values yet.
    init() {}

    /// Adds a number, or a mark for NULL.
    mutating func add(_ number: Int64?) {
        guard let number else { return add(byte: 0x01) }
        add(byte: 0x02)
        withUnsafeBytes(of: number.littleEndian) { for byte in $0 { add(byte: byte) } }
    }

    /// Adds a text's bytes, or a mark for NULL, then a separator (so "ab","c" differs from "a","bc").
    mutating func add(_ text: String?) {
        guard let text else { return add(byte: 0x01) }
        add(byte: 0x03)
        for byte in text.utf8 { add(byte: byte) }
        add(byte: 0x00)
    }

    /// The checksum as SQLite stores it (a signed 64-bit integer).
    var stored: Int64 { Int64(bitPattern: value) }

    private mutating func add(byte: UInt8) {
        value ^= UInt64(byte)
        value &*= 0x100_0000_01b3
    }
}
