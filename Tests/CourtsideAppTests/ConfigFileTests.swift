import CourtsideApp
import Foundation
import Testing

/// The config file's reader: `key = value` lines, every mistake named with its line.
@Suite struct ConfigFileTests {
    @Test("keys and values with spaces around them, comments and blank lines skipped")
    func readsSettings() throws {
        let file = try ConfigFile(
            parsing: "# the league\n\n  league = postgresql://desk/league \ncourt=Court 3\r\n", file: "config")
        #expect(file["league"] == "postgresql://desk/league")
        #expect(file["court"] == "Court 3")
        #expect(file.file == "config")
    }

    @Test(
        "each mistake is refused with its line",
        arguments: [
            (
                "league = x\ncolour = red\n",
                ConfigFileError(
                    file: "f", line: 2, reason: "unknown key \"colour\" (known keys: court, league, theme)")
            ),
            ("court = A\ncourt = B", ConfigFileError(file: "f", line: 2, reason: "\"court\" is set twice")),
            ("\nleague\n", ConfigFileError(file: "f", line: 2, reason: "expected `key = value`, found \"league\"")),
            ("court =  ", ConfigFileError(file: "f", line: 1, reason: "\"court\" has no value")),
        ])
    func refusesMistakes(text: String, expected: ConfigFileError) {
        #expect(throws: expected) { try ConfigFile(parsing: text, file: "f") }
        #expect(expected.description.hasPrefix("f:\(expected.line): "))
    }

    @Test("the file is found under XDG_CONFIG_HOME, else ~/.config; none is no settings")
    func loadsFromTheConfigFolder() throws {
        let home = try TemporaryLibrary()
        defer { home.remove() }
        #expect(try ConfigFile.load(environment: ["HOME": home.path]) == .empty)
        try FileManager.default.createDirectory(
            atPath: home.path + "/.config/courtside", withIntermediateDirectories: true)
        try "league = postgresql:///l\n".write(
            toFile: home.path + "/.config/courtside/config", atomically: true, encoding: .utf8)
        let loaded = try ConfigFile.load(environment: ["HOME": home.path])
        #expect(loaded["league"] == "postgresql:///l")
        #expect(loaded.file == home.path + "/.config/courtside/config")
        #expect(try ConfigFile.load(environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/x"]) == .empty)
    }

    @Test("the command line comes before the environment, which comes before the file")
    func settingsOrder() throws {
        let config = try ConfigFile(parsing: "league = file\ncourt = file court\n", file: "f")
        let environment = ["COURTSIDE_LEAGUE": "env", "COURTSIDE_COURT": "env court"]
        #expect(
            LeagueSettings.resolve(flagURL: "flag", flagCourt: "flag court", environment: environment, config: config)
                == LeagueSettings(url: "flag", court: "flag court"))
        #expect(
            LeagueSettings.resolve(environment: environment, config: config)
                == LeagueSettings(url: "env", court: "env court"))
        #expect(
            LeagueSettings.resolve(environment: [:], config: config) == LeagueSettings(url: "file", court: "file court")
        )
        #expect(LeagueSettings.resolve(environment: [:], config: .empty).url == nil)
    }
}
