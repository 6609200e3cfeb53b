import CourtsideCore
import CourtsideTesting
import CourtsideViewModels

/// A game creator over an in-memory library (which can be told to refuse creating) and a manual clock.
@MainActor
final class CreatorHarness {
    let time = ManualTimeSource(monotonicMs: 1_000, wallMs: 1_763_712_000_000)
    let library = CreatorTestLibrary()
    let creator: GameCreatorViewModel

    init(values: GameCreatorValues = .standard, knownNames: [String] = []) {
        creator = GameCreatorViewModel(
            library: library, timeSource: time, values: values, idGenerator: { GameID(rawValue: "new00001")! },
            knownNames: knownNames)
    }

    /// Keys typed one by one (space as the space bar).
    func type(_ text: String) {
        for character in text { creator.handle(character == " " ? .space : .character(character)) }
    }

    /// Presses a key `count` times.
    func press(_ key: Key, _ count: Int = 1) {
        for _ in 0..<count { creator.handle(key) }
    }

    /// Focuses a field with Tab (at most one round: a finished form takes no keys).
    func focus(_ field: CreatorField) {
        for _ in CreatorField.all where creator.focus.value != field { creator.handle(.tab) }
    }

    /// Empties the focused field.
    func clear() {
        press(.end)
        press(.backspace, creator.field(creator.focus.value).text.value.count)
    }

    /// The error shown beside a field.
    func error(_ field: CreatorField) -> String? { creator.field(field).error.value }

    /// The fields that show an error.
    var badFields: [CreatorField] { creator.fields.filter { $0.error.value != nil }.map(\.field) }
}

/// The in-memory library, with a switch that makes ``create(_:)`` fail as a full disk would.
final class CreatorTestLibrary: GameLibrary {
    let inner = InMemoryGameLibrary()
    var createError: LibraryError?

    var location: String { inner.location }
    func list() throws(LibraryError) -> LibraryListing { try inner.list() }
    func gameIDs() throws(LibraryError) -> [GameID] { try inner.gameIDs() }
    func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession {
        if let createError { throw createError }
        return try inner.create(header)
    }
    func load(_ id: GameID) throws(LibraryError) -> LoadedGame { try inner.load(id) }
    func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession { try inner.openForScoring(id) }
    func delete(_ id: GameID) throws(LibraryError) { try inner.delete(id) }
}
