import CourtsideCore
import FoundationEssentials

/// A registry line as JSON (docs/file-format.md, "The player registry"): `seq`, `type`
/// (`player`, `rename`, `merge`), `wall`, `id`, and `name` or `into`.
struct RegistryLine: Codable {
    /// The line's number.
    let seq: Int
    /// What it says.
    let type: String
    /// When, in milliseconds since 1970.
    let wall: Int64
    /// The identity it is about.
    let id: Int
    /// For `player` and `rename`: the name.
    let name: String?
    /// For `merge`: the identity it goes into.
    let into: Int?

    /// The first line of every registry file, with its newline.
    static let header = Data("{\"format\":1,\"registry\":\"courtside players\"}\n".utf8)

    /// The line for an entry.
    init(_ entry: RegistryEntry) {
        seq = entry.sequence
        wall = entry.wallMs
        switch entry.kind {
        case .player(let id, let name):
            (type, self.id, self.name, into) = ("player", id, name, nil)
        case .rename(let id, let name):
            (type, self.id, self.name, into) = ("rename", id, name, nil)
        case .merge(let id, let into):
            (type, self.id, name, self.into) = ("merge", id, nil, into)
        }
    }

    /// The entry the line says; a reason when it says none.
    func entry() -> Result<RegistryEntry, LineProblem> {
        let numbers = 1...Int(Int32.max)
        guard numbers.contains(seq) else { return .failure(LineProblem("seq \(seq) is out of range")) }
        guard numbers.contains(id) else { return .failure(LineProblem("id \(id) is out of range")) }
        guard (0...253_402_300_799_999).contains(wall) else {
            return .failure(LineProblem("wall \(wall) is out of range"))
        }
        let kind: RegistryEntry.Kind
        switch (type, name, into) {
        case ("player", .some(let name), nil): kind = .player(id: id, name: name)
        case ("rename", .some(let name), nil): kind = .rename(id: id, name: name)
        case ("merge", nil, .some(let into)) where numbers.contains(into): kind = .merge(id: id, into: into)
        default:
            return .failure(LineProblem("a \"\(type)\" line needs \(Self.fields(type))"))
        }
        return .success(RegistryEntry(sequence: seq, wallMs: wall, kind: kind))
    }

    private static func fields(_ type: String) -> String {
        switch type {
        case "player", "rename": "a name and no \"into\""
        case "merge": "an \"into\" (a player's number) and no name"
        default: "a type of player, rename or merge"
        }
    }

    /// Why a line says nothing.
    struct LineProblem: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
