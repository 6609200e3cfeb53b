/// A theme asked for by a name no theme has.
public struct ThemeNameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// Where it came from: `--theme` or `COURTSIDE_THEME`.
    public let source: String

    /// "no theme 'x' (--theme): default, high-contrast, colour-blind or light".
    public var description: String {
        let names = Theme.all.map(\.name)
        return "no theme '\(name)' (\(source)): " + names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}
