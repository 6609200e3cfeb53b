/// A file the server answers with from inside the binary: a page, its script or its style.
///
/// Everything a browser loads is one of these (no CDN: a gym's Wi-Fi often has no internet), at
/// a fixed path; nothing is read from disk.
struct Page: Sendable {
    let path: String
    let contentType: String
    let body: String

    /// Every page, script and style, by path.
    static let all: [Page] = [
        Page(path: "/", contentType: html, body: ScoreboardPage.html),
        Page(path: "/overlay", contentType: html, body: OverlayPage.html),
        Page(path: "/box", contentType: html, body: BoxPage.html),
        Page(path: "/run", contentType: html, body: RunPage.html),
        Page(path: "/run.js", contentType: "text/javascript; charset=utf-8", body: RunScript.javascript),
        Page(path: "/run.css", contentType: "text/css; charset=utf-8", body: RunStyle.css),
        Page(path: "/courts.js", contentType: "text/javascript; charset=utf-8", body: CourtsPage.javascript),
        Page(path: "/courts.css", contentType: "text/css; charset=utf-8", body: CourtsPage.css),
        Page(path: "/organiser.js", contentType: "text/javascript; charset=utf-8", body: OrganiserScript.javascript),
        Page(path: "/courtside.js", contentType: "text/javascript; charset=utf-8", body: CourtScript.javascript),
        Page(path: "/courtside.css", contentType: "text/css; charset=utf-8", body: CourtStyle.css),
    ]

    static let html = "text/html; charset=utf-8"
}
