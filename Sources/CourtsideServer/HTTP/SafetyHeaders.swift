import HTTPTypes
import Hummingbird

/// Headers on every answer that keep a browser from doing more with it than shown: no guessing of
/// content types, scripts and styles from this server only (no CDN, no inline script), no
/// framing by other sites, no referrer sent on.
struct SafetyHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "no-referrer"
        // Inline styles stay allowed: OBS's browser source injects a streamer's custom CSS.
        response.headers[.contentSecurityPolicy] =
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"
        return response
    }

    private static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
}
