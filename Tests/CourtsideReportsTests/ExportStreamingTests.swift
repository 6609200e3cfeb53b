import CourtsideCore
import CourtsideReports
import CourtsideTesting
import CourtsideText
import Testing

/// An ``ExportSink`` that fails after a number of calls, and remembers how many it got.
private final class FailingSink: ExportSink {
    struct Full: Error {}
    let failAfter: Int
    private(set) var calls = 0

    init(failAfter: Int) {
        self.failAfter = failAfter
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        calls += 1
        if calls > failAfter { throw Full() }
    }
}

/// Exports stream into a sink through a small buffer: the bytes do not depend on the buffer.
@MainActor
@Suite("Export streaming")
struct ExportStreamingTests {
    private func games() throws -> [Game] {
        [
            try GameFixtures.recorded(), try CorrectedGame.make(),
            Game(header: try GameFixtures.header(id: "rp000001")),
            try RandomGame.make(
                count: 2_000, seed: 23, header: GameFixtures.header(id: "rp000002", target: 21), corrections: true),
        ]
    }

    @Test("the string convenience is the streamed bytes, in every format")
    func convenienceEqualsStream() throws {
        for game in try games() {
            for format in ExportFormat.allCases {
                let sink = MemorySink()
                try Exporter.write(game, format: format, to: sink)
                #expect(sink.text == Exporter.export(game, format: format), "\(format)")
                #expect(sink.bytes.last == UInt8(ascii: "\n"))
            }
        }
    }

    @Test("any buffer size writes the same bytes, with names of any width split anywhere")
    func bufferSizes() throws {
        let header = try GameFixtures.header(id: "rp000003", home: "東京", homePlayers: ["李小龍", "Zoë", "🏀 Bo"])
        var wide = Game(header: header)
        try GameFixtures.play(&wide, [.move(PlayerID(side: .home, number: 3), .twoPoints), .undo])
        for game in try games() + [wide] {
            for format in ExportFormat.allCases {
                let whole = Exporter.export(game, format: format)
                for capacity in [1, 7, 100] {
                    let sink = MemorySink()
                    var writer = ExportWriter(sink: sink, capacity: capacity)
                    try writer.write(whole)
                    try writer.flush()
                    #expect(sink.text == whole)
                }
            }
        }
        let big = try RandomGame.make(count: 30_000, seed: 29, header: GameFixtures.header(id: "rp000004"))
        let counting = FailingSink(failAfter: .max)
        try Exporter.write(big, format: .json, to: counting)
        #expect(counting.calls > 10, "a long game is handed over in many buffers, never whole")
    }

    @Test("a sink that fails stops the export and its error reaches the caller")
    func failingSink() throws {
        let game = try RandomGame.make(count: 30_000, seed: 31, header: GameFixtures.header(id: "rp000005"))
        for format in [ExportFormat.text, .playsCSV, .json, .md] {
            let sink = FailingSink(failAfter: 2)
            #expect(throws: FailingSink.Full.self) { try Exporter.write(game, format: format, to: sink) }
            #expect(sink.calls == 3, "nothing more is formatted once a write fails")
        }
    }

    @Test("the writer's numbers and clock readings")
    func writerNumbers() throws {
        func written(_ body: (inout ExportWriter) throws -> Void) throws -> String {
            let sink = MemorySink()
            var writer = ExportWriter(sink: sink, capacity: 3)
            try body(&writer)
            try writer.flush()
            return sink.text
        }
        #expect(try written { try $0.write(0) } == "0")
        #expect(try written { try $0.write(-42, width: 5) } == "  -42")
        #expect(try written { try $0.write(Int64.min) } == String(Int64.min))
        #expect(try written { try $0.write(Int64.max, width: 3) } == String(Int64.max))
        #expect(try written { try $0.write(7, width: 3) } == "  7")
        #expect(try written { try $0.write(spaces: 0) } == "")
        var generator = SplitMix64(seed: 37)
        for _ in 0..<500 {
            let ms = Int64(generator.next() % 10_000_000)
            #expect(try written { try $0.write(clockMs: ms) } == ClockFormat.string(ms: ms))
            #expect(
                try written { try $0.write(clockMs: ms, width: 9) } == String(
                    repeating: " ", count: max(0, 9 - ClockFormat.string(ms: ms).count)) + ClockFormat.string(ms: ms))
        }
    }
}
