import CourtsideCore
import CourtsideText

/// The game list: every saved game, grouped, with the keys to resume, view, replay, create and
/// delete. It does the library work itself, so refusals show on its status line and the run loop
/// only switches screens.
@MainActor
public final class GameListViewModel: GameListViewModelProtocol {
    /// The message shown when the library holds nothing at all, naming the new-game key.
    public static func emptyMessage(keymap: GameListKeymap) -> String {
        "no games yet: press \(keymap.label(for: .create)) to start one"
    }

    /// Loading, empty, loaded or failed.
    public let state: Dynamic<GameListState>
    /// By status or by team.
    public let grouping: Dynamic<GameListGrouping>
    /// The selected game row.
    public let selection: Dynamic<GameListPosition?>
    /// What covers the list.
    public let overlay: Dynamic<GameListOverlay>
    /// The last outcome or refusal.
    public let status: Dynamic<String>
    /// What the run loop should do next.
    public let action: Dynamic<GameListAction?>
    /// The keys in force.
    public let keymap: GameListKeymap

    private let library: any GameLibrary
    private let timeSource: any TimeSource
    private let dateFormat: LocalDateFormat
    private let idGenerator: () -> GameID
    /// The last listing read, regrouped without reading again when `g` is pressed.
    private var listing: LibraryListing?
    /// Every selectable position, top to bottom.
    private var selectable: [GameListPosition] = []

    /// A list over `library`, in `.loading` until ``reload()`` is called; `timeSource` says what
    /// "today" is, `dateFormat` in which time zone (the machine's by default; tests pin one). A
    /// rematch is stored under an id from `idGenerator`.
    public init(
        library: any GameLibrary, timeSource: any TimeSource, dateFormat: LocalDateFormat = LocalDateFormat(),
        keymap: GameListKeymap = .standard, idGenerator: @escaping () -> GameID = { GameID.generate() }
    ) {
        self.idGenerator = idGenerator
        self.library = library
        self.keymap = keymap
        self.timeSource = timeSource
        self.dateFormat = dateFormat
        state = Dynamic(.loading)
        grouping = Dynamic(.status)
        selection = Dynamic(nil)
        overlay = Dynamic(.none)
        status = Dynamic("")
        action = Dynamic(nil)
    }

    /// The game at the selection.
    public var selectedRow: GameListRow? {
        guard let position = selection.value else { return nil }
        return row(at: position)
    }

    // MARK: Intents

    /// Reads the library again.
    public func reload() {
        if case .failed = state.value { state.value = .loading }
        do {
            listing = try library.list()
        } catch {
            listing = nil
            selectable = []
            selection.value = nil
            state.value = .failed(error.description)
            return
        }
        show()
    }

    /// Answers the overlay that is up, or maps the key to an intent.
    public func handle(_ key: Key) {
        switch overlay.value {
        case .help:
            overlay.value = .none
            return
        case .confirmDelete(let row):
            switch key {
            case .character("y"), .character("Y"):
                overlay.value = .none
                delete(row)
            case .character("n"), .character("N"), .escape:
                overlay.value = .none
                status.value = "kept \(row.teams)"
            default: break
            }
            return
        case .none:
            break
        }
        guard let intent = keymap.intent(for: key) else {
            status.value = keymap.refusal(for: key)
            return
        }
        perform(intent)
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: GameListIntent) {
        switch intent {
        case .moveSelection(let step): move(step)
        case .open:
            guard let row = selected() else { return }
            // A finished game opens for corrections, under the lock as for scoring; `view` stays read-only.
            resume(row)
        case .view:
            guard let row = selected() else { return }
            load(row, then: GameListAction.view)
        case .replay:
            guard let row = selected() else { return }
            load(row, then: GameListAction.replay)
        case .create: action.value = .create
        case .run: action.value = .run
        case .rematch:
            guard let row = selected() else { return }
            rematch(row)
        case .requestDelete:
            guard let row = selected() else { return }
            overlay.value = .confirmDelete(row)
        case .toggleGrouping:
            grouping.value = grouping.value.toggled
            status.value = "grouped \(grouping.value.label)"
            if listing != nil { show() }
        case .showPlayers(let kind): action.value = .players(kind)
        case .reload:
            reload()
            if listing != nil { status.value = "reloaded" }
        case .showHelp: overlay.value = .help
        case .quit: action.value = .quit
        }
    }

