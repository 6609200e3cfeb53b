/// What a typed name is matched by: the name without regard to case or accents (`José`, `JOSE`
/// and `jose` have one key; `Dvořák` is `dvorak`, `Ørjan` is `orjan`, `Łukasz` is `lukasz`).
/// Only for finding a player from what someone typed (``find(_:among:name:)``): names are stored
/// and shown as entered, and two players whose names differ only in accents stay two players.
///
/// The folding needs no Foundation (CourtsideCore has none, and the standard library has no
/// public canonical decomposition): a letter whose Unicode name reads "X WITH Y" (`LATIN SMALL
/// LETTER E WITH ACUTE`) folds to the letter named "X" (`LATIN SMALL LETTER E`), found in a table
/// of the Latin, Greek and Cyrillic letters' names built once; a combining mark (a decomposed
/// accent) is dropped; case goes by each scalar's lowercase mapping. ASCII takes a fast path.
public struct NameKey: Hashable, Sendable {
    /// The folded text: lowercase, no accents.
    public let folded: String

    /// The key of `name`.
    public init(_ name: String) {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            folded = String(decoding: name.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
            return
        }
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if let base = Self.base(of: lower) { scalars.append(base) }
            }
        }
        folded = String(scalars)
    }

    /// What a typed name finds among some players.
    public enum Match<Candidate> {
        /// Exactly one player.
        case one(Candidate)
        /// Nobody.
        case none
        /// Several players, in the order given: the typed name must say which.
        case ambiguous([Candidate])
    }

    /// The candidate `typed` names: the one spelled exactly so, else the one whose name has the
    /// same key; several with the same key (Jose and José, `jose` typed) is ambiguous, never a
    /// guess.
    public static func find<Candidate>(
        _ typed: String, among candidates: some Sequence<Candidate>, name: (Candidate) -> String
    ) -> Match<Candidate> {
        find(typed, among: candidates, names: { [name($0)] })
    }

    /// The candidate `typed` names when each goes by several `names` (a player's former
    /// spellings): as ``find(_:among:name:)``, a candidate counted once however many of its names fit.
    public static func find<Candidate>(
        _ typed: String, among candidates: some Sequence<Candidate>, names: (Candidate) -> [String]
    ) -> Match<Candidate> {
        let all = Array(candidates)
        let exact = all.filter { names($0).contains(typed) }
        if exact.count == 1, let only = exact.first { return .one(only) }
        let key = NameKey(typed)
        let folded = all.filter { names($0).contains { NameKey($0) == key } }
        switch folded.count {
        case 0: return .none
        case 1: return .one(folded[0])
        default: return .ambiguous(folded)
        }
    }

    /// Whether a name of this key starts as `typed`'s does (`jo` for José).
    public func starts(with typed: NameKey) -> Bool { folded.hasPrefix(typed.folded) }

    /// Whether `typed`'s key is inside this one, or this one inside it (a near miss to suggest).
    public func overlaps(_ typed: NameKey) -> Bool { folded.contains(typed.folded) || typed.folded.contains(folded) }

    /// The scalar a lowercase scalar folds to: itself, its base letter for a letter with a mark
    /// (the base's base, for one with two marks), or nil for a combining mark.
    private static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.properties.canonicalCombiningClass != .notReordered { return nil }
        guard scalar.value >= 0x80, let name = scalar.properties.name,
            let with = name.firstRange(of: " WITH ")
        else { return scalar }
        return baseLetters[String(name[..<with.lowerBound])] ?? scalar
    }

    /// The scalars of the Latin (with its extensions), Greek and Cyrillic blocks, by Unicode name:
    /// a few thousand, built on first use (a static's initializer runs once, thread-safe).
    private static let baseLetters: [String: Unicode.Scalar] = {
        let blocks: [ClosedRange<UInt32>] = [
            0x0000...0x024F, 0x0370...0x03FF, 0x0400...0x052F, 0x1E00...0x1EFF, 0x1F00...0x1FFF,
        ]
        var table: [String: Unicode.Scalar] = [:]
        for block in blocks {
            for value in block {
                guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name else { continue }
                table[name] = scalar
            }
        }
        return table
    }()
}
