/// One ``ScorerAction`` as ``ScorerActions`` keeps it: 16 bytes instead of 64, so the undo stack
/// of a game of a million events stays a few megabytes.
struct ScorerActionSlot: Hashable, Sendable {
    /// The event that did it.
    let sequence: Int32
    /// The play it concerns.
    let play: Int32
    /// 0 enter, 1 amend, 2 delete.
    let kind: UInt8
    /// For an amendment, the player before (index) and the move before.
    let fromPlayer: UInt8
    let fromMove: Move
    /// For an amendment, the player after (index) and the move after.
    let toPlayer: UInt8
    let toMove: Move

    /// The slot of an action.
    init(_ action: ScorerAction) {
        sequence = Int32(action.sequence)
        play = Int32(action.play)
        switch action.kind {
        case .enter:
            kind = 0
            (fromPlayer, fromMove, toPlayer, toMove) = (0, Move.allCases[0], 0, Move.allCases[0])
        case .amend(let from, let to):
            kind = 1
            (fromPlayer, fromMove) = (UInt8(from.player.index), from.move)
            (toPlayer, toMove) = (UInt8(to.player.index), to.move)
        case .delete:
            kind = 2
            (fromPlayer, fromMove, toPlayer, toMove) = (0, Move.allCases[0], 0, Move.allCases[0])
        }
    }

    /// The action it keeps.
    var action: ScorerAction {
        let actionKind: ScorerAction.Kind =
            switch kind {
            case 0: .enter
            case 1:
                .amend(
                    from: PlayerMove(player: PlayerID.at(Int(fromPlayer)), move: fromMove),
                    to: PlayerMove(player: PlayerID.at(Int(toPlayer)), move: toMove))
            default: .delete
            }
        return ScorerAction(sequence: Int(sequence), play: Int(play), kind: actionKind)
    }
}
