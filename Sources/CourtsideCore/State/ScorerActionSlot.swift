/// One ``ScorerAction`` as ``ScorerActions`` keeps it: 16 bytes instead of 64, so the undo stack
/// of a game of a million events stays a few megabytes.
struct ScorerActionSlot: Hashable, Sendable {
    /// The event that did it.
    let sequence: Int32
    /// The play it concerns.
    let play: Int32
    /// The kind: 0 enter, 1 amend, 2 delete, 3 clock set, 4 timeout, 5 possession, 6 shot-clock
    /// reset, 7 violation, 8 credit, 9 substitution, 10 join, 11 rename.
    let kind: UInt8
    /// For an amendment, the player before (their index); for a timeout, a possession or a
    /// violation, the team (0 home, 1 away); for a credit, the passer before (their index plus one,
    /// 0 for none); for a substitution, the player going off (their index); for a join or a
    /// rename, the player (their index).
    let from: UInt8
    /// For an amendment, the move before.
    let fromMove: Move
    /// For an amendment, the player after (their index); for a credit, the passer after (plus one);
    /// for a substitution, the player coming on (their index).
    let toPlayer: UInt8
    /// For an amendment, the move after.
    let toMove: Move

    /// The move kept where an action has none.
    private static let noMove = Move.onePoint
    private static let enterKind: UInt8 = 0
    private static let amendKind: UInt8 = 1
    private static let deleteKind: UInt8 = 2
    private static let setClockKind: UInt8 = 3
    private static let timeoutKind: UInt8 = 4
    private static let possessionKind: UInt8 = 5
    private static let shotClockResetKind: UInt8 = 6
    private static let violationKind: UInt8 = 7
    private static let creditKind: UInt8 = 8
    private static let substitutionKind: UInt8 = 9
    private static let joinKind: UInt8 = 10
    private static let renameKind: UInt8 = 11

    private init(
        _ sequence: Int32, _ play: Int32, kind: UInt8, from: UInt8 = 0, fromMove: Move? = nil,
        toPlayer: UInt8 = 0, toMove: Move? = nil
    ) {
        self.sequence = sequence
        self.play = play
        self.kind = kind
        self.from = from
        self.fromMove = fromMove ?? Self.noMove
        self.toPlayer = toPlayer
        self.toMove = toMove ?? Self.noMove
    }

    /// The slot of an action.
    init(_ action: ScorerAction) {
        let (sequence, play) = (Int32(action.sequence), Int32(action.play))
        switch action.kind {
        case .enter:
            self.init(sequence, play, kind: Self.enterKind)
        case .amend(let from, let to):
            self.init(
                sequence, play, kind: Self.amendKind, from: UInt8(from.player.index), fromMove: from.move,
                toPlayer: UInt8(to.player.index), toMove: to.move)
        case .delete:
            self.init(sequence, play, kind: Self.deleteKind)
        case .setClock:
            self.init(sequence, play, kind: Self.setClockKind)
        case .credit(let from, let to):
            self.init(
                sequence, play, kind: Self.creditKind, from: Self.passerBits(from), toPlayer: Self.passerBits(to))
        case .timeout(let side):
            self.init(sequence, play, kind: Self.timeoutKind, from: Self.bits(side))
        case .possession(let side):
            self.init(sequence, play, kind: Self.possessionKind, from: Self.bits(side))
        case .shotClockReset:
            self.init(sequence, play, kind: Self.shotClockResetKind)
        case .violation(let side):
            self.init(sequence, play, kind: Self.violationKind, from: Self.bits(side))
        case .substitution(let off, let on):
            self.init(
                sequence, play, kind: Self.substitutionKind, from: UInt8(off.index), toPlayer: UInt8(on.index))
        case .join(let player):
            self.init(sequence, play, kind: Self.joinKind, from: UInt8(player.index))
        case .rename(let player):
            self.init(sequence, play, kind: Self.renameKind, from: UInt8(player.index))
        }
    }

    /// The action it keeps.
    var action: ScorerAction {
        let actionKind: ScorerAction.Kind =
            switch kind {
            case Self.amendKind:
                .amend(
                    from: PlayerMove(player: PlayerID.at(Int(from)), move: fromMove),
                    to: PlayerMove(player: PlayerID.at(Int(toPlayer)), move: toMove))
            case Self.deleteKind: .delete
            case Self.setClockKind: .setClock
            case Self.creditKind: .credit(from: Self.passer(from), to: Self.passer(toPlayer))
            case Self.timeoutKind: .timeout(from == 0 ? .home : .away)
            case Self.possessionKind: .possession(from == 0 ? .home : .away)
            case Self.shotClockResetKind: .shotClockReset
            case Self.violationKind: .violation(from == 0 ? .home : .away)
            case Self.substitutionKind: .substitution(off: PlayerID.at(Int(from)), on: PlayerID.at(Int(toPlayer)))
            case Self.joinKind: .join(PlayerID.at(Int(from)))
            case Self.renameKind: .rename(PlayerID.at(Int(from)))
            default: .enter
            }
        return ScorerAction(sequence: Int(sequence), play: Int(play), kind: actionKind)
    }

    private static func passerBits(_ passer: PlayerID?) -> UInt8 { passer.map { UInt8($0.index + 1) } ?? 0 }

    private static func passer(_ bits: UInt8) -> PlayerID? { bits == 0 ? nil : PlayerID.at(Int(bits) - 1) }

    /// A team in the player bits.
    private static func bits(_ side: Side) -> UInt8 { side == .home ? 0 : 1 }
}
