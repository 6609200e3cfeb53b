import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideServer
import CourtsideStore

/// `courtside serve [--listen ADDRESS:PORT] [--livestats-port PORT]`: the game being scored, for
/// browsers (a TV, phones, OBS's browser source) and, when asked, for graphics systems that read
/// the FIBA LiveStats TV feed; read-only (docs/serve.md).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the game being scored to browsers: scoreboard, overlay, box score, API.",
        discussion: """
            Pages: / (scoreboard for a TV or phone), /overlay (transparent lower third for OBS), /box \
            (box score), /run (tonight's run: who is on, who has next), /courts (with a league: every \
            court, live). API: /api/state, /api/events (server-sent events), /api/games, /api/games/ID, \
            /api/run, /api/run/events, /api/courts, /api/courts/events (docs/feed.md). Follows the game being scored, from game to game; never writes, unless --organiser \
            lets the organiser's phone change the run (docs/serve.md). Listens on \
            127.0.0.1:8080 (this machine only) unless --listen says otherwise. With --livestats-port \
            PORT, also the FIBA LiveStats TV feed over TCP on that port of the same address (7677 is \
            the feed's usual port). Ctrl-C stops.
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
    @Flag(
        help: """
            Also print an organiser address (/organiser?key=…, a new key each start) from which a phone \
            adds arrivals, marks players leaving and swaps two, written to the run file as the run \
            board writes them.
            """)
    var organiser = false
    @Option(
        help: ArgumentHelp(
            "Also serve the FIBA LiveStats TV feed over TCP on this port of --listen's address (7677 is usual).",
            valueName: "port"))
    var livestatsPort: Int?

    func validate() throws {
        if let run, GameID(rawValue: run) == nil {
            throw ValidationError("--run takes a run's id (1 to 32 lowercase letters and digits), not '\(run)'")
        }
        if let livestatsPort, !(0...65_535).contains(livestatsPort) {
            throw ValidationError("--livestats-port takes a port, 0 to 65535, not \(livestatsPort)")
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
        let livestats = livestatsPort.map { ListenAddress(host: address.host, port: $0) }
        let leagueURL = try league.settings().url
        do throws(ServeError) {
            let key = organiser ? OrganiserKey() : nil
            try await CourtServer.serve(
                library: library, listen: address, run: run.flatMap(GameID.init(rawValue:)),
                organiser: key, ratings: { KnownPlayers(library).ratings }, livestats: livestats,
                league: leagueURL,
                onRunning: { port in
                    Self.announce(
                        ServeURLs.urls(for: address, port: port), everywhere: !address.isLoopback, key: key,
                        league: leagueURL != nil)
                },
                onLiveStatsRunning: { port in
                    let feed = ListenAddress(host: address.host, port: port)
                    try? OutputSink.standardOutput.print("courtside serve: LiveStats TV feed on \(feed) (TCP)\n")
                })
        } catch {
            throw CommandFailure.game(error.description)
        }
    }

    /// The URLs to open, on standard output (a failure to write them is not worth stopping for).
    private static func announce(_ urls: [String], everywhere: Bool, key: OrganiserKey?, league: Bool) {
        var lines = urls.map {
            "courtside serve: \($0)  (scoreboard; \($0)overlay for OBS, \($0)box, \($0)run\(league ? ", \($0)courts" : ""))"
        }
        if everywhere { lines.append("courtside serve: anyone on these networks can open these pages (read-only)") }
        if let key {
            lines += urls.map { "courtside serve: organiser: \($0)organiser?key=\(key)" }
            lines.append(
                "courtside serve: whoever has the organiser address can change the run; its key is new each start")
        }
        lines.append("courtside serve: Ctrl-C stops")
        try? OutputSink.standardOutput.print(lines.joined(separator: "\n") + "\n")
    }
}
