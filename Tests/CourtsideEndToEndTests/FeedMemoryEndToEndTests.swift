import CourtsideCore
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// `courtside feed` of a long game in memory in proportion: it writes each line as it makes it,
/// so it peaks near what `export` of the same game does, not at the size of all its lines (a
/// 1,000,000-event game's feed once peaked at 2 GB, its export under 100 MB).
@Suite("Feed memory end to end", .serialized)
struct FeedMemoryEndToEndTests {
    /// The peak resident memory of `courtside ARGUMENTS`, in KiB, its output thrown away.
    private static func peakKiB(_ arguments: [String]) throws -> Int {
        let result = try ChildProcess.run(
            ["/usr/bin/time", "-f", "peak %M", Binary.path] + arguments, stdout: .path("/dev/null"))
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let line = try #require(result.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") })
        return try #require(Int(line.dropFirst(5)))
    }

    @Test("feed and feed --livestats of a 100,000-event game peak near export, not at all their lines")
    func feedStreams() throws {
        let folder = TmuxSession.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let header = try GameFixtures.header(id: "feedmem1", target: 21, winBy: 2, createdMs: 1_763_712_000_000)
        let game = try RandomGame.make(count: 100_000, seed: 2026, header: header)
        let session = try FileGameLibrary(folder: folder).create(game.header)
        try session.recorder.record(game.events)
        session.recorder.close()
        let export = try Self.peakKiB(["export", "feedmem1", "--library", folder])
        let feed = try Self.peakKiB(["feed", "feedmem1", "--library", folder])
        let livestats = try Self.peakKiB(["feed", "feedmem1", "--livestats", "--library", folder])
        // The lines alone are some 150 MB (feed) and 40 MB (LiveStats); the game itself a few MB.
        #expect(feed < export + 40_000, "feed peaked at \(feed) KiB, export at \(export) KiB")
        #expect(livestats < export + 40_000, "feed --livestats peaked at \(livestats) KiB, export at \(export) KiB")
    }
}
