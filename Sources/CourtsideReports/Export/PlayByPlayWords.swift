import CourtsideCore
import CourtsideText

/// The words for a play-by-play line, written straight into an export: the text and Markdown
/// exports' PLAY column and ``PlayByPlayEntry/words(in:)``.
///
/// - a play's own line: "2 points", then what became of it: " (void)" (undone), " (deleted)", or
///   " (corrected; now: A.I. 1 point)"; an inserted play adds ", inserted before #12";
/// - a correction: "corrected #12: Shaq 2 points → A.I. 1 point", "deleted #12: Shaq 2 points",
///   with " (void)" when it was undone;
/// - undo and redo: "undo 2 points", "redo correction of #12: …", "undo deletion of #12: …";
/// - the clock: "clock started", "clock paused", "clock set to 02:00.0 (was 05:00.0)", and its
///   undo and redo: "undo clock set (now 05:10.0)".
enum PlayByPlayWords {
    private static let clockStarted = Array("clock started".utf8)
    private static let clockPaused = Array("clock paused".utf8)
    private static let void = Array(" (void)".utf8)
    private static let deleted = Array(" (deleted)".utf8)
    private static let correctedNow = Array(" (corrected; now: ".utf8)
    private static let arrow = Array(" → ".utf8)

    /// Writes the words for `entry`, with names from `names`.
    static func write(_ entry: PlayByPlayEntry, names: PlayerNames, to writer: inout ExportWriter) throws {
        switch entry.kind {
        case .clockStarted:
            try writer.write(clockStarted)
        case .clockPaused:
            try writer.write(clockPaused)
        case .confirm(let home, let away):
            try writer.write("final score confirmed: " + ScoreFormat.string(home: home, away: away))
        case .timeout(let side):
            try writer.write(names.call(.timeout(side)))
            if entry.isVoided { try writer.write(void) }
        case .possession(let side):
            try writer.write(names.call(.possession(side)))
            if entry.isVoided { try writer.write(void) }
        case .shotClockReset:
            try writer.write(names.call(.shotClockReset))
            if entry.isVoided { try writer.write(void) }
        case .violation(let side):
            try writer.write(names.call(.violation(side)))
            if entry.isVoided { try writer.write(void) }
        case .substitution(let off, let on):
            try writer.write(names.call(.substitution(off: off, on: on)))
            if entry.isVoided { try writer.write(void) } else if entry.isDeleted { try writer.write(deleted) }
        case .join, .rename:
            try writer.write(names.nameChange(entry.renamed))
            if entry.isVoided { try writer.write(void) }
        case .clockSet(let from):
            try writer.write("clock set to " + ClockFormat.string(ms: entry.clockMs))
            try writer.write(" (was " + ClockFormat.string(ms: from) + ")")
            if entry.isVoided { try writer.write(void) }
        case .move(_, let move):
            try writer.write(names.phrase(move))
            try writeFate(of: entry, names: names, to: &writer)
        case .insert(let before, _, let move):
            try writer.write(names.phrase(move))
            try writer.write(", inserted before #")
            try writer.write(before)
            try writeFate(of: entry, names: names, to: &writer)
        case .amend(let play, _, _):
            try writer.write("corrected #")
            try writeChange(play: play, entry: entry, names: names, to: &writer)
            if entry.isVoided { try writer.write(void) }
        case .assist(let play, let passer?):
            try writer.write("assist on #")
            try writer.write(play)
            try writer.write(" by ")
            try writer.write(names.player(passer))
            if entry.isVoided { try writer.write(void) }
        case .assist(let play, nil):
            try writer.write("assist deleted on #")
            try writer.write(play)
            if let passer = entry.player {
                try writer.write(" (was ")
                try writer.write(names.player(passer))
                try writer.write(byte: UInt8(ascii: ")"))
            }
            if entry.isVoided { try writer.write(void) }
        case .void(let play):
            try writer.write("deleted #")
            try writer.write(play)
            try writer.write(": ")
            if let line = entry.line { try who(line, names: names, to: &writer) }
            if let substitution = entry.substitution {
                try writer.write(names.call(.substitution(off: substitution.off, on: substitution.on)))
            }
            if entry.isVoided { try writer.write(void) }
        case .undo, .redo:
            try writer.write(entry.kind == .undo ? "undo " : "redo ")
            switch entry.action {
            case .amend:
                try writer.write("correction of #")
                try writeChange(play: entry.play ?? 0, entry: entry, names: names, to: &writer)
            case .setClock:
                try writer.write("clock set (now " + ClockFormat.string(ms: entry.clockMs) + ")")
            case .timeout, .possession, .shotClockReset, .substitution:
                // The switch matched the action, so it is there.
                try writer.write(entry.action.map(names.call) ?? "")
            case .violation(let side):
                try writer.write(names.team(side))
                try writer.write(" shot-clock violation")
            case .join, .rename:
                try writer.write(names.nameChange(entry.renamed))
            case .delete:
                try writer.write("deletion of #")
                try writer.write(entry.substitution?.sequence ?? entry.play ?? 0)
                try writer.write(": ")
                if let line = entry.line { try who(line, names: names, to: &writer) }
                if let substitution = entry.substitution {
                    try writer.write(names.call(.substitution(off: substitution.off, on: substitution.on)))
                }
            case .credit:
                try writer.write("assist on #")
                try writer.write(entry.play ?? 0)
            case .enter, nil:
                if let move = entry.move { try writer.write(names.phrase(move)) }
            }
        }
    }

