import ArgumentParser
import CourtsideApp
import CourtsideCore
import CourtsideStore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--library DIR`, shared by every command.
struct LibraryOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The game library folder.",
            discussion: "Default: $COURTSIDE_LIBRARY, else $XDG_DATA_HOME/courtside, else ~/.local/share/courtside.",
            valueName: "dir"))
    var library: String?

    /// The library on disk, its index used as `indexUse` says (`serve` only reads it). An empty
    /// `--library` or a path that is not UTF-8 is bad input (exit 2); a folder that cannot be used
    /// is a game problem (exit 1).
    func open(indexUse: LibraryIndexUse = .readWrite) throws -> FileGameLibrary {
        if library?.isEmpty == true { throw CommandFailure.usage("--library needs a folder") }
        if library == nil, let problem = Self.environmentProblem() { throw CommandFailure.usage(problem) }
        do {
            let folder = try LibraryFolder.resolve(flag: library, environment: ProcessInfo.processInfo.environment)
            return FileGameLibrary(folder: folder, indexUse: indexUse)
        } catch {
            throw CommandFailure.game(error.description)
        }
    }

    /// Why the variable the library path comes from cannot be used (it is not UTF-8), following
    /// ``LibraryFolder/resolve(flag:environment:currentDirectory:)``'s order: a non-empty
    /// `$COURTSIDE_LIBRARY`, else an absolute `$XDG_DATA_HOME`, else a non-empty `$HOME`.
    private static func environmentProblem() -> String? {
        func raw(_ name: String) -> [UInt8]? {
            getenv(name).map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map(UInt8.init(bitPattern:)) }
        }
        if let value = raw("COURTSIDE_LIBRARY"), !value.isEmpty {
            return UTF8Check.environmentProblem("COURTSIDE_LIBRARY")
        }
        if let value = raw("XDG_DATA_HOME"), value.first == UInt8(ascii: "/") {
            return UTF8Check.environmentProblem("XDG_DATA_HOME")
        }
        return UTF8Check.environmentProblem("HOME")
    }
}
