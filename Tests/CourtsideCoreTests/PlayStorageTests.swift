import CourtsideTesting
import Testing

@testable import CourtsideCore

/// The compact storage of plays and of the undo and redo stacks gives back exactly what was put
/// in: checked against a plain dictionary and arrays folded alongside, by the rules as they read.
@Suite("Compact play storage")
struct PlayStorageTests {
    /// The plays and stacks kept the plain way, as ``GameState`` kept them before they were compact.
    private struct Reference {
        var plays: [Int: Play] = [:]
        var undo: [ScorerAction] = []
        var redo: [ScorerAction] = []
        /// Every play state met: "corrected", "deleted", "undone", "inserted".
        var seen: Set<String> = []
        /// Each team's players, for the slot a late arrival takes (the fixtures' teams of three).
        var sizes: [Side: Int] = [.home: 3, .away: 3]

        mutating func apply(_ event: GameEvent) {
            switch event.kind {
            case .move(let player, let move):
                enter(
                    Play(
                        sequence: event.sequence, clockMs: event.clockMs,
                        original: PlayerMove(player: player, move: move)))
            case .insert(let before, let player, let move):
                enter(
                    Play(
                        sequence: event.sequence, clockMs: plays[before]!.clockMs, insertedBefore: before,
                        original: PlayerMove(player: player, move: move)))
            case .amend(let target, let player, let move):
                let action = ScorerAction(
                    sequence: event.sequence, play: target,
                    kind: .amend(from: plays[target]!.current, to: PlayerMove(player: player, move: move)))
                perform(action)
                undo.append(action)
                redo = []
            case .void(let target):
                let action = ScorerAction(sequence: event.sequence, play: target, kind: .delete)
                perform(action)
                undo.append(action)
                redo = []
            case .assist(let target, let player):
                let action = ScorerAction(
                    sequence: event.sequence, play: target, kind: .credit(from: plays[target]!.assist, to: player))
                perform(action)
                undo.append(action)
                redo = []
            case .undo:
                let action = undo.removeLast()
                takeBack(action)
                redo.append(action)
            case .redo:
                let action = redo.removeLast()
                perform(action)
                undo.append(action)
            case .clockSet:
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .setClock))
                redo = []
            case .timeout(let side):
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .timeout(side)))
                redo = []
            case .possession(let side):
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .possession(side)))
                redo = []
            case .shotClockReset:
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .shotClockReset))
                redo = []
            case .violation(let side):
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .violation(side)))
                redo = []
            case .substitution(let off, let on):
                undo.append(
                    ScorerAction(sequence: event.sequence, play: event.sequence, kind: .substitution(off: off, on: on)))
                redo = []
            case .join(let side, _):
                sizes[side, default: 3] += 1
                let player = PlayerID(side: side, number: sizes[side, default: 3])
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .join(player)))
                redo = []
            case .rename(let player, _):
                undo.append(ScorerAction(sequence: event.sequence, play: event.sequence, kind: .rename(player)))
                redo = []
            case .clockStarted, .clockPaused, .confirm:
                break
            }
            for play in plays.values {
                if play.isCorrected { seen.insert("corrected") }
                if play.isDeleted { seen.insert("deleted") }
                if play.isUndone { seen.insert("undone") }
                if play.insertedBefore != nil { seen.insert("inserted") }
                if play.assist != nil { seen.insert("assisted") }
            }
        }

        private mutating func enter(_ play: Play) {
            plays[play.sequence] = play
            undo.append(ScorerAction(sequence: play.sequence, play: play.sequence, kind: .enter))
            redo = []
        }

        /// What a play's fields are, to change and put back (a `Play` is read-only outside core's fold).
        private struct Fields {
            var current: PlayerMove
            var amendments: Int
            var isDeleted: Bool
            var isUndone: Bool
            var assist: PlayerID?
        }

        /// Changes play `sequence`'s fields through `body`.
        private mutating func change(_ sequence: Int, _ body: (inout Fields) -> Void) {
            let play = plays[sequence]!
            var fields = Fields(
                current: play.current, amendments: play.amendments, isDeleted: play.isDeleted, isUndone: play.isUndone,
                assist: play.assist)
            body(&fields)
            plays[sequence] = Play(
                sequence: play.sequence, clockMs: play.clockMs, insertedBefore: play.insertedBefore,
                original: play.original, current: fields.current, amendments: fields.amendments,
                isDeleted: fields.isDeleted, isUndone: fields.isUndone, assist: fields.assist)
        }

        private mutating func perform(_ action: ScorerAction) {
            switch action.kind {
            case .enter: change(action.play) { $0.isUndone = false }
            case .amend(_, let to):
                change(action.play) {
                    $0.current = to
                    $0.amendments += 1
                }
            case .delete: change(action.play) { $0.isDeleted = true }
            case .credit(_, let to): change(action.play) { $0.assist = to }
            case .setClock, .timeout, .possession, .shotClockReset, .violation, .substitution, .join, .rename: break
            }
        }

        private mutating func takeBack(_ action: ScorerAction) {
            switch action.kind {
            case .enter: change(action.play) { $0.isUndone = true }
            case .amend(let from, _):
                change(action.play) {
                    $0.current = from
                    $0.amendments -= 1
                }
            case .delete: change(action.play) { $0.isDeleted = false }
            case .credit(let from, _): change(action.play) { $0.assist = from }
            case .setClock, .timeout, .possession, .shotClockReset, .violation, .substitution, .join, .rename: break
            }
        }
    }

    @Test("every play (corrected, deleted, undone, inserted) and both stacks read back as kept", arguments: [1, 2, 3])
    func randomGames(seed: UInt64) throws {
        let game = try RandomGame.make(count: 1_500, seed: seed, header: try GameFixtures.header(), corrections: true)
        var state = GameState(rules: game.header.rules)
        var reference = Reference()
        for event in game.events {
            let change = try state.apply(event)
            reference.apply(event)
            if let play = change.play { #expect(play == reference.plays[play.sequence]) }
            if event.sequence % 100 == 0 || event.sequence == game.events.count {
                #expect(Array(state.plays) == reference.plays.keys.sorted().map { reference.plays[$0]! })
                #expect(state.plays.count == reference.plays.count)
                #expect(Array(state.undoStack) == reference.undo)
                #expect(Array(state.redoStack) == reference.redo)
                #expect(!state.plays.contains(event.sequence + 1) && state.plays[event.sequence + 1] == nil)
            }
        }
        #expect(reference.seen == ["corrected", "deleted", "undone", "inserted", "assisted"])
    }

    @Test("a play's slot keeps every player, move, flag, amendment count and insertion point")
    func slotRoundTrip() {
        for (index, player) in PlayerID.all.enumerated() {
            for move in Move.allCases {
                let other = PlayerID.all[(index + 1) % PlayerID.all.count]
                let insertedBefore = index.isMultiple(of: 2) ? nil : 1_000_000
                let original = PlayerMove(player: player, move: move)
                let changed = PlayerMove(player: other, move: Move.allCases.last!)
                let plays = [
                    Play(sequence: 7, clockMs: 359_999_999, insertedBefore: insertedBefore, original: original),
                    Play(
                        sequence: 7, clockMs: 359_999_999, insertedBefore: insertedBefore, original: original,
                        current: changed, amendments: 70_000, isDeleted: true, isUndone: false, assist: nil),
                    Play(
                        sequence: 7, clockMs: 359_999_999, insertedBefore: insertedBefore, original: original,
                        current: changed, amendments: 70_000, isDeleted: false, isUndone: true, assist: nil),
                    Play(
                        sequence: 7, clockMs: 359_999_999, insertedBefore: insertedBefore, original: original,
                        current: changed, amendments: 70_000, isDeleted: false, isUndone: true, assist: other),
                ]
                for play in plays {
                    #expect(PlaySlot(play).play(sequence: 7, insertedBefore: play.insertedBefore) == play)
                }
            }
        }
    }

    @Test("a fold with room reserved like its final state ends equal to it")
    func reservedFold() throws {
        let game = try RandomGame.make(count: 800, seed: 4, header: try GameFixtures.header(), corrections: true)
        var state = GameState(rules: game.header.rules)
        state.reserveCapacity(like: game.state)
        #expect(state == GameState(rules: game.header.rules))
        for event in game.events { try state.apply(event) }
        #expect(state == game.state)
    }

    @Test("a play takes 16 bytes and an action 16, so a million-event game's state stays small")
    func sizes() {
        #expect(MemoryLayout<PlaySlot>.stride == 16)
        #expect(MemoryLayout<ScorerActionSlot>.stride == 16)
    }

    @Test("an action stack keeps enter, delete, every amendment, credit and substitution of all 16 slots")
    func actionsRoundTrip() {
        var actions: [ScorerAction] = [
            ScorerAction(sequence: 1, play: 1, kind: .enter), ScorerAction(sequence: 2, play: 1, kind: .delete),
        ]
        let roster = PlayerID.roster
        for player in roster {
            let other = roster[roster.count - 1 - player.index]
            for move in Move.allCases {
                let from = PlayerMove(player: player, move: move)
                let to = PlayerMove(player: other, move: Move.allCases.reversed()[0])
                actions.append(ScorerAction(sequence: actions.count + 1, play: 1, kind: .amend(from: from, to: to)))
            }
            actions.append(ScorerAction(sequence: actions.count + 1, play: 1, kind: .credit(from: nil, to: player)))
            actions.append(ScorerAction(sequence: actions.count + 1, play: 1, kind: .credit(from: player, to: other)))
            actions.append(
                ScorerAction(sequence: actions.count + 1, play: 1, kind: .substitution(off: player, on: other)))
        }
        let stack = ScorerActions(actions)
        #expect(Array(stack) == actions)
        #expect(stack.indices.map(stack.sequence(at:)) == actions.map(\.sequence))
        var popped = stack
        #expect(popped.removeLast() == actions.last)
        #expect(popped != stack && Array(popped) == actions.dropLast())
    }

    @Test("a play of every slot, with a passer of every slot, reads back as kept")
    func benchPlaysRoundTrip() {
        var table = PlayTable()
        var plays: [Play] = []
        for (offset, player) in PlayerID.roster.enumerated() {
            let play = Play(
                sequence: offset + 1, clockMs: Int64(offset), insertedBefore: nil,
                original: PlayerMove(player: player, move: .twoPoints),
                current: PlayerMove(player: PlayerID.roster[15 - offset], move: .rebound), amendments: 0,
                isDeleted: offset % 2 == 0, isUndone: false, assist: PlayerID.roster[(offset + 7) % 16])
            table.add(play)
            plays.append(play)
        }
        #expect(Array(table) == plays)
    }

    @Test("taking back the newest play leaves the table equal to one that never had it")
    func removeLastTrimsEmptySlots() throws {
        var table = PlayTable()
        let first = Play(sequence: 2, clockMs: 0, original: PlayerMove(player: GameFixtures.shaq, move: .rebound))
        table.add(first)
        let before = table
        table.add(Play(sequence: 9, clockMs: 5, original: PlayerMove(player: GameFixtures.kobe, move: .foul)))
        #expect(table.count == 2 && table[9] != nil && table[5] == nil && table[1] == nil)
        #expect(table.removeLast().sequence == 9)
        #expect(table == before && Array(table) == [first])
    }
}
