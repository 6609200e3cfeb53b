import CourtsideCore
import FoundationEssentials

/// The follower's file, read: opened and read whole as loading reads it, then only the complete
/// lines appended past the last one read, each checked by folding it; and what the steps ask of
/// the open file (its size, whether it is still the file at its name, whether it has a header
/// yet). Apart from the steps (GameFollower.swift), which decide when to read.
extension GameFollower {
    /// Opens the file and reads it whole, as loading does; missing or failed when it cannot.
    func open(_ updates: inout [FollowUpdate]) {
        guard let id = gameID, let path else { return }
        // Read before: a file cut short that has no header yet is being rewritten.
        let followedBefore =
            state != nil || phase == .rewriting || failure == .io(file: path, action: "follow", reason: Self.leftEmpty)
        closeFile()
        let opened: Int32?
        do {
            // Read-only, not through a symbolic link, never blocking on a FIFO; a regular file only.
            opened = try files.openGameFile(path, writable: false, action: "follow")
        } catch {
            // Watched anyway, so a game file put at the name later is noticed.
            fail(error, &updates)
            return
        }
        guard let opened else {
            if phase != .missing {
                phase = .missing
                updates.append(.fileMissing)
            }
            return
        }
        fd = opened
        // Watched before reading, so nothing appended after the read goes unnoticed.
        fileWatch = queue.watch(path, mask: Self.fileMask)
        if followedBefore && lacksHeader() {
            phase = .rewriting
            recheckAfterMs = 1000
            return
        }
        do {
            let contents = try GameFileContents(
                fd: fd, files: files, status: try files.status(of: fd, path: path, action: "read"), id: id,
                file: path, start: { Game(header: $0) },
                apply: { (game: inout Game, event: GameEvent) throws(GameError) in try game.apply(event) })
            state = contents.fold.state
            offset = contents.validLength
            sizeRead = contents.byteCount
            phase = .following
            updates.append(.loaded(contents.fold, warnings: contents.warnings))
            scorerPresent = nil
            checkScorer(&updates)
        } catch {
            fail(error, &updates)
        }
    }

    /// Reads the complete lines past ``offset``; true when it read any bytes (or the file again).
    func readNew(_ updates: inout [FollowUpdate]) -> Bool {
        guard let path, var folded = state else { return false }
        let size = fileSize()
        if size < offset {
            open(&updates)
            return true
        }
        guard size != sizeRead else { return false }
        let bytes: [UInt8]
        do {
            bytes = try files.read(fd, from: offset, to: size, path: path)
        } catch {
            fail(error, &updates)
            return false
        }
        sizeRead = offset + bytes.count
        var events: [GameEvent] = []
        var start = 0
        let decoder = JSONDecoder()
        reading: while start < bytes.count {
            let line = folded.eventCount + 2
            let newline = bytes[start...].firstIndex(of: GameFileCodec.newline)
            guard (newline ?? bytes.count) - start <= GameFileLimits.maxLineBytes else {
                finish(events, folded, &updates)
                fail(.corruptLine(file: path, line: line, reason: Self.tooLong), &updates)
                return true
            }
            // A line without its newline is a write in progress (or cut short): left until complete.
            guard let newline else { break reading }
            let decoded =
                CanonicalEventLine.event(bytes, from: start, to: newline).map {
                    Result<GameEvent, DecodeFailure>.success($0)
                } ?? GameFileCodec.event(from: Data(bytes[start..<newline]), decoder: decoder)
            let event: GameEvent
            switch decoded {
            case .success(let decodedEvent):
                event = decodedEvent
            case .failure(let failure):
                // Loading skips a last line that is not a whole JSON object as torn; followed, it
                // is left until something comes after it, which makes it corruption.
                guard newline + 1 < bytes.count || failure.isWholeObject else { break reading }
                finish(events, folded, &updates)
                fail(.corruptLine(file: path, line: line, reason: failure.reason), &updates)
                return true
            }
            do {
                try folded.apply(event)
            } catch {
                finish(events, folded, &updates)
                fail(.rejectedEvent(file: path, line: line, error: error), &updates)
                return true
            }
            events.append(event)
            start = newline + 1
        }
        finish(events, folded, &updates)
        offset += start
        return !bytes.isEmpty
    }

    /// Reports the events read so far and keeps their fold.
    func finish(_ events: [GameEvent], _ folded: GameState, _ updates: inout [FollowUpdate]) {
        guard !events.isEmpty else { return }
        state = folded
        updates.append(.events(events))
    }

    func fileSize() -> Int {
        guard fd >= 0, let path, let status = try? files.status(of: fd, path: path, action: "check") else { return 0 }
        return Int(status.size)
    }

    /// Whether the open file still is the one at `path` (not deleted, moved away or replaced);
    /// a check that fails counts as changed, so the file is opened again.
    func isSameFile(_ path: String) -> Bool {
        guard fd >= 0 else { return false }
        do {
            return try files.change(of: fd, path: path) == nil
        } catch {
            return false
        }
    }

    /// Whether the open file has no whole first line (empty, or the header still being written).
    func lacksHeader() -> Bool {
        guard let path else { return false }
        let size = fileSize()
        guard size > 0 else { return true }
        let start = (try? files.read(fd, from: 0, to: min(size, GameFileLimits.maxLineBytes + 1), path: path)) ?? []
        return !start.contains(GameFileCodec.newline) && start.count <= GameFileLimits.maxLineBytes
    }

    /// Why a line over the cap is refused, as loading says it.
    static var tooLong: String {
        "the line is longer than \(GameFileLimits.maxLineBytes) bytes, more than any line courtside writes"
    }

    func closeFile() {
        if let fileWatch { queue.unwatch(fileWatch) }
        fileWatch = nil
        if fd >= 0 { files.close(fd) }
        fd = -1
        state = nil
        offset = 0
        sizeRead = 0
    }
}
