import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's headless Chromium (`make test` installs it) with a page open, read while it runs
/// through the DevTools protocol on a pipe (`--remote-debugging-pipe`: JSON messages ended by a
/// NUL byte, written to its descriptor 3 and read from its descriptor 4).
///
/// Why not `--dump-dom`: it dumps at the page's load, and `--virtual-time-budget` waits for every
/// request to end, which an event stream never does; the page must be read while it stays open.
final class ChromiumPage {
    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: String
    private var pending: [UInt8] = []
    private var nextID = 0
    private var session: String?
    private let width: Int
    private let height: Int

    /// Opens `url` in a `width`×`height` view, on a transparent background where the page has none.
    init(_ url: String, width: Int = 1280, height: Int = 720) throws {
        self.width = width
        self.height = height
        profile = NSTemporaryDirectory() + "courtside-chromium-\(UUID().uuidString)"
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw POSIXError(.EMFILE) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        for end in input + output where end > 4 { posix_spawn_file_actions_addclose(&actions, end) }
        let arguments = [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--disable-background-networking", "--disable-sync", "--disable-component-update", "--hide-scrollbars",
            "--remote-debugging-pipe", "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", url,
        ]
        var child: pid_t = 0
        let pointers = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        let status = posix_spawnp(&child, "chromium", &actions, nil, pointers, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT)
        }
        pid = child
        toBrowser = input[1]
        fromBrowser = output[0]
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var ignored: Int32 = 0
        while waitpid(pid, &ignored, 0) < 0 && errno == EINTR {}
        try? FileManager.default.removeItem(atPath: profile)
    }

    /// Evaluates `expression` in the page; its value (a string, number or boolean).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true], inPage: true)
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Evaluates `expression` every 20 ms until it is true or `seconds` passed; whether it became true.
    func wait(seconds: Double = 10, until expression: String) throws -> Bool {
        try Eventually.holds(within: seconds) { try evaluate(expression) as? Bool == true }
    }

    /// Emulates CSS media features (`prefers-contrast: more`, `prefers-reduced-motion: reduce`);
    /// a script that read them at load must be reloaded to see them.
    func emulateMedia(_ features: [String: String]) throws {
        let list = features.map { ["name": $0.key, "value": $0.value] }
        _ = try call("Emulation.setEmulatedMedia", ["features": list], inPage: true)
    }

    /// The page as PNG bytes.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"], inPage: true)
        return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
    }

    /// Sends a command and waits for its answer (events in between are skipped).
    private func call(_ method: String, _ parameters: [String: Any] = [:], inPage: Bool = false) throws -> [String: Any]
    {
        if inPage, session == nil { try attach() }
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard written > 0 else { throw POSIXError(.EPIPE) }
            offset += written
        }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let answer = try readMessage(until: deadline)
            guard answer["id"] as? Int == nextID else { continue }
            if let error = answer["error"] { throw ChromiumError(description: "\(method): \(error)") }
            return answer["result"] as? [String: Any] ?? [:]
        }
        throw ChromiumError(description: "\(method): no answer")
    }

    /// Attaches to the page's target once it exists.
    private func attach() throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let targets = try call("Target.getTargets")["targetInfos"] as? [[String: Any]] ?? []
            if let page = targets.first(where: { $0["type"] as? String == "page" }), let id = page["targetId"] {
                let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
                session = attached["sessionId"] as? String
                // Set here, not with --default-background-color, which made this build's renderer
                // quit when driven through the pipe; the view's size exactly, whatever the window's.
                _ = try call(
                    "Emulation.setDefaultBackgroundColorOverride", ["color": ["r": 0, "g": 0, "b": 0, "a": 0]],
                    inPage: true)
                _ = try call(
                    "Emulation.setDeviceMetricsOverride",
                    ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], inPage: true)
                return
            }
            usleep(50_000)
        }
        throw ChromiumError(description: "no page opened")
    }

    private func readMessage(until deadline: Date) throws -> [String: Any] {
        while true {
            if let end = pending.firstIndex(of: 0) {
                let message = Array(pending[..<end])
                pending.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard poll(&descriptor, 1, wait) == 1 else { throw ChromiumError(description: "no answer in time") }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(fromBrowser, &buffer, buffer.count)
            guard count > 0 else { throw ChromiumError(description: "the browser closed its pipe") }
            pending += buffer[..<count]
        }
    }
}

/// A DevTools call that failed.
struct ChromiumError: Error, CustomStringConvertible {
    let description: String
}
