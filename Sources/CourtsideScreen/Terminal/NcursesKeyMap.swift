import CNcurses
import CourtsideCore
import CourtsideViewModels

/// Turns what `wget_wch` reads into a ``Key``; nil for keys the screens do not use.
enum NcursesKeyMap {
    /// The key for a function-key code (`wget_wch` returned KEY_CODE_YES).
    static func key(forKeyCode code: Int32) -> Key? {
        switch code {
        case KEY_RESIZE: .resize
        case KEY_BTAB: .backTab
        case KEY_BACKSPACE: .backspace
        case KEY_ENTER: .enter
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_HOME: .home
        case KEY_END: .end
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
        default:
            guard let scalar = Unicode.Scalar(code), !TextSanitizer.isControl(scalar) else { return nil }
            return .character(Character(scalar))
        }
    }
}
