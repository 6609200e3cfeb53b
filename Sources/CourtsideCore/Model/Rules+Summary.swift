extension Rules {
    /// The rules in a few words, as the header, the list, the exports and the feed show them:
    /// "to 15 · win by 2", "to 21 or 10:00 · OT first to 2", "to 15 · win by 2 · cap 21",
    /// "to 21 · win by 2 · shots 2 and 3". A win-by of 1 is not said (it is the plain race).
    public var summary: String {
        var parts: [String] = []
        var first = "to \(target)"
        if let timeLimitMs { first += " or \(Rules.limitText(timeLimitMs))" }
        parts.append(first)
        if winBy > 1 { parts.append("win by \(winBy)") }
        if let cap { parts.append("cap \(cap)") }
        if timeLimitMs != nil { parts.append("OT first to \(overtime)") }
        if shots != .onesAndTwos { parts.append("shots \(shots.words)") }
        return parts.joined(separator: " · ")
    }

    /// "10:00", "0:05": a time limit as the scorer types it (`--time-limit m:ss`).
    public static func limitText(_ ms: Int64) -> String {
        let seconds = ms / 1_000
        let rest = seconds % 60
        return "\(seconds / 60):" + (rest < 10 ? "0" : "") + "\(rest)"
    }

    /// Reads a time limit typed as "m:ss" or "mm:ss" (seconds below 60), or nil.
    public static func parseLimit(_ text: String) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let minutes = Int64(parts[0]), let seconds = Int64(parts[1]), seconds < 60
        else { return nil }
        return (minutes * 60 + seconds) * 1_000
    }
}
