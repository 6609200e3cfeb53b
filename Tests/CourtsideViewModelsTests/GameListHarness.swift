import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Foundation

/// A game list over an in-memory library, a manual clock at 2025-11-21 08:00 UTC and dates in UTC,
/// plus a log of the states it went through.
@MainActor
final class GameListHarness {
    static let hour: Int64 = 3_600_000
    let time = ManualTimeSource(monotonicMs: 1_000, wallMs: 1_763_712_000_000)
    let library = InMemoryGameLibrary()
    let list: any GameListViewModelProtocol
    private(set) var states: [GameListState] = []
    private var tokens: [BindingToken] = []

    init() {
        list = GameListViewModel(
            library: library, timeSource: time, dateFormat: LocalDateFormat(fixedOffsetSeconds: 0))
        tokens.append(list.state.bind { [weak self] in self?.states.append($0) })
    }

    /// Stores a game last played `hoursAgo` hours before now. An in-progress game has one 2-pointer
    /// by the home team at 01:05.4; a finished one is won by that basket (to 2, win by 1).
    @discardableResult
    func add(
        _ id: String, home: String = "Ballerz", away: String = "Ringerz", hoursAgo: Int64, finished: Bool = false
    ) throws -> GameID {
        let gameID = GameID(rawValue: id)!
        let playedMs = time.wallMs - hoursAgo * Self.hour
        let header = try GameHeader(
            id: gameID,
            home: Team(side: .home, name: home, playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: away, playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: finished ? Rules(target: 2, winBy: 1) : .standard, createdMs: playedMs - Self.hour)
        let basket = GameEvent(
            sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 65_400, wallMs: playedMs)
        library.insert(try Game(header: header, events: [basket]))
        return gameID
    }

    /// Keys typed one by one.
    func keys(_ text: String) {
        for character in text { list.handle(character == " " ? .space : .character(character)) }
    }

    /// The section titles shown.
    var titles: [String] { list.state.value.sections.map(\.title) }

    /// The game ids of each section, in order.
    var ids: [[String]] {
        list.state.value.sections.map { section in
            section.items.map { item in
                switch item {
                case .game(let row): row.id.rawValue
                case .problem(let problem): "!" + problem.id.rawValue
                }
            }
        }
    }

    /// The id of the selected game.
    var selected: String? { list.selectedRow?.id.rawValue }
}
