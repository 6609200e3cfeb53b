import CourtsideCore
import Testing

/// The library's errors as the scorer reads them.
@Suite("Library errors")
struct LibraryErrorTests {
    @Test(
        "an unknown format version names the versions read, in words, and a newer one says so",
        arguments: [
            (1...1, "version 1"), (1...2, "versions 1 and 2"), (1...7, "versions 1 to 7"), (3...5, "versions 3 to 5"),
        ])
    func unknownFormat(reads: ClosedRange<Int>, words: String) {
        let newer = LibraryError.unknownFormat(file: "g.jsonl", version: reads.upperBound + 1, reads: reads)
        #expect(
            newer.description
                == "g.jsonl:1: unknown format version \(reads.upperBound + 1) (this courtside reads \(words)); "
                + "a newer courtside wrote it")
        let older = LibraryError.unknownFormat(file: "g.jsonl", version: 0, reads: reads)
        #expect(older.description == "g.jsonl:1: unknown format version 0 (this courtside reads \(words))")
    }
}
