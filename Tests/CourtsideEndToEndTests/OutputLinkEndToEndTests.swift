import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 41: `export -o /shared/report.csv`, where another user had planted `report.csv -> a file
/// of yours` in a shared sticky folder, read the link by hand and renamed the export over its
/// target (root's export replaced a root-owned 0600 file). courtside writes through no link: every
/// `-o` and `overlay --dir` refuses a symbolic link at the name it writes, and leaves its target be.
@Suite("Outputs and planted links")
struct OutputLinkEndToEndTests {
    let library = TmuxSession.makeTemporaryFolder()
    /// Somewhere only the caller writes: the file a planted link points to.
    let home = TmuxSession.makeTemporaryFolder()
    /// A folder everyone may write in, with the sticky bit (as /tmp is).
    let shared: String
    /// The caller's private file, which no export may touch.
    let secret: String
    static let secretText = "root's secret\n"
    /// The user who plants the links.
    static let other: uid_t = 4242

    init() throws {
        try SavedGameFile.write(id: "done1234", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        // A run's first line, so that `run export` has a run to write.
        try
            (#"{"cap":3,"created":1000,"format":3,"id":"run12345","rotation":"winners-stay","#
            + #""rules":{"target":15,"winBy":2},"run":"courtside run","teams":"arrival"}"# + "\n")
            .write(toFile: library + "/run-run12345.jsonl", atomically: false, encoding: .utf8)
        shared = home + "/shared"
        #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
        secret = home + "/secret"
        try Self.secretText.write(toFile: secret, atomically: false, encoding: .utf8)
        #expect(chmod(secret, 0o600) == 0)
    }

    static let writers: [[String]] = [
        ["export", "done"], ["export", "done", "-f", "csv"], ["export", "--all"], ["run", "export"],
        ["run", "export", "--format", "csv"],
    ]

    @Test(
        "-o onto another user's link in a shared sticky folder: refused, exit 2, the link's target untouched",
        arguments: writers)
    func plantedInSharedFolder(arguments: [String]) throws {
        let link = shared + "/report.csv"
        #expect(symlink(secret, link) == 0)
        #expect(lchown(link, Self.other, Self.other) == 0, "tests run as root, to act as another user")
        let before = try Self.status(secret)
        let result = try Binary.run(arguments + ["-o", link, "--library", library])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: not writing \(link): it is another user's symbolic link in a shared folder; "
                + "courtside does not write through links: remove it or choose another name\n")
        #expect(result.stdout.isEmpty)
        try expectUntouched(before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == secret, "the link stays as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == ["report.csv"], "nothing else left")
    }

    @Test(
        "-o onto another user's regular file in a shared sticky folder: refused as protected_regular would, untouched",
        arguments: writers)
    func othersFileInSharedFolder(arguments: [String]) throws {
        let planted = shared + "/report.csv"
        try "theirs\n".write(toFile: planted, atomically: false, encoding: .utf8)
        #expect(chmod(planted, 0o666) == 0 && chown(planted, Self.other, Self.other) == 0)
        let before = try Self.status(planted)
        let result = try Binary.run(arguments + ["-o", planted, "--library", library])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: not writing \(planted): it is another user's file in a shared folder; "
                + "courtside does not replace it: remove it or choose another name\n")
        let after = try Self.status(planted)
        #expect(try String(contentsOfFile: planted, encoding: .utf8) == "theirs\n")
        #expect(after.st_ino == before.st_ino && after.st_uid == Self.other)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared) == ["report.csv"], "nothing else left")
        // The caller's own file in the same folder is replaced as ever.
        #expect(chown(planted, geteuid(), getegid()) == 0)
        let own = try Binary.run(arguments + ["-o", planted, "--library", library])
        #expect(own.status == 0, "\(own.stderr)")
        #expect(try String(contentsOfFile: planted, encoding: .utf8) != "theirs\n")
    }

    @Test(
        "-o onto a link of one's own in a private folder: refused too, naming it; the target untouched",
        arguments: writers)
    func ownLink(arguments: [String]) throws {
        let folder = TmuxSession.makeTemporaryFolder()
        let link = folder + "/report.csv"
        #expect(symlink(secret, link) == 0)
        let before = try Self.status(secret)
        let result = try Binary.run(arguments + ["--output", link, "--library", library])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: not writing \(link): it is a symbolic link; "
                + "courtside does not write through links: remove it or choose another name\n")
        try expectUntouched(before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.csv"])
        // The same export to a plain name beside it is written: only the link was refused.
        let plain = try Binary.run(arguments + ["--output", folder + "/plain.csv", "--library", library])
        #expect(plain.status == 0, "\(plain.stderr)")
    }

    @Test("overlay --dir naming another user's link to a folder: refused, nothing written in the folder it names")
    func overlayFolderLink() throws {
        let victim = home + "/private"
        #expect(mkdir(victim, 0o700) == 0)
        let link = shared + "/obs"
        #expect(symlink(victim, link) == 0 && lchown(link, Self.other, Self.other) == 0)
        let result = try Binary.run(["overlay", "done", "--dir", link, "--library", library])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: cannot use overlay folder \(link): it is a symbolic link; "
                + "courtside does not write through links: remove it or choose another folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == [])
    }

    @Test("overlay with a link planted in its folder for one of its files: refused, the target untouched")
    func overlayFileLink() throws {
        let link = shared + "/score.txt"
        #expect(symlink(secret, link) == 0 && lchown(link, Self.other, Self.other) == 0)
        let before = try Self.status(secret)
        let result = try Binary.run(["overlay", "done", "--dir", shared, "--library", library])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: cannot write \(link): it is a symbolic link; "
                + "courtside does not write through links: remove it or choose another folder\n")
        try expectUntouched(before)
        var status = stat()
        #expect(lstat(link, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK, "the link is still there")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: shared).allSatisfy { !$0.hasPrefix(".") },
            "no temporary file left")
    }

    @Test("overlay with another user's regular file at one of its names in a shared folder: refused, untouched")
    func overlayOthersFile() throws {
        let planted = shared + "/score.txt"
        try "theirs".write(toFile: planted, atomically: false, encoding: .utf8)
        #expect(chown(planted, Self.other, Self.other) == 0)
        let result = try Binary.run(["overlay", "done", "--dir", shared, "--library", library])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stderr
                == "courtside: cannot write \(planted): it is another user's file in a shared folder; "
                + "courtside does not replace it: remove it or choose another folder\n")
        #expect(try String(contentsOfFile: planted, encoding: .utf8) == "theirs")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: shared).allSatisfy { !$0.hasPrefix(".") },
            "no temporary file left")
    }

    /// The secret's bytes, mode and owner are what they were.
    private func expectUntouched(_ before: stat) throws {
        let after = try Self.status(secret)
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == Self.secretText, "its bytes")
        #expect(after.st_ino == before.st_ino, "the same file, not one renamed over it")
        #expect(after.st_mode == before.st_mode && after.st_mode & 0o7777 == 0o600, "its mode")
        #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid, "its owner")
    }

    private static func status(_ path: String) throws -> stat {
        var status = stat()
        guard lstat(path, &status) == 0 else { throw POSIXError(.ENOENT) }
        return status
    }
}
