import CourtsideCore
import CourtsideViewModels

/// Names every `Dynamic` of a board as it fires, through the public protocol only: the names the
/// firing tests compare ("homeScore", "status", "away.2.2PT", "home.1.isLocked", …).
@MainActor
enum FiringLog {
    /// Binds every `Dynamic` of `board`; `record` gets each one's name when it fires. The firing
    /// stops when the tokens go.
    static func watch(_ board: BoardPresenter, _ record: @escaping (String) -> Void) -> [BindingToken] {
        var tokens: [BindingToken] = []
        func log<T>(_ name: String, _ dynamic: Dynamic<T>) {
            tokens.append(dynamic.bind { _ in record(name) })
        }
        log("homeScore", board.homeScore)
        log("awayScore", board.awayScore)
        log("time", board.time)
        log("shotClock", board.shotClock)
        log("buzzer", board.buzzer)
        log("clockState", board.clockState)
        log("isFinished", board.isFinished)
        log("homeTotals", board.homeTotals)
        log("awayTotals", board.awayTotals)
        log("status", board.status)
        for player in board.players {
            let id = player.id.rawValue
            log("\(id).points", player.points)
            for move in Move.allCases { log("\(id).\(move.label)", player.counter(move)) }
            log("\(id).isSelected", player.isSelected)
            log("\(id).isLocked", player.isLocked)
        }
        return tokens
    }
}
