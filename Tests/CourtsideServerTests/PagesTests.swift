import CourtsideServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The pages come from inside the binary, load nothing from elsewhere, and put text from files on
/// the page only as text.
@Suite struct PagesTests {
    private func app(_ court: Court) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0))
    }

    @Test func everyPageAndItsScriptAndStyleAreServed() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                for (uri, type, marker) in [
                    ("/", "text/html; charset=utf-8", "data-page=\"scoreboard\""),
                    ("/overlay", "text/html; charset=utf-8", "data-page=\"overlay\""),
                    ("/box", "text/html; charset=utf-8", "data-page=\"box\""),
                    ("/courtside.js", "text/javascript; charset=utf-8", "new EventSource(\"/api/events\")"),
                    ("/courtside.css", "text/css; charset=utf-8", "--cs-accent"),
                ] {
                    try await client.execute(uri: uri, method: .get) { response in
                        #expect(response.status == .ok, "\(uri)")
                        #expect(response.headers[.contentType] == type, "\(uri)")
                        #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                        let text = String(buffer: response.body)
                        #expect(text.contains(marker), "\(uri)")
                        #expect(
                            !text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"),
                            "\(uri) loads nothing from elsewhere")
                    }
                }
            }
        }
    }

    @Test func textFromFilesGoesOnThePageAsTextOnly() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                try await client.execute(uri: "/courtside.js", method: .get) { response in
                    let script = String(buffer: response.body)
                    for unsafe in [
                        "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                    ] {
                        #expect(!script.contains(unsafe), "\(unsafe)")
                    }
                    #expect(script.contains("textContent"))
                    #expect(script.contains("\\u202a-\\u202e"), "bidi controls are cleaned out of names")
                }
                for page in ["/", "/overlay", "/box"] {
                    try await client.execute(uri: page, method: .get) { response in
                        #expect(!String(buffer: response.body).contains("<script>"), "no inline script: \(page)")
                    }
                }
            }
        }
    }

    @Test func theOverlaysBackgroundIsTransparentAndItsLookIsInVariables() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                try await client.execute(uri: "/courtside.css", method: .get) { response in
                    let css = String(buffer: response.body)
                    #expect(css.contains("body.overlay { background: transparent; }"))
                    for variable in [
                        "--cs-font", "--cs-bar-bg", "--cs-bar-fg", "--cs-home", "--cs-away", "--cs-accent",
                    ] {
                        #expect(css.contains("var(\(variable))"), "\(variable)")
                    }
                }
            }
        }
    }
}
