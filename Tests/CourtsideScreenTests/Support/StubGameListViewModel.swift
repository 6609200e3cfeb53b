import CourtsideCore
import CourtsideViewModels

/// A game list that never reads anything: it stays in whatever state a test sets.
@MainActor
final class StubGameListViewModel: GameListViewModelProtocol {
    let state = Dynamic(GameListState.loading)
    let grouping = Dynamic(GameListGrouping.status)
    let selection = Dynamic<GameListPosition?>(nil)
    let overlay = Dynamic(GameListOverlay.none)
    let status = Dynamic("")
    let action = Dynamic<GameListAction?>(nil)
    var selectedRow: GameListRow? { nil }
    let keymap = GameListKeymap.standard
    private(set) var reloads = 0

    func reload() { reloads += 1 }
    func handle(_ key: Key) {}
    func perform(_ intent: GameListIntent) {}
}
