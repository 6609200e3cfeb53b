import Foundation
import Testing

/// The product links no full Foundation (issue 42): Hummingbird's default traits linked
/// libFoundation, FoundationInternationalization and their 38 MB of ICU data into a binary that
/// uses neither; every module is on FoundationEssentials.
@Suite("Linked libraries")
struct LinkedLibrariesTests {
    @Test("ldd lists no full Foundation and no ICU for the built binary")
    func noFullFoundation() throws {
        let result = try ChildProcess.run(["/usr/bin/ldd", Binary.path])
        #expect(result.status == 0, "\(result.stderr)")
        let libraries = result.stdout.split(separator: "\n")
            .compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first }.map(String.init)
        #expect(libraries.contains("libFoundationEssentials.so"), "\(libraries)")
        for full in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"] {
            #expect(!libraries.contains(full), "\(full) is linked")
        }
    }
}
