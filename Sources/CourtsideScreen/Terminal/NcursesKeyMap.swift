import CNcurses
import CourtsideCore
import CourtsideViewModels

/// Turns what `wget_wch` reads into a ``KeyRead``; nil for keys the screens do not use.
enum NcursesKeyMap {
    /// What a function-key code means (`wget_wch` returned KEY_CODE_YES): a key, or a resize.
    static func read(forKeyCode code: Int32) -> KeyRead? {
        code == KEY_RESIZE ? .resize : key(forKeyCode: code).map(KeyRead.key)
    }

    /// The key for a function-key code; nil for KEY_RESIZE, which is no key.
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_ENTER: .enter
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_DC: .delete
        default: nil
        }
    }

    /// The key for a character (`wget_wch` returned OK).
    static func key(forCharacter code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 32: return .space
        case 1...26:
            // Ctrl-A is 1, Ctrl-Z is 26; the ones that are Backspace, Tab and Enter are taken above.
            let letter = Character(Unicode.Scalar(UInt8(64 + code)))
            return Key.controlLetters.contains(letter) ? .control(letter) : nil
        default:
            guard let scalar = Unicode.Scalar(code), !TextSanitizer.isControl(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }
}
