/// A game's id: short, unique within a library, and safe as a file name.
///
/// Only lowercase letters and digits, so nothing a user types can become a path.
public struct GameID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The characters a generated id uses (no 0/o or 1/l, so an id can be read aloud or retyped).
    static let alphabet = Array("abcdefghijkmnpqrstuvwxyz23456789")
    /// Characters in an id courtside makes; an id typed or read from a file may have 1 to 32.
    public static let generatedLength = 8

    /// The id's text.
    public let rawValue: String

    /// Accepts 1…32 characters of `a-z` and `0-9`; nil for anything else.
    public init?(rawValue: String) {
        guard (1...32).contains(rawValue.count),
            rawValue.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        self.rawValue = rawValue
    }

    /// A fresh random id; the library retries on the (unlikely) clash.
    public static func generate<R: RandomNumberGenerator>(using generator: inout R) -> GameID {
        let text = String((0..<generatedLength).map { _ in alphabet.randomElement(using: &generator)! })
        return GameID(rawValue: text)!
    }

    /// A fresh random id from the system's generator.
    public static func generate() -> GameID {
        var generator = SystemRandomNumberGenerator()
        return generate(using: &generator)
    }

    /// The id's text.
    public var description: String { rawValue }

    /// Orders by text.
    public static func < (lhs: GameID, rhs: GameID) -> Bool { lhs.rawValue < rhs.rawValue }
}