    // MARK: Library work

    private func resume(_ row: GameListRow) {
        do {
            let session = try library.openForScoring(row.id)
            status.value = ""
            action.value = .resume(session)
        } catch {
            refused(error, watchable: true)
        }
    }

    private func rematch(_ row: GameListRow) {
        do {
            let header = try library.load(row.id).game.header.rematch(id: idGenerator(), createdMs: timeSource.wallMs)
            let session = try library.create(header)
            status.value = ""
            action.value = .rematch(session)
        } catch {
            refused(error)
        }
    }

    private func load(_ row: GameListRow, then makeAction: (LoadedGame) -> GameListAction) {
        do {
            let loaded = try library.load(row.id)
            status.value = ""
            action.value = makeAction(loaded)
        } catch {
            refused(error)
        }
    }

    private func delete(_ row: GameListRow) {
        do {
            try library.delete(row.id)
        } catch {
            refused(error)
            return
        }
        reload()
        status.value = "deleted \(row.teams) (\(row.id))"
    }

    /// Shows why, and reads the library again unless only a lock stood in the way: the game may be
    /// gone or broken since the list was read. A game locked by its scorer can still be watched.
    private func refused(_ error: LibraryError, watchable: Bool = false) {
        if case .locked(let id, _) = error {
            status.value = watchable ? "game \(id) is being scored elsewhere: v watches it live" : error.description
            return
        }
        reload()
        status.value = error.description
    }

    // MARK: Showing

    /// Lays out the listing for the grouping, keeping the selection on the same game: at the same
    /// place if it is still there, else where the game is now, else at the same line.
    private func show() {
        guard let listing else { return }
        let previous = selection.value
        let previousID = selectedRow?.id
        let previousIndex = previous.flatMap { selectable.firstIndex(of: $0) }
        let sections = GameListLayout.sections(
            for: listing, grouping: grouping.value, dateFormat: dateFormat, nowMs: timeSource.wallMs)
        selectable = sections.enumerated().flatMap { sectionIndex, section in
            section.items.enumerated().compactMap { itemIndex, item in
                item.game == nil ? nil : GameListPosition(section: sectionIndex, item: itemIndex)
            }
        }
        state.value = sections.isEmpty ? .empty(Self.emptyMessage(keymap: keymap)) : .loaded(sections)
        selection.value = pick(previous: previous, id: previousID, index: previousIndex)
    }

    private func pick(previous: GameListPosition?, id: GameID?, index: Int?) -> GameListPosition? {
        guard !selectable.isEmpty else { return nil }
        if let previous, let id, selectable.contains(previous), row(at: previous)?.id == id { return previous }
        if let id, let found = selectable.first(where: { row(at: $0)?.id == id }) { return found }
        return selectable[min(index ?? 0, selectable.count - 1)]
    }

    private func move(_ step: GameListStep) {
        guard !selectable.isEmpty else { return }
        let current = selection.value.flatMap { selectable.firstIndex(of: $0) } ?? 0
        selection.value = selectable[step.index(from: current, of: selectable.count)]
    }

    /// The selected row, or nil with the reason on the status line.
    private func selected() -> GameListRow? {
        if let row = selectedRow { return row }
        switch state.value {
        case .loading: status.value = "still reading the library"
        case .empty(let message): status.value = message
        case .failed: status.value = "the library could not be read: \(keymap.label(for: .reload)) tries again"
        case .loaded: status.value = "no game to open: press \(keymap.label(for: .create)) to start one"
        }
        return nil
    }

    private func row(at position: GameListPosition) -> GameListRow? {
        let sections = state.value.sections
        guard sections.indices.contains(position.section),
            sections[position.section].items.indices.contains(position.item)
        else { return nil }
        return sections[position.section].items[position.item].game
    }
}
