import CourtsideCore

/// The version of the saved-game format (docs/file-format.md), written on every header line so
/// old files stay readable when the format grows.
///
/// Version 8 added the confirmed final score: a `confirm` line with the `home` and `away` points
/// both sides agreed, after the game is won. As with version 7 the header stays as written; a
/// courtside that reads up to version 7 refuses such a line by name ("unknown event type"), and a
/// write-back of a game that has one writes its header as version 8.
///
/// Version 7 added the deletion of a linked assist on its own: an `assist` line with no `player`.
/// It comes in any game after its header is written, so the header stays as written and a
/// courtside that reads up to version 6 refuses such a line by name (its `player` is missing);
/// a write-back of a game that has one writes its header as version 7.
///
/// Version 6 added the late arrivals and new names (`join` and `rename` events). As with the stat
/// sheet's moves of version 4, they can come in any game after its header is written, so the
/// header stays as written and a courtside that reads up to version 5 refuses such a line by name
/// ("unknown event type"); a write-back of a game that has one writes its header as version 6,
/// which that courtside refuses as "a newer courtside wrote it". A late arrival makes a bench, so
/// `sub` lines may follow a `join` in a file of any version: the `join` line comes first.
///
/// Version 5 added the benches: a team of more than three players (up to ``Team/maxSize``, the first
/// three starting on court) and the substitution (`sub` events). A game with a bench is written as
/// version 5 from its header on, so a courtside that reads up to version 4 refuses it as "a newer
/// courtside wrote it" instead of refusing its header's players; a game without one is written as
/// before (a substitution needs a bench, so its lines come in a version 5 file, or after a `join`).
///
/// Version 4 added the stat sheet's moves (``Move/statSheet``: `to`, `stl`, `blk`, `oreb`,
/// `dreb`, `ft`, `ft-miss`). They can come in any game, after its header is written, so as with
/// the corrections in a version 1 file the header stays as written and a courtside that reads up
/// to version 3 refuses such a line by name ("unknown move"); a write-back of a game that has one
/// writes its header as version 4, which that courtside refuses as "a newer courtside wrote it".
/// Version 4 also added the team calls (`timeout`, `possession`, `shotclock` and `violation`
/// events, refused by such a courtside as "unknown event type") and the shot clock in the rules
/// (`shotClock`: a game with one is written as version 4 from its header on).
///
/// Version 3 added the rules beyond target and win-by (a cap, a time limit, overtime, shot
/// values, team-foul bonus thresholds). Only a game that uses them is written as version 3, so an
/// older courtside refuses it as "a newer courtside wrote it" instead of scoring it by the wrong
/// rules; a pickup game is still written as version 2, which every courtside since corrections reads.
///
/// Version 2 added the corrections (`amend`, `void`, `insert` events). New games are written as
/// version 2 or 3; version 1 files still load, and a game of a version 1 file can be corrected: its
/// header stays as written (the file is append-only), so an older courtside refuses the
/// correction lines by name ("unknown event type") instead of misreading them.
public enum GameFileFormat {
    /// The newest version this build writes and reads.
    public static let version = 8
    /// The version of the confirmed final score (`confirm`).
    public static let confirmVersion = 8
    /// The version of the deletion of a linked assist on its own (an `assist` with no `player`).
    public static let assistDeletionVersion = 7
    /// The version of the late arrivals and new names (`join`, `rename`).
    public static let namesVersion = 6
    /// The version of the benches (`sub`, teams of more than three).
    public static let rosterVersion = 5
    /// The version of the stat sheet's moves and the team calls.
    public static let statSheetVersion = 4
    /// The version of the rules beyond target and win-by.
    public static let rulesVersion = 3
    /// The version a game is written as when its rules need nothing newer.
    public static let plainRulesVersion = 2
    /// The oldest version this build reads.
    public static let oldest = 1

    /// The version a game under `rules` is written as: 4 with a shot clock, 3 when they use
    /// anything else beyond target and win-by, else 2.
    public static func version(for rules: Rules) -> Int {
        if rules.shotClockMs != nil { return statSheetVersion }
        let plain =
            rules.cap == nil && rules.timeLimitMs == nil && rules.overtime == Rules.defaultOvertime
            && rules.shots == .onesAndTwos && rules.bonusFouls.isEmpty
        return plain ? plainRulesVersion : rulesVersion
    }

    /// The version a whole game is written as (a write-back): 4 when an event carries a stat-sheet
    /// move or is a team call (timeout, possession, shot-clock reset, violation), else as its rules say.
    public static func version(for rules: Rules, events: some Sequence<GameEvent>) -> Int {
        events.contains { $0.kind.needsStatSheetFormat || $0.kind.isTeamCall }
            ? statSheetVersion : version(for: rules)
    }

    /// The version a game of `header` is written as, whole with its `events` (a write-back) or new
    /// (none): 8 with a confirm, 7 with an assist's deletion, 6 with a late arrival or a new name,
    /// 5 with a bench or a substitution, else as the rules and the events say.
    public static func version(for header: GameHeader, events: some Collection<GameEvent>) -> Int {
        if events.contains(where: \.kind.isConfirm) { return confirmVersion }
        if events.contains(where: \.kind.deletesAssist) { return assistDeletionVersion }
        if events.contains(where: \.kind.needsNamesFormat) { return namesVersion }
        let bench = header.home.players.count > Team.size || header.away.players.count > Team.size
        if bench || events.contains(where: \.kind.needsRosterFormat) { return rosterVersion }
        return version(for: header.rules, events: events)
    }

    /// The versions this build reads, oldest to newest: what ``LibraryError/unknownFormat(file:version:reads:)``
    /// names.
    public static let readable = oldest...version

    /// Whether this build reads files of `version`.
    public static func reads(_ version: Int) -> Bool { readable.contains(version) }
}
