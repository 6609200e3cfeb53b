import CourtsideCore

/// The library's summary index, `.courtside-index` in the library folder: for every game folded
/// since, the identity of its file and its ``GameSummary``, so listing a library reads one small
/// file and stats each game instead of reading and folding every game.
///
/// It is a cache and never trusted over the games: an entry counts only while its file is
/// unchanged (``SummaryIndexEntry/matches(_:)``), an index that does not parse whole — a wrong
/// first line, a field out of place, a line whose checksum disagrees — is thrown away and rebuilt,
/// and deleting it loses nothing.
///
/// The text form: the line `courtside-index 1`, then one line per game of tab-separated fields —
/// id, device, inode, size, modification ns, change ns, created ms, last played ms (or `-`), clock
/// ms, events, home score, away score, status, winner (`home`, `away` or `-`), home name, away
/// name, then the rules: target, win-by, cap (or `-`), time limit ms (or `-`), overtime, shots
/// (`1,2` or `2,3`), bonus thresholds (comma-separated, or `-`) — and last the FNV-1a 64 checksum of everything before it on the line, in 16 hex digits.
/// Names escape `\`, tab, newline and carriage return with a backslash.
struct SummaryIndex: Equatable, Sendable {
    /// The index's name in the library folder (hidden, and not `<id>.jsonl`, so never a game).
    static let fileName = ".courtside-index"
    /// The name of the lock file that writers of the index take in turn.
    static let lockName = ".courtside-index.lock"
    /// The first line; another version is rebuilt rather than read.
    static let magic = "courtside-index 2"

    /// The entries by game id.
    private(set) var entries: [GameID: SummaryIndexEntry] = [:]

    /// An empty index.
    init() {}

    /// Adds or replaces a game's entry.
    mutating func set(_ entry: SummaryIndexEntry) {
        entries[entry.summary.id] = entry
    }

    /// The game's entry, if the index has one.
    subscript(id: GameID) -> SummaryIndexEntry? { entries[id] }

    // MARK: Text

    /// The index as its file's bytes, games in id order (so the same index is the same file).
    func encoded() -> [UInt8] {
        var out = Array((Self.magic + "\n").utf8)
        out.reserveCapacity(out.count + entries.count * 160)
        for id in entries.keys.sorted() {
            guard let entry = entries[id] else { continue }
            let summary = entry.summary
            let lineStart = out.count
            Self.append(summary.id.rawValue, to: &out)
            for number in [
                Int64(bitPattern: entry.device), Int64(bitPattern: entry.inode), entry.size, entry.modifiedNs,
                entry.changedNs, summary.createdMs,
            ] {
                out.append(Self.tab)
                Self.append(number, to: &out)
            }
            out.append(Self.tab)
            if let last = summary.lastPlayedMs { Self.append(last, to: &out) } else { out.append(Self.dash) }
            for number in [
                summary.clockMs, Int64(summary.eventCount), Int64(summary.homeScore), Int64(summary.awayScore),
            ] {
                out.append(Self.tab)
                Self.append(number, to: &out)
            }
            out.append(Self.tab)
            Self.append(summary.status.rawValue, to: &out)
            out.append(Self.tab)
            Self.append(summary.winner?.rawValue ?? "-", to: &out)
            out.append(Self.tab)
            Self.append(summary.homeName, to: &out)
            out.append(Self.tab)
            Self.append(summary.awayName, to: &out)
            let rules = summary.rules
            for number in [Int64(rules.target), Int64(rules.winBy)] {
                out.append(Self.tab)
                Self.append(number, to: &out)
            }
            for optional in [rules.cap.map(Int64.init), rules.timeLimitMs] {
                out.append(Self.tab)
                if let number = optional { Self.append(number, to: &out) } else { out.append(Self.dash) }
            }
            out.append(Self.tab)
            Self.append(Int64(rules.overtime), to: &out)
            out.append(Self.tab)
            Self.append(rules.shots.rawValue, to: &out)
            out.append(Self.tab)
            Self.append(
                rules.bonusFouls.isEmpty ? "-" : rules.bonusFouls.map { String($0) }.joined(separator: ","), to: &out)
            let checksum = Self.checksum(out[lineStart...])
            out.append(Self.tab)
            for shift in stride(from: 60, through: 0, by: -4) {
                out.append(Self.hexDigits[Int((checksum >> UInt64(shift)) & 0xF)])
            }
            out.append(Self.newline)
        }
        return out
    }

    /// Reads an index file's bytes; nil when they are not a whole, undamaged index. `location`
    /// gives each summary its file's path.
    static func decode(_ bytes: [UInt8], location: (GameID) -> String) -> SummaryIndex? {
        let magicBytes = Array((magic + "\n").utf8)
        guard bytes.count >= magicBytes.count, bytes[0..<magicBytes.count].elementsEqual(magicBytes) else {
            return nil
        }
        var index = SummaryIndex()
        var lineStart = magicBytes.count
        while lineStart < bytes.count {
            // A last line without its newline is a write cut short: the whole index goes.
            guard let lineEnd = bytes[lineStart...].firstIndex(of: newline),
                let entry = entry(bytes[lineStart..<lineEnd], location: location),
                index.entries[entry.summary.id] == nil
            else { return nil }
            index.entries[entry.summary.id] = entry
            lineStart = lineEnd + 1
        }
        return index
    }

