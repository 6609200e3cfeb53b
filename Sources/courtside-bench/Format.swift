import Foundation

/// How figures are spelled in the table.
enum Format {
    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// A duration in nanoseconds, in the unit that keeps it readable.
    static func duration(ns: Double) -> String {
        if ns >= 1_000_000 { return fixed(ns / 1_000_000, ns >= 100_000_000 ? 0 : 1) + " ms" }
        if ns >= 1_000 { return fixed(ns / 1_000, ns >= 100_000 ? 0 : 1) + " µs" }
        return fixed(ns, 0) + " ns"
    }

    /// "met" or "NOT met".
    static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
}
