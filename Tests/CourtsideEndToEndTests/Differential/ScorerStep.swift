import CourtsideCore
import CourtsideTesting
import CourtsideViewModels

/// One thing a scorer does, as the keys they type and the time that passes: drawn from a seed by the
/// project's own generator (`SplitMix64`), so a session is a list of seeds that shrinks by dropping
/// steps, and a failure prints the steps in words.
///
/// Every scorer action is here: plays and misses, assists offered and then answered by any key,
/// team calls (timeouts, the ball, shot-clock resets, violations), substitutions, late arrivals,
/// renames, clock starts, pauses and sets, corrections in edit mode (player, move, delete, insert,
/// an assist taken off),
/// undo and redo, the final score confirmed (Enter: at FINAL it records a `confirm`, and a later
/// change asks first, which ``CourtViews`` answers yes), and time running (ticked a tenth at a time, as the run loop does, so the time
/// limit's pause and overtime come as they would).
struct ScorerStep: CustomStringConvertible, Sendable {
    /// The keys, in order.
    let keys: [Key]
    /// Milliseconds that pass after the keys (ticked a tenth at a time).
    let waitMs: Int64
    /// The step in words, for a failing session's report.
    let description: String

    /// Whether the step adds a player or names one anew (`+`, `N`).
    let isNaming: Bool

    private static let selects: [Character] = ["u", "i", "o", "j", "k", "l"]
    private static let moves: [Character] = ["s", "d", "x", "c", "a", "r", "f", ";", ",", "/", "'", "."]
    private static let teamCalls: [Character] = ["T", "P", "R", "V"]
    /// What a scorer might press after an assist is offered: yes (the assist key, Enter) or anything else.
    private static let answers: [Key] = [
        .character("a"), .enter, .escape, .character("B"), .character("T"), .character("z"), .character("d"),
        .character("r"), .character("V"), .character("N"), .space, .character("k"),
    ]
    private static let newNames = ["Gus", "Marcus", "Zoë", "Ann B", "Dee-Dee", "=SUM(1)"]

    /// The step drawn from `seed`.
    init(seed: UInt32) {
        var random = SplitMix64(seed: UInt64(seed))
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        func text(_ string: String) -> [Key] { string.map { $0 == " " ? Key.space : Key.character($0) } }
        let select = pick(Self.selects)
        switch random.next() % 100 {
        case 0..<28:
            let move = pick(Self.moves)
            self.init([.character(select), .character(move)], "\(select) \(move)")
        case 28..<36:
            // A basket, then a teammate selected (the assist is offered), then an answer.
            let index = Self.selects.firstIndex(of: select)!
            let mate = Self.selects[index < 3 ? (index + 1) % 3 : 3 + (index - 2) % 3]
            let answer = pick(Self.answers)
            self.init(
                [.character(select), .character("d"), .character(mate), answer], "\(select) d \(mate) \(answer.label)")
        case 36..<52:
            let ms = Int64(random.next() % 120 + 1) * 100
            self.init([], "wait \(ms) ms", waitMs: ms)
        case 52..<60:
            self.init([.space], "Space")
        case 60..<64:
            let minutes = random.next() % 2
            let seconds = random.next() % 60
            let tenth = random.next() % 10
            let typed = "0\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenth)"
            self.init([.character("t")] + text(typed) + [.enter], "t \(typed) Enter")
        case 64..<70:
            self.init([.character("z")], "z")
        case 70..<73:
            self.init([.character("Z")], "Z")
        case 73..<80:
            let call = pick(Self.teamCalls)
            self.init([.character(select), .character(call)], "\(select) \(call)")
        case 80..<84:
            let digit = Character(String(random.next() % 5 + 1))
            self.init([.character(select), .character("B"), .character(digit)], "\(select) B \(digit)")
        case 84..<86:
            let name = pick(Self.newNames)
            self.init(
                [.character(select), .character("+")] + text(name) + [.enter], "\(select) + \(name) Enter",
                isNaming: true)
        case 86..<89:
            let name = pick(Self.newNames)
            self.init(
                [.character(select), .character("N")] + text(name) + [.enter], "\(select) N \(name) Enter",
                isNaming: true)
        case 89..<95:
            let back = Int(random.next() % 4)
            let edit: [Key] =
                switch random.next() % 6 {
                case 0: [.character("-")]
                case 5: [.character("A")]
                case 1: [.character("p"), .character(pick(Self.selects))]
                case 2: [.character("m"), .character(pick(Self.moves))]
                case 3: [.character("b"), .character(pick(Self.selects)), .character(pick(Self.moves))]
                default: [.character("-"), .character("-")]
                }
            let keys = [.character("e")] + Array(repeating: Key.up, count: back) + edit + [.escape]
            self.init(keys, "e " + keys.dropFirst().map(\.label).joined(separator: " "))
        case 95..<97:
            // Both sides confirm the final score (before FINAL, Enter only says when it works).
            self.init([.enter], "Enter (confirm)")
        default:
            let key = pick([Key.escape, .enter, .character("n"), .character("W")])
            self.init([key], key.label)
        }
    }

    private init(_ keys: [Key], _ description: String, waitMs: Int64 = 0, isNaming: Bool = false) {
        self.keys = keys
        self.waitMs = waitMs
        self.isNaming = isNaming
        self.description = description
    }
}