    /// One line's entry; nil when anything about it is off.
    private static func entry(_ line: ArraySlice<UInt8>, location: (GameID) -> String) -> SummaryIndexEntry? {
        guard let lastTab = line.lastIndex(of: tab), line.endIndex - lastTab == 17,
            let stored = hex(line[(lastTab + 1)...]), stored == checksum(line[..<lastTab])
        else { return nil }
        let fields = line[..<lastTab].split(separator: tab, omittingEmptySubsequences: false)
        guard fields.count == 23,
            let idText = text(fields[0]), let id = GameID(rawValue: idText),
            let device = number(fields[1]), let inode = number(fields[2]), let size = number(fields[3]),
            let modified = number(fields[4]), let changed = number(fields[5]), let created = number(fields[6]),
            let clock = number(fields[8]), let events = number(fields[9]), events >= 0,
            let home = number(fields[10]), home >= 0, let away = number(fields[11]), away >= 0,
            let statusText = text(fields[12]), let status = GameStatus(rawValue: statusText),
            let winnerText = text(fields[13]), let homeName = text(fields[14]), let awayName = text(fields[15])
        else { return nil }
        let last: Int64?
        if fields[7].elementsEqual([dash]) {
            last = nil
        } else {
            guard let value = number(fields[7]) else { return nil }
            last = value
        }
        let winner: Side?
        if winnerText == "-" {
            winner = nil
        } else {
            guard let side = Side(rawValue: winnerText) else { return nil }
            winner = side
        }
        guard (winner != nil) == (status == .finished), let rules = rules(fields[16...]) else { return nil }
        let summary = GameSummary(
            id: id, location: location(id), homeName: homeName, awayName: awayName, homeScore: Int(home),
            awayScore: Int(away), status: status, eventCount: Int(events), createdMs: created, lastPlayedMs: last,
            clockMs: clock, winner: winner, rules: rules)
        return SummaryIndexEntry(
            device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: size, modifiedNs: modified,
            changedNs: changed, summary: summary)
    }

    /// The rules from their seven fields; nil when any is off or they are not valid rules.
    private static func rules(_ fields: ArraySlice<ArraySlice<UInt8>>) -> Rules? {
        let fields = Array(fields)
        func optional(_ field: ArraySlice<UInt8>) -> Int64?? {
            if field.elementsEqual([dash]) { return .some(nil) }
            return number(field).map { .some($0) }
        }
        guard fields.count == 7, let target = number(fields[0]), let winBy = number(fields[1]),
            let cap = optional(fields[2]), let limit = optional(fields[3]), let overtime = number(fields[4]),
            let shotsText = text(fields[5]), let shots = ShotValues(rawValue: shotsText),
            let bonusText = text(fields[6])
        else { return nil }
        var bonus: [Int] = []
        if bonusText != "-" {
            for part in bonusText.split(separator: ",", omittingEmptySubsequences: false) {
                guard let value = Int(part) else { return nil }
                bonus.append(value)
            }
        }
        guard let targetValue = Int(exactly: target), let winByValue = Int(exactly: winBy),
            let overtimeValue = Int(exactly: overtime)
        else { return nil }
        return try? Rules(
            target: targetValue, winBy: winByValue, cap: cap.flatMap { Int(exactly: $0) }, timeLimitMs: limit,
            overtime: overtimeValue, shots: shots, bonusFouls: bonus)
    }

    // MARK: Fields

    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let dash = UInt8(ascii: "-")
    private static let backslash = UInt8(ascii: "\\")
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// FNV-1a, 64 bits: enough to tell a damaged line, cheap enough for every line.
    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }

    private static func append(_ value: Int64, to out: inout [UInt8]) {
        out.append(contentsOf: String(value).utf8)
    }

    /// Appends text with `\`, tab, newline and carriage return escaped.
    private static func append(_ text: String, to out: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case backslash: out += [backslash, backslash]
            case tab: out += [backslash, UInt8(ascii: "t")]
            case newline: out += [backslash, UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [backslash, UInt8(ascii: "r")]
            default: out.append(byte)
            }
        }
    }

    /// A decimal integer, optionally negative, with no other characters; nil on overflow.
    private static func number(_ field: ArraySlice<UInt8>) -> Int64? {
        var digits = field[...]
        let negative = digits.first == dash
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// Escaped text back as a string; nil for a stray backslash or bytes that are not UTF-8.
    private static func text(_ field: ArraySlice<UInt8>) -> String? {
        guard field.contains(backslash) else { return String(validating: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.count)
        var escaped = false
        for byte in field {
            if escaped {
                switch byte {
                case backslash: bytes.append(backslash)
                case UInt8(ascii: "t"): bytes.append(tab)
                case UInt8(ascii: "n"): bytes.append(newline)
                case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
                default: return nil
                }
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else {
                bytes.append(byte)
            }
        }
        guard !escaped else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Sixteen lowercase hex digits.
    private static func hex(_ field: ArraySlice<UInt8>) -> UInt64? {
        guard field.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in field {
            guard let digit = hexDigits.firstIndex(of: byte) else { return nil }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
