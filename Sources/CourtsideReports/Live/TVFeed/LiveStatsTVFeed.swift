import CourtsideCore
import CourtsideText

/// Turns a game's events, folded one by one, into the messages of the FIBA LiveStats TV feed
/// (docs/feed.md, "LiveStats TV feed"): for each event the actions it adds, edits or deletes, then
/// the `status` and the fresh `boxscore`, so a reader's totals always equal courtside's box score
/// (minutes and plus/minus move with the clock too). A join or a rename sends the `teams` again.
///
/// Each action has a number of its own, given in the order they first appear, so the same log
/// always gives the same numbers: a play's, the assist linked to a basket (its `previousAction`
/// the basket's), a substitution's two (`out`, then `in`), a timeout's, a shot-clock violation's
/// (a team turnover). An action edited or deleted is sent again whole under its number, with
/// `edited` and the `origMessageId` of the message it replaces, and `deleted` when it no longer
/// counts; one that counts again (a redo, an undone deletion) is sent again as an edit.
///
/// It keeps every action that stands (for the play-by-play a client is sent on connecting) and
/// every one deleted (for a redo): the size of the game's plays.
public struct LiveStatsTVFeed: Sendable {
    /// What an action number stands for.
    private enum Source: Hashable, Sendable {
        case play(Int)
        case linkedAssist(Int)
        case substitutionOut(Int)
        case substitutionIn(Int)
        case call(Int)
    }

    /// An action as last sent: its fields and its message.
    private struct Sent: Sendable {
        var fields: String
        var messageID: Int
    }

    private let header: GameHeader
    private var numbers: [Source: Int] = [:]
    /// The actions that stand, by number.
    private var standing: [Int: Sent] = [:]
    /// The actions deleted, by number, as they were.
    private var deleted: [Int: Sent] = [:]
    /// How many messages were numbered so far.
    public private(set) var count = 0

    /// A feed for the game of `header`, before its first event.
    public init(header: GameHeader) {
        self.header = header
    }

    /// The feed's first messages, numbered 1 and 2: `setup` and `teams` as the game begins
    /// (`courtside feed --livestats` starts with them).
    public mutating func opening() -> [LiveStatsTVMessage] {
        let start = GameState(header: header)
        return [
            numbered(.setup, LiveStatsGameMessages.setup(header.rules)),
            numbered(.teams, LiveStatsGameMessages.teams(header, state: start)),
        ]
    }

    /// What a client is sent on connecting, with `state` the game now: `setup`, `teams`, `status`,
    /// the `playbyplay` (the actions that stand, by number) and the `boxscore`, unnumbered.
    public func snapshot(_ state: GameState) -> [LiveStatsTVMessage] {
        [
            unnumbered(.setup, LiveStatsGameMessages.setup(header.rules)),
            unnumbered(.teams, LiveStatsGameMessages.teams(header, state: state)),
            unnumbered(.status, LiveStatsGameMessages.status(state)), playByPlay(),
            unnumbered(.boxscore, LiveStatsGameMessages.boxscore(header, state: state)),
        ]
    }

    /// The `playbyplay` now: every action that stands, by number, unnumbered.
    public func playByPlay() -> LiveStatsTVMessage {
        let actions = standing.sorted { $0.key < $1.key }.map { "{" + $0.value.fields + "}" }
        var object = LiveStatsObject()
        object.add("actions", raw: LiveStatsObject.array(actions))
        return unnumbered(.playbyplay, object)
    }

    /// The keep-alive at wall time `wallMs`: a `ping` with its `timestamp`, unnumbered.
    public static func ping(wallMs: Int64) -> LiveStatsTVMessage {
        var object = LiveStatsObject()
        object.add("type", LiveStatsMessageType.ping.rawValue)
        object.add("timestamp", TimestampFormat.liveStats(ms: wallMs))
        return LiveStatsTVMessage(type: .ping, messageID: nil, text: object.text)
    }

