import CourtsideCore
import CourtsideLeague
import CourtsideReports
import CourtsideStore
import FoundationEssentials
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// `courtside serve`: the court's game over HTTP, read-only (docs/serve.md).
///
/// Every route is fixed: the pages and their script and style are strings inside the binary, the
/// API answers from the ``CourtHub`` and, for `/api/games`, from the library's games named by a
/// checked ``GameID``. No part of a request becomes a path, and nothing is written.
public enum CourtServer {
    /// The answers to every request, on `library` and `hub`. Listing the library and opening a
    /// game run on `libraryWork`, folding a game again for a reconnecting event stream on
    /// `courtWork`, each export on a thread of its own: never on the Swift pool that answers
    /// `/api/state` and the event streams, and never under the hub's lock.
    public static func responder(
        library: some ServedLibrary, hub: CourtHub, run: SnapshotHub = .run(), organiser: RunOrganiser? = nil,
        courts: SnapshotHub? = nil,
        libraryWork: BackgroundWork = BackgroundWork(label: "library"),
        courtWork: BackgroundWork = BackgroundWork(label: "court")
    ) -> CourtResponder {
        let routes = Router(options: .autoGenerateHeadEndpoints)
        let otherMethods = Router()
        func get(
            _ path: String, _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response
        ) {
            routes.get(RouterPath(path), use: handler)
            otherMethods.get(RouterPath(path)) { _, _ in
                var refusal = problem(.methodNotAllowed, "only GET and HEAD: nothing here is written")
                refusal.headers[.allow] = CourtResponder.allowed
                return refusal
            }
        }
        get("/api/state") { _, _ in
            json(hub.stateJSON())
        }
        get("/api/events") { request, _ in
            // A HEAD is answered without a stream: it would hold a place nobody reads.
            guard request.method != .head else { return events() }
            return await events(hub, lastEventID: request.headers[lastEventID], work: courtWork)
        }
        get("/api/run") { _, _ in snapshotState(run) }
        get("/api/run/events") { request, _ in request.method == .head ? events() : snapshotEvents(run) }
        get("/api/courts") { _, _ in courts.map(snapshotState) ?? problem(.notFound, noLeague) }
        get("/api/courts/events") { request, _ in
            guard let courts else { return problem(.notFound, noLeague) }
            return request.method == .head ? events() : snapshotEvents(courts)
        }
        get(CourtsPage.path) { _, _ in
            guard courts != nil else {
                return Response(
                    status: .notFound, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
                    body: .init(byteBuffer: ByteBuffer(string: noLeague + "\n")))
            }
            return page(CourtsPage.page)
        }
        get("/api/games") { _, _ in
            await games(library, work: libraryWork)
        }
        get("/api/games/:id") { _, context in
            await game(library, id: context.parameters.get("id") ?? "", work: libraryWork)
        }
        for each in Page.all {
            get(each.path) { _, _ in page(each) }
        }
        // The organiser's changes: POST with the key when serve has an organiser, else 405 as any
        // other write (their pages have no GET: only the methods that are not allowed are routed).
        let writes = organiser.map(organiserWrites)
        if organiser != nil {
            get("/organiser") { _, _ in organiserPage() }
        }
        for change in RunOrganiser.Change.allCases {
            otherMethods.get(RouterPath(change.path)) { _, _ in
                var refusal = problem(.methodNotAllowed, "only GET and HEAD: nothing here is written")
                refusal.headers[.allow] = CourtResponder.allowed
                return refusal
            }
        }
        return CourtResponder(
            routes: routes.buildResponder(), otherMethods: otherMethods.buildResponder(), writes: writes)
    }

    /// What `/courts` and its API answer (404) when serve was started without a league.
    static let noLeague =
        "no league: /courts shows a league's courts; start serve with --league URL (or COURTSIDE_LEAGUE, or league = in the config file)"

    /// A page, script or style from inside the binary.
    static func page(_ page: Page) -> Response {
        Response(
            status: .ok, headers: [.contentType: page.contentType, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(string: page.body)))
    }

    /// The application: the answers (``responder(library:hub:libraryWork:courtWork:)``) within
    /// `limits`, quiet logs, no timer (``CourtApplication``); `onRunning` gets the port listened on.
    public static func application(
        library: some ServedLibrary, hub: CourtHub, run: SnapshotHub = .run(), organiser: RunOrganiser? = nil,
        courts: SnapshotHub? = nil, listen: ListenAddress, limits: ServeLimits = ServeLimits(),
        libraryWork: BackgroundWork = BackgroundWork(label: "library"),
        courtWork: BackgroundWork = BackgroundWork(label: "court"),
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        CourtApplication(
            responder: responder(
                library: library, hub: hub, run: run, organiser: organiser, courts: courts,
                libraryWork: libraryWork, courtWork: courtWork),
            configuration: .init(
                address: .hostname(listen.host, port: listen.port), serverName: nil, reuseAddress: true),
            limits: limits, logger: quietLogger, onRunning: onRunning)
    }

    /// Only what cannot be said otherwise: the command prints its own lines.
    static var quietLogger: Logger {
        var logger = Logger(label: "courtside.serve")
        logger.logLevel = .critical
        return logger
    }

    // MARK: Routes

    /// The request header a reconnecting browser names the last event it had with.
    private static let lastEventID = HTTPField.Name("Last-Event-ID")!

