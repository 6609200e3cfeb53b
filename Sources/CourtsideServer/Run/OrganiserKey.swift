/// The organiser's secret (`courtside serve --organiser`): 128 random bits, new each start, as 32
/// lowercase hex digits. Whoever has it may change the run through `/api/run/…`; the organiser
/// address carries it (`/organiser?key=…`) and the page sends it as `Authorization: Bearer KEY`.
public struct OrganiserKey: Sendable, CustomStringConvertible {
    /// The key's hex digits.
    public let description: String

    /// A new key from the system's cryptographically secure generator: Swift's
    /// `SystemRandomNumberGenerator`, which on Linux is `getrandom(2)` (`/dev/urandom` where that
    /// is missing), never a seeded or predictable one.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let bits = [generator.next(), generator.next()] as [UInt64]
        description = bits.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// A given key (tests).
    init(_ text: String) {
        description = text
    }

    /// Whether `header` (an `Authorization` header's value) is `Bearer <this key>`, compared in
    /// time that does not depend on where the bytes first differ: a wrong guess learns nothing of
    /// how near it was.
    func authorizes(_ header: String?) -> Bool {
        guard let header, header.hasPrefix("Bearer ") else { return false }
        let given = Array(header.utf8.dropFirst("Bearer ".count))
        let expected = Array(description.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