    /// The messages `change` makes, `state` being the state right after it.
    public mutating func messages(for change: GameChange, state: GameState) -> [LiveStatsTVMessage] {
        var out: [LiveStatsTVMessage] = []
        let wall = TimestampFormat.liveStats(ms: change.event.wallMs)
        if let action = change.action {
            switch action.kind {
            case .enter, .amend, .delete, .credit:
                if let play = change.play ?? state.plays[action.play] {
                    out += reconcile(play, state: state, wall: wall)
                } else if let substitution = change.substitution ?? state.substitution(action.play) {
                    out += reconcile(substitution, state: state, wall: wall)
                }
            case .substitution:
                if let substitution = state.substitution(action.play) {
                    out += reconcile(substitution, state: state, wall: wall)
                }
            case .timeout(let side), .violation(let side):
                let source = Source.call(action.play)
                var fields: LiveStatsObject?
                if change.event.kind != .undo {
                    var object = base(number(for: source), side, clockMs: change.event.clockMs, state: state)
                    if case .timeout = action.kind {
                        object.add("actionType", "timeout")
                    } else {
                        object.add("actionType", "turnover")
                        object.add("subType", "shotclock")
                    }
                    scores(&object, state)
                    fields = object
                }
                out += reconcile(source, fields: fields, keepsOld: true, wall: wall)
            case .join, .rename:
                out.append(numbered(.teams, LiveStatsGameMessages.teams(header, state: state)))
            case .setClock, .possession, .shotClockReset:
                break
            }
        }
        out.append(numbered(.status, LiveStatsGameMessages.status(state)))
        // After every event: the clock's moves change the minutes played and the plus/minus too.
        out.append(numbered(.boxscore, LiveStatsGameMessages.boxscore(header, state: state)))
        return out
    }

    // MARK: Actions

    /// The play's action and its linked assist's, as they stand now, against what was sent.
    private mutating func reconcile(_ play: Play, state: GameState, wall: String) -> [LiveStatsTVMessage] {
        let number = number(for: .play(play.sequence))
        var out = reconcile(
            .play(play.sequence), fields: play.counts ? playFields(play, number: number, state: state) : nil, wall: wall
        )
        let passer = play.counts ? play.creditedAssist : nil
        if passer != nil || numbers[.linkedAssist(play.sequence)] != nil {
            let assist = self.number(for: .linkedAssist(play.sequence))
            let fields = passer.map { assistFields($0, of: play, number: assist, basket: number, state: state) }
            out += reconcile(.linkedAssist(play.sequence), fields: fields, wall: wall)
        }
        return out
    }

    /// A substitution's two actions as they stand now, against what was sent.
    private mutating func reconcile(_ substitution: Substitution, state: GameState, wall: String)
        -> [LiveStatsTVMessage]
    {
        var out: [LiveStatsTVMessage] = []
        for (source, player, subType) in [
            (Source.substitutionOut(substitution.sequence), substitution.off, "out"),
            (Source.substitutionIn(substitution.sequence), substitution.on, "in"),
        ] {
            let number = number(for: source)
            var fields: LiveStatsObject?
            if substitution.stands {
                var object = base(number, player.side, clockMs: substitution.clockMs, state: state)
                object.add("pno", player.number)
                object.add("actionType", "substitution")
                object.add("subType", subType)
                scores(&object, state)
                fields = object
            }
            out += reconcile(source, fields: fields, wall: wall)
        }
        return out
    }

