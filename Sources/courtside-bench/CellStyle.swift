/// The rendition of a screen cell as tmux reports it: attributes and colours, interpreted from the
/// SGR sequences of `capture-pane -e` so that equal looks compare equal however tmux spelled them.
struct CellStyle: Hashable {
    /// SGR attribute numbers in force (1 bold, 2 dim, 3 italic, 4 underline, 5 blink, 7 reverse,
    /// 8 hidden, 9 strike-through, 53 overline), as a bit set.
    var attributes: UInt64 = 0
    /// Foreground colour as its SGR spelling (`""` default, `"31"`, `"38;5;200"`, `"38;2;1;2;3"`).
    var foreground = ""
    /// Background colour, spelled the same way.
    var background = ""
    /// Underline colour and style (58 and 4:n), spelled the same way.
    var underline = ""

    /// Applies one SGR sequence's parameters (the text between `ESC[` and `m`).
    mutating func apply(_ parameters: String) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        if codes.isEmpty { codes = ["0"] }
        var index = 0
        func extended() -> String {
            // 38;5;N or 38;2;R;G;B (the colon forms arrive as one code and are kept whole).
            let start = index
            if index + 1 < codes.count, codes[index + 1] == "5" {
                index += 2
            } else if index + 1 < codes.count, codes[index + 1] == "2" {
                index += 4
            }
            return codes[start...min(index, codes.count - 1)].joined(separator: ";")
        }
        while index < codes.count {
            let code = codes[index]
            if code.contains(":") {
                // Sub-parameter forms: 4:n underline styles, 38:2::r:g:b and friends.
                let head = code.split(separator: ":").first.map(String.init) ?? ""
                switch head {
                case "4": underline = "u" + code
                case "38": foreground = code
                case "48": background = code
                case "58": underline += "c" + code
                default: break
                }
                index += 1
                continue
            }
            let number = Int(code) ?? 0
            switch number {
            case 0: self = CellStyle()
            case 1, 2, 3, 4, 5, 7, 8, 9, 53: attributes |= 1 << UInt64(number)
            case 21: attributes |= 1 << 4
            case 22: attributes &= ~(1 << 1 | 1 << 2)
            case 23: attributes &= ~(1 << 3)
            case 24:
                attributes &= ~(1 << 4)
                underline = ""
            case 25: attributes &= ~(1 << 5)
            case 27: attributes &= ~(1 << 7)
            case 28: attributes &= ~(1 << 8)
            case 29: attributes &= ~(1 << 9)
            case 55: attributes &= ~(1 << 53)
            case 30...37, 90...97: foreground = code
            case 38: foreground = extended()
            case 39: foreground = ""
            case 40...47, 100...107: background = code
            case 48: background = extended()
            case 49: background = ""
            case 58: underline = "c" + extended()
            case 59: underline = ""
            default: break
            }
            index += 1
        }
    }
}
