/// JSON string literals for the JSON export, written by hand so the export can be streamed.
///
/// RFC 8259: a quote, a backslash and the control characters U+0000–U+001F are escaped (the
/// short forms `\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, else `\u00XX`); so is U+FEFF, as `\ufeff`,
/// because some parsers drop it as a byte-order mark at the start of a string. Everything else,
/// non-ASCII and characters outside the Basic Multilingual Plane included, is written as its UTF-8
/// bytes.
public enum JSONText {
    /// `text` as a JSON string literal, quotes included, as UTF-8 bytes.
    public static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            guard scalar.isASCII else {
                if scalar == "\u{FEFF}" { out += Array("\\ufeff".utf8) } else { out += Array(String(scalar).utf8) }
                continue
            }
            let byte = UInt8(scalar.value)
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x08: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00..<0x20:
                out += Array("\\u00".utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return out
    }

    /// `text` as a JSON string literal, as text.
    public static func quotedString(_ text: String) -> String {
        String(decoding: quoted(text), as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
