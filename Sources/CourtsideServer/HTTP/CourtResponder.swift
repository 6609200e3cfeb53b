import HTTPTypes
import Hummingbird

/// serve's answer to every request: the routes for `GET`, and `HEAD` as `GET` without the body;
/// `405` with `Allow` for any other method on a route's path; `404` elsewhere; and the safety
/// headers (``SafetyHeaders``) on every answer, errors included.
public struct CourtResponder: HTTPResponder {
    /// Hummingbird's basic context: the routes need no more.
    public typealias Context = BasicRequestContext

    /// The routes (Hummingbird makes each `GET` route's `HEAD`).
    let routes: RouterResponder<BasicRequestContext>
    /// The same paths, each answering `405`: asked, as `GET`, for the other methods.
    let otherMethods: RouterResponder<BasicRequestContext>
    /// The organiser's `POST`s (``RunOrganiser``), when serve has one; nil: read-only.
    var writes: RouterResponder<BasicRequestContext>? = nil

    /// The methods every route answers.
    static let allowed = "GET, HEAD"

    /// The answer to `request`; never throws (a failure is a `500`, with the headers).
    public func respond(to request: Request, context: Context) async -> Response {
        var response: Response
        do {
            if request.method == .get || request.method == .head {
                response = try await routes.respond(to: request, context: context)
            } else if request.method == .post, let writes,
                RunOrganiser.Change.allCases.contains(where: {
                    $0.path == request.uri.path
                })
            {
                response = try await writes.respond(to: request, context: context)
            } else {
                var head = request.head
                head.method = .get
                response = try await otherMethods.respond(to: Request(head: head, body: request.body), context: context)
            }
        } catch {
            response = CourtServer.problem(.internalServerError, "the request failed")
        }
        SafetyHeaders.add(to: &response.headers)
        return response
    }
}
