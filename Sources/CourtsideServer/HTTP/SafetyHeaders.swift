import HTTPTypes

/// Headers on every answer, errors and refusals included, that keep a browser from doing more with
/// it than shown: no guessing of content types, scripts and styles from this server only (no
/// CDN, no inline script), no framing by other sites, no referrer sent on.
enum SafetyHeaders {
    /// Sets the headers in `fields`.
    static func add(to fields: inout HTTPFields) {
        fields[.xContentTypeOptions] = "nosniff"
        fields[referrerPolicy] = "no-referrer"
        // Inline styles stay allowed: OBS's browser source injects a streamer's custom CSS.
        fields[.contentSecurityPolicy] =
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'"
    }

    private static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
}