    /// The message that brings the action of `source` to `fields` (nil: it no longer counts), if
    /// it changed: a new action, an edit, or a deletion. With `keepsOld`, an action that counts
    /// again is sent as it was (a call's time is its own, not the redo's).
    private mutating func reconcile(
        _ source: Source, fields: LiveStatsObject?, keepsOld: Bool = false, wall: String
    ) -> [LiveStatsTVMessage] {
        let number = number(for: source)
        if let fields {
            let text = keepsOld ? (standing[number] ?? deleted[number]).map(\.fields) ?? fields.fields : fields.fields
            if standing[number]?.fields == text { return [] }
            let previous = standing[number] ?? deleted[number]
            var object = LiveStatsObject(fields: text)
            if let previous {
                object.add("edited", wall)
                object.add("origMessageId", previous.messageID)
            }
            let message = numbered(.action, object)
            standing[number] = Sent(fields: text, messageID: message.messageID!)
            deleted[number] = nil
            return [message]
        }
        guard let previous = standing.removeValue(forKey: number) else { return [] }
        var object = LiveStatsObject(fields: previous.fields)
        object.add("edited", wall)
        object.add("origMessageId", previous.messageID)
        object.add("deleted", 1)
        let message = numbered(.action, object)
        deleted[number] = Sent(fields: previous.fields, messageID: message.messageID!)
        return [message]
    }

    /// The action number of `source`, given now if it has none.
    private mutating func number(for source: Source) -> Int {
        if let number = numbers[source] { return number }
        let number = numbers.count + 1
        numbers[source] = number
        return number
    }

    /// A play's fields: who, what (``LiveStatsMessage/actionType(_:rules:)``), a shot's `success`.
    private func playFields(_ play: Play, number: Int, state: GameState) -> LiveStatsObject {
        var object = base(number, play.player.side, clockMs: play.clockMs, state: state)
        object.add("pno", play.player.number)
        object.add("actionType", LiveStatsMessage.actionType(play.move, rules: state.rules))
        if let subType = Self.subType(play.move) { object.add("subType", subType) }
        if play.move.shotValue != nil || play.move.isFreeThrow {
            object.add("success", state.rules.points(for: play.move) > 0 ? 1 : 0)
        }
        scores(&object, state)
        return object
    }

    /// A linked assist's fields: the passer's `assist`, its `previousAction` the basket.
    private func assistFields(
        _ passer: PlayerID, of play: Play, number: Int, basket: Int, state: GameState
    ) -> LiveStatsObject {
        var object = base(number, passer.side, clockMs: play.clockMs, state: state)
        object.add("pno", passer.number)
        object.add("actionType", "assist")
        object.add("previousAction", basket)
        scores(&object, state)
        return object
    }

    /// The fields every action starts with.
    private func base(_ number: Int, _ side: Side, clockMs: Int64, state: GameState) -> LiveStatsObject {
        var object = LiveStatsObject()
        object.add("actionNumber", number)
        object.add("teamNumber", LiveStatsGameMessages.teamNumber(side))
        object.add("clock", LiveStatsGameMessages.clock(clockMs, rules: state.rules))
        object.add("period", 1)
        object.add("periodType", LiveStatsGameMessages.periodType(clockMs, rules: state.rules))
        return object
    }

    /// The score after the message, as the feed's actions carry it.
    private func scores(_ object: inout LiveStatsObject, _ state: GameState) {
        object.add("score1", state.homeScore)
        object.add("score2", state.awayScore)
    }

    /// The feed's `subType`: a rebound's side; none for the rest (courtside does not record a
    /// shot's kind, a foul's or a turnover's).
    private static func subType(_ move: Move) -> String? {
        switch move {
        case .offensiveRebound: "offensive"
        case .defensiveRebound: "defensive"
        default: nil
        }
    }

    // MARK: Messages

    /// `object` as the next numbered message of `type`.
    private mutating func numbered(_ type: LiveStatsMessageType, _ object: LiveStatsObject) -> LiveStatsTVMessage {
        count += 1
        var message = LiveStatsObject()
        message.add("type", type.rawValue)
        message.add("messageId", count)
        message.append(object)
        return LiveStatsTVMessage(type: type, messageID: count, text: message.text)
    }

    /// `object` as a message of `type` with no `messageId`.
    private func unnumbered(_ type: LiveStatsMessageType, _ object: LiveStatsObject) -> LiveStatsTVMessage {
        var message = LiveStatsObject()
        message.add("type", type.rawValue)
        message.append(object)
        return LiveStatsTVMessage(type: type, messageID: nil, text: message.text)
    }
}
