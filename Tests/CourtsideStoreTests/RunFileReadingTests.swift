import CourtsideFileFormat
import CourtsideStoreTesting
import Foundation
import Testing

@testable import CourtsideCore
@testable import CourtsideStore

/// Reading a hostile run or registry file (issue 41): in time in proportion to its lines, in a
/// buffer whatever the length of a line, the runs listed from their headers alone, and a name that
/// is no regular file refused with a message that says what to do.
@Suite struct RunFileReadingTests {
    static let settings = RunFileTests.settings

    /// A run file of `arrivals` players arriving, written as the run board writes it.
    static func arrivals(_ count: Int, in folder: TemporaryFolder) throws -> String {
        let runs = RunFile(folder: folder.path)
        try runs.create(settings).close()
        let lines = (1...count).map { #"{"name":"Player \#($0)","seq":\#($0),"type":"arrive","wall":2000}"# }
        try folder.append(lines.joined(separator: "\n") + "\n", to: "run-run12345.jsonl")
        return runs.path(of: settings.id)
    }

    /// Each arrival was checked against everyone here, lowercasing each name: 10,000 arrivals
    /// took 5 s and 40,000 took 84 s, so 100,000 would take some 9 minutes; in proportion they
    /// take a few seconds (a debug build on a loaded machine). The limit is the harness's whole
    /// minute, not a measure of time; what is looked at is that every arrival is here, in order.
    @Test(.timeLimit(.minutes(1)))
    func aRunOfManyArrivalsReadsInTimeInProportion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let count = 100_000
        let path = try Self.arrivals(count, in: folder)
        let read = try RunFile(folder: folder.path).read(path)
        #expect(read.problem == nil && read.state.nextSequence == count + 1)
        #expect(read.state.present.count == count && read.state.present.last == "Player \(count)")
        #expect(read.state.isHere("player \(count / 2)"), "a name is here in any case")
    }

    @Test func aRunLineOverTheCapIsANamedCorruptLineAndIsNotReadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.arrivals(1, in: folder)
        try folder.append(#"{"name":""# + String(repeating: "A", count: 8 << 20) + "\"}\n", to: "run-run12345.jsonl")
        try folder.append(#"{"name":"Bo","seq":2,"type":"arrive","wall":2000}"# + "\n", to: "run-run12345.jsonl")
        let system = FaultyFileSystem()
        system.shortReads(atMost: 4096)
        let read = try RunFile(folder: folder.path, fileSystem: system).read(path)
        #expect(read.problem == .corruptLine(file: path, line: 3, reason: GameFileLimits.tooLongLine))
        #expect(read.state.present == ["Player 1"], "the lines before it count")
        let reads = system.journal.filter { $0.call == .read && $0.path == path }.count
        // The whole file is 2,048 reads of 4 KiB; the cap and a chunk are some 80.
        #expect(reads < 100, "\(reads) reads of 4 KiB for a line over 64 KiB")
    }

    @Test func aRegistryLineOverTheCapIsANamedCorruptLineAndIsNotReadWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = PlayerRegistryFile(folder: folder.path)
        try folder.write(
            String(decoding: RegistryLine.header, as: UTF8.self) + #"{"name":""#
                + String(repeating: "A", count: 8 << 20)
                + "\"}\n", to: PlayerRegistryFile.fileName)
        let system = FaultyFileSystem()
        system.shortReads(atMost: 4096)
        let read = try PlayerRegistryFile(folder: folder.path, fileSystem: system).read()
        #expect(read.problem == .corruptLine(file: file.path, line: 2, reason: GameFileLimits.tooLongLine))
        let reads = system.journal.filter { $0.call == .read && $0.path == file.path }.count
        #expect(reads < 100, "\(reads) reads of 4 KiB for a line over 64 KiB")
    }

    @Test func listingTheRunsReadsOnlyTheirHeaders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try Self.arrivals(20_000, in: folder)
        let system = FaultyFileSystem()
        system.shortReads(atMost: 4096)
        #expect(try RunFile(folder: folder.path, fileSystem: system).runs() == [path])
        let reads = system.journal.filter { $0.call == .read && $0.path == path }.count
        #expect(reads <= 2, "\(reads) reads of 4 KiB to learn when a run was made")
    }

    @Test func aLinkAtARunOrRegistryNameIsRefusedSayingHowToRemoveIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("mine\n", to: "elsewhere")
        let runs = RunFile(folder: folder.path)
        let registry = PlayerRegistryFile(folder: folder.path)
        for path in [runs.path(of: Self.settings.id), registry.path] {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: folder.path + "/elsewhere")
        }
        let messages = [
            #expect(throws: LibraryError.self) { try runs.read(runs.path(of: Self.settings.id)) },
            #expect(throws: LibraryError.self) { try runs.open(runs.path(of: Self.settings.id)) },
            #expect(throws: LibraryError.self) { try registry.read() },
        ].map { $0?.description ?? "" }
        for message in messages {
            // `delete` takes games only: the message used to say it removes the link.
            #expect(!message.contains("delete removes it"), "\(message)")
            #expect(message.contains("it is a symbolic link") && message.contains("rm"), "\(message)")
        }
        #expect(try folder.text("elsewhere") == "mine\n")
    }
}