    /// `/api/events`: the missed events and the state, then every event as it comes. The missed
    /// events are folded on `work` while the stream is already subscribed, so nothing falls between.
    private static func events(_ hub: CourtHub, lastEventID: String?, work: BackgroundWork) async -> Response {
        guard let subscription = hub.subscribe(lastEventID: lastEventID.flatMap(EventID.init)) else {
            return problem(.serviceUnavailable, "too many event streams open; try again later")
        }
        let missed = await work.run { subscription.missed() }
        return events(
            body: ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: SSEFrame.retry + missed + subscription.state))
                    for await frames in subscription.stream {
                        try await writer.write(ByteBuffer(string: frames))
                    }
                } onGracefulShutdown: {
                    hub.close()
                }
                try await writer.finish(nil)
            })
    }

    /// An event stream's answer, with `body` (none for a `HEAD`).
    static func events(body: ResponseBody = ResponseBody()) -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: body)
    }

    /// `/api/games`: the library's games, as `courtside list --json` has them (the file's name
    /// only, not its folder), listed and encoded on `work`.
    private static func games(_ library: some ServedLibrary, work: BackgroundWork) async -> Response {
        let listed = await work.run { () -> Data? in
            guard let listing = try? library.list() else { return nil }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try? encoder.encode(listing.summaries.map { ListEntry($0, path: "\($0.id).jsonl") })
        }
        guard let listed else { return problem(.internalServerError, "cannot list the library") }
        return json(String(decoding: listed, as: UTF8.self))
    }

    /// `/api/games/ID`: the game's JSON export (docs/file-format.md, "json"), written into the
    /// response as it is made (``ExportPipe``); the id is checked before anything is looked up,
    /// and the game is opened (read and folded) on `work`.
    private static func game(_ library: some ServedLibrary, id text: String, work: BackgroundWork) async -> Response {
        guard let id = GameID(rawValue: text) else {
            return problem(.badRequest, "a game id is 1 to 32 lowercase letters and digits")
        }
        let log: any GameLog
        do {
            log = try await work.run { () throws(LibraryError) in try library.gameLog(id) }
        } catch .notFound {
            return problem(.notFound, "no game \(id)")
        } catch {
            return problem(.internalServerError, "game \(id) cannot be read")
        }
        return Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await ExportPipe.stream(into: &writer) { pipe in try Exporter.write(log, format: .json, to: pipe) }
                try await writer.finish(nil)
            })
    }

    static func json(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// An error as a small JSON object: `{"error":"…"}` (the words are ours, never a path).
    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"\(message)\"}")))
    }
}

extension CourtServer {
    /// Serves `library` on `listen` until SIGINT or SIGTERM: follows the court (and, with a
    /// `league` URL, every court of the league for `/courts`), answers requests, then ends every
    /// stream and returns. `onRunning` gets the port listened on (the URLs to
    /// print). With `livestats`, the LiveStats TV feed on that address too (``LiveStatsServer``),
    /// its port told to `onLiveStatsRunning`. A port in use is ``ServeError/addressInUse(_:)``.
    public static func serve(
        library: FileGameLibrary, listen: ListenAddress, run named: GameID? = nil,
        organiser: OrganiserKey? = nil, ratings: @escaping @Sendable () -> [String: Double] = { [:] },
        livestats: ListenAddress? = nil, league: String? = nil,
        onRunning: @escaping @Sendable (Int) async -> Void,
        onLiveStatsRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws(ServeError) {
        let hub = CourtHub()
        let runHub = SnapshotHub.run()
        let livestatsHub = livestats.map { _ in LiveStatsHub() }
        var courtsHub: SnapshotHub?
        var courtsService: CourtsService?
        if let league {
            let courts = SnapshotHub(event: "courts", initial: CourtsPageState.connecting.json())
            do {
                let watch = try LeagueCourtsWatch(url: league) { courts.publish(CourtsPageState($0).json()) }
                courtsService = CourtsService(hub: courts, watch: watch)
            } catch {
                throw .league(error.description)
            }
            courtsHub = courts
        }
        let tail: CourtTail
        let runTail: RunTail
        do {
            tail = try CourtTail(
                library: library, hub: hub, livestats: livestatsHub,
                snapshots: [runHub] + (courtsHub.map { [$0] } ?? []))
            runTail = try RunTail(run: ServedRun(folder: library.folder, named: named), hub: runHub, ratings: ratings)
        } catch {
            throw .library(error.description)
        }
        let served = ServedRun(folder: library.folder, named: named)
        let app = application(
            library: library, hub: hub, run: runHub,
            organiser: organiser.map { RunOrganiser(key: $0, run: served, ratings: ratings) }, courts: courtsHub,
            listen: listen, onRunning: onRunning)
        var services: [any Service] = [app]
        if let livestats, let livestatsHub {
            services.append(
                LiveStatsServer(
                    hub: livestatsHub, listen: livestats, eventLoopGroup: app.eventLoopGroup,
                    onRunning: onLiveStatsRunning))
        }
        // The court's and the run's services after the servers: a group stops its services last first, so
        // SIGINT ends the event streams before the server waits for its requests to finish.
        services.append(CourtService(hub: hub, tail: tail))
        services.append(RunService(hub: runHub, tail: runTail))
        if let courtsService { services.append(courtsService) }
        let group = ServiceGroup(
            configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: quietLogger))
        do {
            try await group.run()
        } catch {
            throw listenError(error, listen, livestats: livestats)
        }
    }

    /// What a failure to start says: the port in use named as such (with the LiveStats feed's
    /// address too, either may be the one: the error does not say which).
    static func listenError(_ error: any Error, _ listen: ListenAddress, livestats: ListenAddress? = nil) -> ServeError
    {
        if let io = error as? IOError {
            guard io.errnoCode == 98 else { return .cannotListen(listen, reason: io.description) }
            guard let livestats else { return .addressInUse(listen) }
            return .cannotListen(listen, reason: "it or the LiveStats feed's \(livestats) is in use; pick others")
        }
        return .cannotListen(listen, reason: "\(error)")
    }
}
