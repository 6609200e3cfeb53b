/// Finds a key written twice in one JSON object of a line.
///
/// Foundation's `JSONDecoder` keeps the first of two equal keys, where jq and Python keep the
/// last, so a line such as `{"clock":0,…,"clock":5000}` would mean one thing to courtside and
/// another to every other tool. The store refuses such a line as damaged instead. This scan is
/// only for lines that take the decoder (the canonical fast path never accepts a key twice); it
/// reads the line once, keys decoded as JSON decodes them (`"\u0063lock"` is `clock`), and says
/// nothing of a line that is not JSON, which the decoder then names.
public enum DuplicateKeys {
    /// The first key that appears twice in the same object, or nil.
    public static func first(in line: some Collection<UInt8>) -> String? {
        let bytes = Array(line)
        // One set of keys per open object; nil for an open array.
        var open: [Set<String>?] = []
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !open.isEmpty { open.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                guard let (text, end) = string(in: bytes, from: index) else { return nil }
                index = end
                if expectingKey, let keys = open.last, let keys {
                    if keys.contains(text) { return text }
                    open[open.count - 1] = keys.union([text])
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The JSON string starting at the quote at `start`, decoded, and the index of its closing
    /// quote; nil when it does not end or an escape is bad.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        var pendingHigh: UInt32?
        func flushRaw() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRaw()
                return (String(scalars), index)
            }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                index += 1
                continue
            }
            flushRaw()
            guard index + 1 < bytes.count else { return nil }
            let escape = bytes[index + 1]
            index += 2
            let simple: Unicode.Scalar? =
                switch escape {
                case UInt8(ascii: "\""): "\""
                case UInt8(ascii: "\\"): "\\"
                case UInt8(ascii: "/"): "/"
                case UInt8(ascii: "b"): "\u{08}"
                case UInt8(ascii: "f"): "\u{0C}"
                case UInt8(ascii: "n"): "\n"
                case UInt8(ascii: "r"): "\r"
                case UInt8(ascii: "t"): "\t"
                default: nil
                }
            if let simple {
                scalars.append(simple)
                continue
            }
            guard escape == UInt8(ascii: "u"), index + 4 <= bytes.count,
                let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            index += 4
            if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
                continue
            }
            if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                pendingHigh = nil
                scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                continue
            }
            pendingHigh = nil
            scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
        return nil
    }
}
