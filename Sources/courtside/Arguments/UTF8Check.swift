import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text from the kernel (arguments, environment variables) checked for bytes that are not UTF-8.
///
/// Swift's `CommandLine.arguments` and `ProcessInfo.environment` replace such bytes with U+FFFD, so
/// a library path `/tmp/a\xffb` would silently become the folder `/tmp/a\xef\xbf\xbdb`. courtside
/// refuses them instead (exit 2), naming the text with each bad byte written `\xFF`.
enum UTF8Check {
    /// Why the command line cannot be used, or nil when every argument is UTF-8.
    static func argumentProblem() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil else {
                continue
            }
            return "argument \(index) is not valid UTF-8: \(escaped(pointer)); names and paths must be UTF-8"
        }
        return nil
    }

    /// Why environment variable `name` cannot be used, or nil when it is unset or UTF-8.
    static func environmentProblem(_ name: String) -> String? {
        guard let pointer = getenv(name), String(validatingCString: pointer) == nil else { return nil }
        return "$\(name) is not valid UTF-8: \(escaped(pointer)); paths must be UTF-8"
    }

    /// The C string with every byte that is not part of a UTF-8 character, and every control
    /// byte, written as `\xNN`.
    static func escaped(_ pointer: UnsafePointer<CChar>) -> String {
        let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) }
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = sequenceLength(bytes, at: index)
            if length > 0, let text = String(validating: bytes[index..<index + length], as: UTF8.self),
                !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            {
                result += text
                index += length
            } else {
                let hex = String(bytes[index], radix: 16, uppercase: true)
                result += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
        }
        return result
    }

    /// The length of the UTF-8 sequence its lead byte announces, if the bytes are there; 0 for a
    /// byte that cannot start one.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length =
            switch lead {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        return index + length <= bytes.count ? length : 0
    }
}