    /// Writes the words for a play as the game stands: "2 points", then ", inserted before #12"
    /// for a play the scorer forgot, and " (corrected; was: Shaq 2 points)" for a corrected one; for
    /// a call, the board's words: "shot-clock violation (turnover)" (the team is in its own column),
    /// "Ballerz timeout", "Ballerz sub: Bob in for Ann", "Jon is now John".
    static func write(_ line: StandingPlay, names: PlayerNames, to writer: inout ExportWriter) throws {
        switch line.call {
        case nil: break
        case .violation?: return try writer.write("shot-clock violation (turnover)")
        case .join?, .rename?: return try writer.write(names.nameChange(line.renamed))
        case let call?: return try writer.write(names.call(call))
        }
        guard let move = line.move else { return }
        try writer.write(names.phrase(move))
        if let passer = line.assist {
            try writer.write(" (ast ")
            try writer.write(names.player(passer))
            try writer.write(byte: UInt8(ascii: ")"))
        }
        if let before = line.insertedBefore {
            try writer.write(", inserted before #")
            try writer.write(before)
        }
        if let entered = line.entered {
            try writer.write(" (corrected; was: ")
            try who(entered, names: names, to: &writer)
            try writer.write(byte: UInt8(ascii: ")"))
        }
    }

    /// " (void)", " (deleted)" or " (corrected; now: …)" after a play's own line, or nothing.
    private static func writeFate(of entry: PlayByPlayEntry, names: PlayerNames, to writer: inout ExportWriter)
        throws
    {
        if entry.isVoided {
            try writer.write(void)
        } else if entry.isDeleted {
            try writer.write(deleted)
        } else if entry.isCorrected, let now = entry.now {
            try writer.write(correctedNow)
            try who(now, names: names, to: &writer)
            try writer.write(byte: UInt8(ascii: ")"))
        }
    }

    /// "12: Shaq 2 points → A.I. 1 point".
    private static func writeChange(
        play: Int, entry: PlayByPlayEntry, names: PlayerNames, to writer: inout ExportWriter
    )
        throws
    {
        try writer.write(play)
        try writer.write(": ")
        if let was = entry.was { try who(was, names: names, to: &writer) }
        try writer.write(arrow)
        if let now = entry.now { try who(now, names: names, to: &writer) }
    }

    /// "Shaq 2 points".
    private static func who(_ line: PlayerMove, names: PlayerNames, to writer: inout ExportWriter) throws {
        try writer.write(names.player(line.player))
        try writer.write(byte: UInt8(ascii: " "))
        try writer.write(names.phrase(line.move))
    }
}
