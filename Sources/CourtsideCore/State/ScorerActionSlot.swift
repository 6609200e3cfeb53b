/// One ``ScorerAction`` as ``ScorerActions`` keeps it: 12 bytes instead of 64, so the undo stack
/// of a game of a million events stays a few megabytes.
struct ScorerActionSlot: Hashable, Sendable {
    /// The event that did it.
    let sequence: Int32
    /// The play it concerns.
    let play: Int32
    /// The kind (bits 3–6: 0 enter, 1 amend, 2 delete, 3 clock set, 4 timeout, 5 possession, 6
    /// shot-clock reset, 7 violation, 8 credit) and, for an amendment, the player before (bits 0–2,
    /// their index); for a timeout, a possession or a violation, the team (0 home, 1 away); for a
    /// credit, the passer before (their index plus one, 0 for none).
    let kindAndFrom: UInt8
    /// For an amendment, the move before.
    let fromMove: Move
    /// For an amendment, the player after (their index); for a credit, the passer after (plus one).
    let toPlayer: UInt8
    /// For an amendment, the move after.
    let toMove: Move

    private static let amendKind: UInt8 = 1 << 3
    private static let deleteKind: UInt8 = 2 << 3
    private static let setClockKind: UInt8 = 3 << 3
    private static let timeoutKind: UInt8 = 4 << 3
    private static let possessionKind: UInt8 = 5 << 3
    private static let shotClockResetKind: UInt8 = 6 << 3
    private static let violationKind: UInt8 = 7 << 3
    private static let creditKind: UInt8 = 8 << 3
    private static let kindMask: UInt8 = 0b0111_1000
    private static let playerMask: UInt8 = 0b0000_0111

    /// The slot of an action.
    init(_ action: ScorerAction) {
        sequence = Int32(action.sequence)
        play = Int32(action.play)
        switch action.kind {
        case .enter:
            (kindAndFrom, fromMove, toPlayer, toMove) = (0, Move.allCases[0], 0, Move.allCases[0])
        case .amend(let from, let to):
            (kindAndFrom, fromMove) = (Self.amendKind | UInt8(from.player.index), from.move)
            (toPlayer, toMove) = (UInt8(to.player.index), to.move)
        case .delete:
            (kindAndFrom, fromMove, toPlayer, toMove) = (Self.deleteKind, Move.allCases[0], 0, Move.allCases[0])
        case .setClock:
            (kindAndFrom, fromMove, toPlayer, toMove) = (Self.setClockKind, Move.allCases[0], 0, Move.allCases[0])
        case .credit(let from, let to):
            (kindAndFrom, fromMove) = (Self.creditKind | Self.passerBits(from), Move.allCases[0])
            (toPlayer, toMove) = (Self.passerBits(to), Move.allCases[0])
        case .timeout(let side):
            (kindAndFrom, fromMove, toPlayer, toMove) = (
                Self.timeoutKind | Self.bits(side), Move.allCases[0], 0, Move.allCases[0]
            )
        case .possession(let side):
            (kindAndFrom, fromMove, toPlayer, toMove) = (
                Self.possessionKind | Self.bits(side), Move.allCases[0], 0, Move.allCases[0]
            )
        case .shotClockReset:
            (kindAndFrom, fromMove, toPlayer, toMove) = (Self.shotClockResetKind, Move.allCases[0], 0, Move.allCases[0])
        case .violation(let side):
            (kindAndFrom, fromMove, toPlayer, toMove) = (
                Self.violationKind | Self.bits(side), Move.allCases[0], 0, Move.allCases[0]
            )
        }
    }

    /// The action it keeps.
    var action: ScorerAction {
        let actionKind: ScorerAction.Kind =
            switch kindAndFrom & Self.kindMask {
            case Self.amendKind:
                .amend(
                    from: PlayerMove(player: PlayerID.at(Int(kindAndFrom & Self.playerMask)), move: fromMove),
                    to: PlayerMove(player: PlayerID.at(Int(toPlayer)), move: toMove))
            case Self.deleteKind: .delete
            case Self.setClockKind: .setClock
            case Self.creditKind:
                .credit(from: Self.passer(kindAndFrom & Self.playerMask), to: Self.passer(toPlayer))
            case Self.timeoutKind: .timeout(kindAndFrom & Self.playerMask == 0 ? .home : .away)
            case Self.possessionKind: .possession(kindAndFrom & Self.playerMask == 0 ? .home : .away)
            case Self.shotClockResetKind: .shotClockReset
            case Self.violationKind: .violation(kindAndFrom & Self.playerMask == 0 ? .home : .away)
            default: .enter
            }
        return ScorerAction(sequence: Int(sequence), play: Int(play), kind: actionKind)
    }

    private static func passerBits(_ passer: PlayerID?) -> UInt8 { passer.map { UInt8($0.index + 1) } ?? 0 }

    private static func passer(_ bits: UInt8) -> PlayerID? { bits == 0 ? nil : PlayerID.at(Int(bits) - 1) }
    /// A team in the player bits.
    private static func bits(_ side: Side) -> UInt8 { side == .home ? 0 : 1 }
}
