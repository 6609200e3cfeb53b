import Foundation
import Testing

/// The scorer under a file-size limit (`ulimit -f` in the shell that starts it): a write past the
/// limit is refused as a full disk is, never the end of courtside by SIGXFSZ.
@Suite("A file-size limit end to end", .serialized)
struct FileSizeLimitEndToEndTests {
    @Test("past the limit a key is refused with the reason on the status line, and the scorer goes on")
    func keyRefusedNotKilled() throws {
        // 2 blocks of 512 bytes: the header and a few rebounds fit, then the game file is full.
        let tmux = try TmuxSession(["new"], shellSetup: "ulimit -f 2")
        try tmux.waitFor("PAUSED")
        try tmux.type(String(repeating: "ur", count: 20))
        let refused = try tmux.waitFor("size limit")
        #expect(refused.contains("not saved: the file has reached its size limit (EFBIG)"), "\(refused)")
        #expect(!refused.contains("[exit"), "the scorer is still running")
        #expect(try tmux.courtsidePID() != nil)
        let file = try #require(try tmux.gameFiles().first)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.hasSuffix("\n"), "no part of a refused line is left in the file")
        // Still the scorer's: a key is answered (the same refusal) and q ends it the normal way.
        try tmux.type("ur")
        try tmux.waitFor("size limit")
        try tmux.type("qy")
        let shell = try tmux.waitFor("[exit ")
        #expect(shell.contains("[exit 0]"), "\(shell)")
    }
}
