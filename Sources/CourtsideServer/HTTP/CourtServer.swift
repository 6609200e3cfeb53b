import CourtsideCore
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
    /// The most connections open at once (event streams and everything else).
    public static let maxConnections = 512

    /// The routes, on `library` and `hub`.
    public static func router(library: FileGameLibrary, hub: CourtHub) -> Router<BasicRequestContext> {
        let router = Router()
        router.middlewares.add(SafetyHeaders())
        router.get("/api/state") { _, _ in
            json(hub.stateJSON())
        }
        router.get("/api/events") { request, _ in
            events(hub, lastEventID: request.headers[lastEventID])
        }
        router.get("/api/games") { _, _ in
            try games(library)
        }
        router.get("/api/games/:id") { _, context in
            game(library, id: context.parameters.get("id") ?? "")
        }
        for page in Page.all {
            router.get(RouterPath(page.path)) { _, _ in
                Response(
                    status: .ok, headers: [.contentType: page.contentType, .cacheControl: "no-cache"],
                    body: .init(byteBuffer: ByteBuffer(string: page.body)))
            }
        }
        return router
    }

    /// The application: the routes, at most ``maxConnections`` connections, quiet logs, no timer
    /// (``CourtApplication``); `onRunning` gets the port listened on.
    public static func application(
        library: FileGameLibrary, hub: CourtHub, listen: ListenAddress,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        CourtApplication(
            responder: router(library: library, hub: hub).buildResponder(),
            configuration: .init(
                address: .hostname(listen.host, port: listen.port), serverName: nil, reuseAddress: true,
                availableConnectionsDelegate: MaximumAvailableConnections(maxConnections)),
            logger: quietLogger, onRunning: onRunning)
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

    /// `/api/events`: the missed events and the state, then every event as it comes.
    private static func events(_ hub: CourtHub, lastEventID: String?) -> Response {
        guard let subscription = hub.subscribe(lastEventID: lastEventID.flatMap(EventID.init)) else {
            return problem(.serviceUnavailable, "too many event streams open; try again later")
        }
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: subscription.first))
                    for await frames in subscription.stream {
                        try await writer.write(ByteBuffer(string: frames))
                    }
                } onGracefulShutdown: {
                    hub.close()
                }
                try await writer.finish(nil)
            })
    }

    /// `/api/games`: the library's games, as `courtside list --json` has them (the file's name
    /// only, not its folder).
    private static func games(_ library: FileGameLibrary) throws -> Response {
        let listing: LibraryListing
        do {
            listing = try library.list()
        } catch {
            return problem(.internalServerError, "cannot list the library")
        }
        let entries = listing.summaries.map { ListEntry($0, path: "\($0.id).jsonl") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return json(String(decoding: try encoder.encode(entries), as: UTF8.self))
    }

    /// `/api/games/ID`: the game's JSON export (docs/file-format.md, "json"); the id is checked
    /// before anything is looked up.
    private static func game(_ library: FileGameLibrary, id text: String) -> Response {
        guard let id = GameID(rawValue: text) else {
            return problem(.badRequest, "a game id is 1 to 32 lowercase letters and digits")
        }
        let log: StoredGameLog
        do {
            log = try library.openLog(id)
        } catch .notFound {
            return problem(.notFound, "no game \(id)")
        } catch {
            return problem(.internalServerError, "game \(id) cannot be read")
        }
        return json(Exporter.export(log, format: .json))
    }

    private static func json(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// An error as a small JSON object: `{"error":"…"}` (the words are ours, never a path).
    private static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: "{\"error\":\"\(message)\"}")))
    }
}

extension CourtServer {
    /// Serves `library` on `listen` until SIGINT or SIGTERM: follows the court, answers requests,
    /// then ends every stream and returns. `onRunning` gets the port listened on (the URLs to
    /// print). A port in use is ``ServeError/addressInUse(_:)``.
    public static func serve(
        library: FileGameLibrary, listen: ListenAddress, onRunning: @escaping @Sendable (Int) async -> Void
    ) async throws(ServeError) {
        let hub = CourtHub()
        let tail: CourtTail
        do {
            tail = try CourtTail(library: library, hub: hub)
        } catch {
            throw .library(error.description)
        }
        let app = application(library: library, hub: hub, listen: listen, onRunning: onRunning)
        // The court's service after the application: a group stops its services last first, so
        // SIGINT ends the event streams before the server waits for its requests to finish.
        let group = ServiceGroup(
            configuration: .init(
                services: [app, CourtService(hub: hub, tail: tail)], gracefulShutdownSignals: [.sigterm, .sigint],
                logger: quietLogger))
        do {
            try await group.run()
        } catch {
            throw listenError(error, listen)
        }
    }

    /// What a failure to start says: the port in use named as such.
    static func listenError(_ error: any Error, _ listen: ListenAddress) -> ServeError {
        if let io = error as? IOError {
            return io.errnoCode == 98 ? .addressInUse(listen) : .cannotListen(listen, reason: io.description)
        }
        return .cannotListen(listen, reason: "\(error)")
    }
}
