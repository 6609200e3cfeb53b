import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideViewModels

/// `courtside run [start]`: opens the run board on the library's open run, or starts one.
struct RunStartCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Open the run board (the open run, resumed; else a new run).",
        discussion: """
            --players takes the names of who is here, commas or new lines between (a pasted list works); on a \
            run already open they arrive. The settings (--teams, --both-off, --stay-max and the rules) are a new \
            run's: an open run keeps its own (--new starts another). Teams of three unless --team-size says more: \
            three on court, the rest on the team's bench.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var display: DisplayOptions
    @Option(help: "Who is here: names, commas or new lines between.") var players: String?
    @Option(help: "How teams are made: arrival (first three, next three), random or balanced (by rating).")
    var teams: TeamMaking = .arrival
    @Flag(name: .customLong("both-off"), help: "Both teams go off after every game (default: winners stay).")
    var bothOff = false
    @Option(
        name: .customLong("stay-max"), parsing: .unconditional,
        help: "Winners stay at most this many games in a row (1…99; default: no limit).")
    var stayMax: Int?
    @Option(
        name: .customLong("team-size"), parsing: .unconditional,
        help: "Players a team has (3…8): three on court, the rest on its bench (default 3).")
    var teamSize = Team.size
    @Flag(help: "Start a new run even if one is open.") var new = false
    @OptionGroup var rules: RulesOptions

    func run() throws {
        try MainActor.assumeIsolated {
            let time = SystemTimeSource()
            let settings = try runSettings(createdMs: time.wallMs)
            let arrivals = try checkedArrivals(settings)
            let keys = try KeysFile.load().keys
            let preferences = try display.preferences()
            try ScreenApp.requireTerminal()
            try ScreenApp.runBoard(
                settings, startNew: new, arrivals: arrivals, library: try library.open(), keys: keys, time: time,
                preferences: preferences)
        }
    }

    /// A new run's settings; a bad value is a usage error (exit 2).
    private func runSettings(createdMs: Int64) throws -> RunSettings {
        if let stayMax {
            guard RunRotation.capRange.contains(stayMax) else {
                throw CommandFailure.usage("--stay-max \(stayMax) is out of range (1…99)")
            }
            guard !bothOff else { throw CommandFailure.usage("--stay-max is for winners who stay, not --both-off") }
        }
        guard RunSettings.teamSizes.contains(teamSize) else {
            throw CommandFailure.usage("--team-size \(teamSize) is out of range (3…8)")
        }
        let gameRules: Rules
        do {
            gameRules = try rules.gameRules()
        } catch {
            throw CommandFailure.usage(error.description)
        }
        return RunSettings(
            id: GameID.generate(), createdMs: createdMs, rules: gameRules,
            rotation: bothOff ? .bothOff : .winnersStay(cap: stayMax), making: teams, teamSize: teamSize)
    }

    /// The names of `--players`, checked as the run would take them (a bad name, one twice): a
    /// usage error before anything is written.
    private func checkedArrivals(_ settings: RunSettings) throws -> [String] {
        guard let players else { return [] }
        let names = players.split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "\r\n" })
            .map { String($0).trimmingCharacters() }.filter { !$0.isEmpty }
        var check = RunState(settings: settings)
        do throws(RunError) {
            for name in names {
                try check.apply(RunEntry(sequence: check.nextSequence, wallMs: 0, kind: .arrive(name: name)))
            }
        } catch {
            throw CommandFailure.usage("--players: \(error)")
        }
        return names
    }
}

extension String {
    /// Without white space at either end.
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}
