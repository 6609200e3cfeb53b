import CourtsideCore
import CourtsideStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside feed`'s work once its arguments are parsed: a stored game's lines, or a game (or the
/// court) followed as it is scored, printed to standard output a buffer at a time.
package enum LibraryFeed {
    /// Prints game `game` (an id or a unique prefix) of `library` as it stands, read as export reads
    /// it: the lines go out as they are made, and the events are read again from the file as they
    /// are folded, never held. `livestats` and `from` as ``FeedPrinter`` takes them.
    package static func print(_ game: String, of library: FileGameLibrary, livestats: Bool, from: Int) throws {
        let log: StoredGameLog
        do {
            log = try library.openLog(try library.resolve(game))
        } catch {
            throw CommandFailure.library(error)
        }
        var printer = FeedPrinter(location: log.location, livestats: livestats, from: from, write: write)
        do {
            try printer.print(log)
        } catch {
            // What was read before the failure is still written.
            try printer.flush()
            throw error
        }
        try printer.flush()
    }

    /// Follows game `game` of `library` (with none, the court) and prints each event as it is
    /// scored: a game until it is over, the court until interrupted; either until the reader of
    /// standard output goes away (which ends it quietly, as a failed write to it would).
    package static func follow(_ game: String?, of library: FileGameLibrary, livestats: Bool, from: Int) throws {
        let follower: CourtFollower
        do {
            follower = try CourtFollower(library: library, game: try game.map { try library.resolve($0) })
        } catch {
            throw CommandFailure.library(error)
        }
        var printer = FeedPrinter(
            location: follower.path ?? library.folder, livestats: livestats, from: from,
            followsCourt: follower.followsCourt, write: write)
        // Asked for no event: a pipe whose reading end closed reports POLLERR all the same.
        let output = pollfd(fd: OutputSink.standardOutput.descriptor, events: 0, revents: 0)
        while true {
            for update in follower.poll() {
                do {
                    try printer.apply(update)
                } catch {
                    try printer.flush()
                    throw error
                }
            }
            try printer.flush()
            if printer.isOver { return }
            let woken = follower.wait(timeoutMs: nil, others: [output])
            if woken[0].revents & Int16(POLLERR | POLLHUP) != 0 { return }
        }
    }

    /// Writes lines to standard output. JSON for programs: written as it is (JSON escapes every
    /// control character itself).
    private static func write(_ lines: String) throws(CommandFailure) {
        try OutputSink.standardOutput.write(lines)
    }
}
