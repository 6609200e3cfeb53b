import Hummingbird
import NIOCore
import ServiceLifecycle

/// `/api/run` and `/api/run/events`: tonight's run as JSON, and the stream of it for `/run`
/// (docs/serve.md, "/run").
extension CourtServer {
    /// `/api/run`: the run now.
    static func runState(_ hub: RunHub) -> Response {
        json(hub.json)
    }

    /// The organiser's `POST` routes, answered by `organiser`.
    static func organiserWrites(_ organiser: RunOrganiser) -> RouterResponder<BasicRequestContext> {
        let router = Router()
        for change in RunOrganiser.Change.allCases {
            router.post(RouterPath(change.path)) { request, _ in await organiser.respond(to: request, change: change) }
        }
        return router.buildResponder()
    }

    /// `/organiser`: the organiser's page (its key is in its address, read by its script).
    static func organiserPage() -> Response {
        Response(
            status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: OrganiserPage.html)))
    }

    /// `/api/run/events`: a `run` event with the run as it is, then one each time it changes.
    static func runEvents(_ hub: RunHub) -> Response {
        guard let (first, stream) = hub.subscribe() else {
            return problem(.serviceUnavailable, "too many event streams open; try again later")
        }
        return events(
            body: ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: SSEFrame.retry + first))
                    for await frame in stream {
                        try await writer.write(ByteBuffer(string: frame))
                    }
                } onGracefulShutdown: {
                    hub.close()
                }
                try await writer.finish(nil)
            })
    }
}
