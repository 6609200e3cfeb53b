/// Order statistics over a sample.
struct Stats {
    /// The sample, sorted ascending.
    let sorted: [Double]

    /// Statistics over `values` (which must not be empty).
    init(_ values: [Double]) {
        precondition(!values.isEmpty, "no samples")
        sorted = values.sorted()
    }

    /// The nearest-rank percentile `p` (0…100).
    func percentile(_ p: Double) -> Double {
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    /// The median (50th percentile).
    var median: Double { percentile(50) }
    /// The smallest value.
    var min: Double { sorted[0] }
    /// The largest value.
    var max: Double { sorted[sorted.count - 1] }
    /// "median (min …, max …)" of durations in nanoseconds.
    var durationSummary: String {
        Format.duration(ns: median) + " (min " + Format.duration(ns: min) + ", max " + Format.duration(ns: max) + ")"
    }
}
