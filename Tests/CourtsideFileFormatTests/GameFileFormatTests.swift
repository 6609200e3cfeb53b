import CourtsideCore
import CourtsideFileFormat
import CourtsideTesting
import Testing

/// The version a game's file is written as, from what its header and events need.
@Suite("The format version a game is written as")
struct GameFileFormatTests {
    @Test("a linked assist deleted on its own (issue 40 item 1) makes the game version 7; linked, it does not")
    func assistDeletion() throws {
        let ai = PlayerID(side: .home, number: 2)
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(GameFixtures.shaq, .twoPoints), .assist(play: 1, player: ai)])
        #expect(GameFileFormat.version(for: game.header, events: game.events) < GameFileFormat.assistDeletionVersion)
        try GameFixtures.play(&game, [.assist(play: 1, player: nil)])
        #expect(GameFileFormat.version(for: game.header, events: game.events) == GameFileFormat.assistDeletionVersion)
    }

    @Test("the versions read run from the oldest to the newest, and no further")
    func readable() {
        #expect(GameFileFormat.readable == GameFileFormat.oldest...GameFileFormat.version)
        #expect(GameFileFormat.reads(GameFileFormat.oldest) && GameFileFormat.reads(GameFileFormat.version))
        #expect(!GameFileFormat.reads(GameFileFormat.oldest - 1) && !GameFileFormat.reads(GameFileFormat.version + 1))
    }
}
