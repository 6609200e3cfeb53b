import Hummingbird
import NIOCore

/// The organiser's routes (docs/serve.md, "/run"); `/api/run` and its stream are a
/// ``SnapshotHub``'s (``CourtServer/snapshotState(_:)``).
extension CourtServer {
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
}
