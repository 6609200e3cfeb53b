/// One server-sent event as it goes on the wire (the `text/event-stream` format).
enum SSEFrame {
    /// `id:` (when given), `event:` and one `data:` line, then the blank line that ends the event.
    /// `data` is one line of JSON (the encoder escapes every line end inside a string).
    static func event(_ name: String, id: EventID?, data: String) -> String {
        var frame = ""
        if let id { frame += "id: \(id)\n" }
        frame += "event: \(name)\ndata: \(data)\n\n"
        return frame
    }

    /// A comment line: ignored by clients, it keeps the connection in use so a client that went
    /// away is noticed on the next write.
    static let keepAlive = ": keep-alive\n\n"

    /// How long a reconnecting browser waits, told once per stream (milliseconds).
    static let retry = "retry: 1000\n\n"
}
