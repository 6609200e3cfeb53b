import CourtsideCore
import CourtsideFileFormat

/// A run file's first line (docs/file-format.md, "The run"): `format`, `run` (always
/// `courtside run`), `id`, `created`, `rules` (as a game header has them), `rotation`
/// (`winners-stay` or `both-off`), `cap` (winners stay at most that many games), `teams` (how
/// teams are made at first) and `teamSize` (players a team has, when not three).
struct RunHeaderLine: Codable {
    /// The run format's newest version, which every new run is written as: 2 has `teamSize`, 3
    /// `rename` lines and a finish's `dnp` (which a courtside reading 1 to 2 would take for damaged
    /// lines, so it refuses the run by its format instead).
    static let version = 3
    /// What every run file's `run` says.
    static let marker = "courtside run"

    let format: Int
    let run: String
    let id: String
    let created: Int64
    let rules: RulesLine
    let rotation: String
    let cap: Int?
    let teams: String
    let teamSize: Int?

    /// The line for `settings`.
    init(_ settings: RunSettings) {
        format = Self.version
        run = Self.marker
        id = settings.id.rawValue
        created = settings.createdMs
        rules = RulesLine(settings.rules)
        switch settings.rotation {
        case .winnersStay(let cap): (rotation, self.cap) = ("winners-stay", cap)
        case .bothOff: (rotation, cap) = ("both-off", nil)
        }
        teams = settings.making.rawValue
        teamSize = settings.teamSize == Team.size ? nil : settings.teamSize
    }

    /// The settings the line says; a reason when it says none.
    func settings() -> Result<RunSettings, RunLine.LineProblem> {
        guard run == Self.marker else { return .failure(.init("not a courtside run")) }
        guard (1...Self.version).contains(format) else {
            return .failure(.init("run format \(format); this courtside reads 1 to \(Self.version)"))
        }
        guard format >= 2 || teamSize == nil else { return .failure(.init("teamSize in a run of format 1")) }
        guard let gameID = GameID(rawValue: id) else { return .failure(.init("not a run id: \(id)")) }
        guard (0...253_402_300_799_999).contains(created) else {
            return .failure(.init("created \(created) is out of range"))
        }
        let rotation: RunRotation
        switch (self.rotation, cap) {
        case ("winners-stay", let cap): rotation = .winnersStay(cap: cap)
        case ("both-off", nil): rotation = .bothOff
        default: return .failure(.init("rotation \"\(self.rotation)\" (winners-stay, or both-off with no cap)"))
        }
        if let cap, !RunRotation.capRange.contains(cap) { return .failure(.init("cap \(cap) is out of range")) }
        guard let making = TeamMaking(rawValue: teams) else {
            return .failure(.init("teams \"\(teams)\" (arrival, random or balanced)"))
        }
        let size = teamSize ?? Team.size
        guard RunSettings.teamSizes.contains(size) else { return .failure(.init("teamSize \(size) (3…8)")) }
        return .success(
            RunSettings(
                id: gameID, createdMs: created, rules: rules.rules, rotation: rotation, making: making, teamSize: size))
    }
}
