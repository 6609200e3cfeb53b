import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The fake must behave like ncurses where the screen tests rely on it.
@MainActor
@Suite("The fake terminal")
struct FakeTerminalTests {
    init() { ScreenHarness.useUTF8() }

    @Test("nothing shows until a staged surface is flushed")
    func stagingAndFlush() {
        let terminal = FakeTerminal(size: TerminalSize(width: 10, height: 2))
        let surface = terminal.makeSurface(Rect(row: 1, column: 2, width: 5, height: 1))
        surface.put("abc", row: 0, column: 0, style: .plain)
        #expect(terminal.lines[1] == String(repeating: " ", count: 10))
        surface.stage()
        #expect(terminal.lines[1] == String(repeating: " ", count: 10))
        terminal.flush()
        #expect(terminal.lines[1] == "  abc     ")
        #expect(terminal.frames == [[Rect(row: 1, column: 2, width: 5, height: 1)]])
    }

    @Test("a wide character takes two cells; overwriting half of it blanks the other half")
    func wideCharacters() {
        let terminal = FakeTerminal(size: TerminalSize(width: 6, height: 1))
        let surface = terminal.makeSurface(Rect(row: 0, column: 0, width: 6, height: 1))
        surface.put("张伟", row: 0, column: 0, style: .plain)
        surface.stage()
        terminal.flush()
        #expect(terminal.lines[0] == "张伟  ")
        surface.put("x", row: 0, column: 1, style: .plain)
        surface.stage()
        terminal.flush()
        #expect(terminal.lines[0] == " x伟  ")
    }

    @Test("writes that would wrap, surfaces off the screen and closed surfaces are counted")
    func misuseIsCounted() {
        let terminal = FakeTerminal(size: TerminalSize(width: 4, height: 1))
        let surface = terminal.makeSurface(Rect(row: 0, column: 0, width: 4, height: 1))
        surface.put("abcde", row: 0, column: 0, style: .plain)
        surface.put("中中", row: 0, column: 1, style: .plain)
        #expect(terminal.overflowCount == 2)
        _ = terminal.makeSurface(Rect(row: 0, column: 2, width: 4, height: 1))
        #expect(terminal.overflowCount == 3)
        surface.close()
        surface.erase()
        #expect(terminal.closedSurfaceUses == 1)
    }

    @Test("scripted input: keys, waits that move a clock, resizes; then input is gone")
    func script() {
        let terminal = FakeTerminal()
        var waited: [Int?] = []
        terminal.onTimeout = { waited.append($0) }
        terminal.script = [.key(.character("a")), .wait, .resize(TerminalSize(width: 90, height: 30)), .wait]
        #expect(terminal.readKey(timeoutMs: nil) == .key(.character("a")))
        #expect(terminal.readKey(timeoutMs: 40) == .timeout)
        #expect(terminal.readKey(timeoutMs: 40) == .resize)
        #expect(terminal.size == TerminalSize(width: 90, height: 30))
        #expect(terminal.readKey(timeoutMs: nil) == .inputClosed, "a wait on a blocking read would hang")
        #expect(terminal.readKey(timeoutMs: 10) == .inputClosed)
        #expect(waited == [40])
        #expect(terminal.readTimeouts == [nil, 40, 40, nil, 10])
    }

    @Test("a scripted wake returns the watched descriptors; a read watching none would hang, so input ends")
    func wake() {
        let terminal = FakeTerminal()
        var woken = 0
        terminal.onWake = { woken += 1 }
        terminal.script = [.wake, .wake]
        #expect(terminal.readKey(timeoutMs: nil, alsoWatching: [5, 9]) == .wake([5, 9]))
        #expect(terminal.readKey(timeoutMs: nil) == .inputClosed)
        #expect(woken == 1)
        #expect(terminal.readDescriptors == [[5, 9], []])
    }
}
