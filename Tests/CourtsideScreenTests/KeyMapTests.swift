import CNcurses
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

@Suite("ncurses keys to Key")
struct KeyMapTests {
    @Test("function-key codes")
    func keyCodes() {
        #expect(NcursesKeyMap.read(forKeyCode: KEY_RESIZE) == .resize, "a resize is no key: the run loop's")
        #expect(NcursesKeyMap.key(forKeyCode: KEY_RESIZE) == nil)
        #expect(NcursesKeyMap.read(forKeyCode: KEY_UP) == .key(.up))
        #expect(NcursesKeyMap.key(forKeyCode: KEY_BTAB) == .backTab)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_BACKSPACE) == .backspace)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_DC) == .delete)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_ENTER) == .enter)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_UP) == .up)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_DOWN) == .down)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_LEFT) == .left)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_RIGHT) == .right)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_HOME) == .home)
        #expect(NcursesKeyMap.key(forKeyCode: KEY_END) == .end)
        #expect(NcursesKeyMap.key(forKeyCode: courtside_key_f(1)) == nil)
    }

    @Test("characters")
    func characters() {
        #expect(NcursesKeyMap.key(forCharacter: 9) == .tab)
        #expect(NcursesKeyMap.key(forCharacter: 10) == .enter)
        #expect(NcursesKeyMap.key(forCharacter: 13) == .enter)
        #expect(NcursesKeyMap.key(forCharacter: 27) == .escape)
        #expect(NcursesKeyMap.key(forCharacter: 127) == .backspace)
        #expect(NcursesKeyMap.key(forCharacter: 8) == .backspace)
        #expect(NcursesKeyMap.key(forCharacter: 32) == .space)
        #expect(NcursesKeyMap.key(forCharacter: UInt32(Character("Z").asciiValue!)) == .character("Z"))
        #expect(NcursesKeyMap.key(forCharacter: 0x00E9) == .character("é"))
        #expect(NcursesKeyMap.key(forCharacter: 0x5F20) == .character("张"))
        #expect(NcursesKeyMap.key(forCharacter: 0x15) == .control("U"))
        #expect(NcursesKeyMap.key(forCharacter: 0x17) == .control("W"))
        #expect(NcursesKeyMap.key(forCharacter: 0x0B) == .control("K"))
        #expect(NcursesKeyMap.key(forCharacter: 1) == .control("A"))
        #expect(NcursesKeyMap.key(forCharacter: 3) == nil, "Ctrl-C is the terminal's")
        #expect(NcursesKeyMap.key(forCharacter: 0) == nil)
        #expect(NcursesKeyMap.key(forCharacter: 0x9B) == nil)
        #expect(NcursesKeyMap.key(forCharacter: 0xD800) == nil, "not a scalar")
    }
}
