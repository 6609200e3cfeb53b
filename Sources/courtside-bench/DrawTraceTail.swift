import Foundation

/// Follows a `COURTSIDE_DRAW_TRACE` file: each call returns the lines (`<view-id> <frame>`)
/// appended since the last call.
final class DrawTraceTail {
    /// One traced view draw.
    struct Draw {
        /// The view's id (`header`, `home.1`, `status`, …).
        let view: String
        /// The frame it was drawn in.
        let frame: Int
    }

    private let path: String
    private var offset = 0

    /// Follows `path` from its start (it need not exist yet).
    init(path: String) {
        self.path = path
    }

    /// The whole lines written since the last call.
    func newDraws() -> [Draw] {
        guard let data = FileManager.default.contents(atPath: path), data.count > offset else { return [] }
        guard let lastNewline = data.lastIndex(of: UInt8(ascii: "\n")), lastNewline >= offset else { return [] }
        let text = String(decoding: data[offset...lastNewline], as: UTF8.self)
        offset = lastNewline + 1
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let frame = Int(parts[1]) else { return nil }
            return Draw(view: String(parts[0]), frame: frame)
        }
    }
}
