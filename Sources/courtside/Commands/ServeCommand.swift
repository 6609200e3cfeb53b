import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideServer
import CourtsideStore

/// `courtside serve [--listen ADDRESS:PORT]`: the game being scored, for browsers (a TV, phones,
/// OBS's browser source), read-only (docs/serve.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the game being scored to browsers: scoreboard, overlay, box score, API.",
        discussion: """
            Pages: / (scoreboard for a TV or phone), /overlay (transparent lower third for OBS), /box \
            (box score), /run (tonight's run: who is on, who has next), /courts (with a league: every \
            court, live). API: /api/state, /api/events (server-sent events), /api/games, /api/games/ID, \
            /api/run, /api/run/events, /api/courts, /api/courts/events (docs/feed.md). Follows the game being scored, from game to game; never writes. Listens on \
            127.0.0.1:8080 (this machine only) unless --listen says otherwise. Ctrl-C stops.
            """)

    @OptionGroup var library: LibraryOptions
    @OptionGroup var league: LeagueOptions
    @Option(
        help: ArgumentHelp(
            "Where to listen: ADDRESS:PORT (0.0.0.0:8080 for every network, [::1]:8080, port 0 picks one).",
            valueName: "address:port"))
    var listen: String = ListenAddress.loopback.description
    @Option(
        help: ArgumentHelp(
            "The run /run shows (its id; default: the newest run not yet ended, else the newest).",
            valueName: "id"))
    var run: String?

    func validate() throws {
        if let run, GameID(rawValue: run) == nil {
            throw ValidationError("--run takes a run's id (1 to 32 lowercase letters and digits), not '\(run)'")
        }
        if ListenAddress(listen) == nil {
            throw ValidationError(
                "--listen takes ADDRESS:PORT (127.0.0.1:8080, 0.0.0.0:8080, [::1]:8080), not '\(listen)'")
        }
    }

    func run() async throws {
        // serve writes nothing into the library (docs/serve.md): not even the index, which it
        // reads when it is there and courtside's, reading any game it does not know from its file.
        let library = try library.open(indexUse: .readOnly)
        let address = ListenAddress(listen)!
        let leagueURL = try league.settings().url
        do throws(ServeError) {
            try await CourtServer.serve(
                library: library, listen: address, run: run.flatMap(GameID.init(rawValue:)), league: leagueURL
            ) { port in
                Self.announce(
                    ServeURLs.urls(for: address, port: port), everywhere: !address.isLoopback, league: leagueURL != nil)
            }
        } catch {
            throw CommandFailure.game(error.description)
        }
    }

    /// The URLs to open, on standard output (a failure to write them is not worth stopping for).
    private static func announce(_ urls: [String], everywhere: Bool, league: Bool) {
        var lines = urls.map {
            "courtside serve: \($0)  (scoreboard; \($0)overlay for OBS, \($0)box, \($0)run\(league ? ", \($0)courts" : ""))"
        }
        if everywhere { lines.append("courtside serve: anyone on these networks can open these pages (read-only)") }
        lines.append("courtside serve: Ctrl-C stops")
        try? OutputSink.standardOutput.print(lines.joined(separator: "\n") + "\n")
    }
}
