/// The run's random draw (teams made at random), a generator the tests can seed.
public struct RunDraw: RandomNumberGenerator {
    private let source: () -> UInt64

    /// The system's generator.
    public init() {
        var system = SystemRandomNumberGenerator()
        source = { system.next() }
    }

    /// Draws from `next` (a seeded generator in tests).
    public init(_ next: @escaping () -> UInt64) {
        source = next
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 { source() }
}
