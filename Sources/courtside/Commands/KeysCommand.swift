import ArgumentParser
import CourtsideApp
import CourtsideViewModels
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `courtside keys [--default]`: the keys in force, screen by screen, or the defaults as a keys file.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys", abstract: "Print the keys in force, screen by screen.",
        discussion:
            "Your keys file is $XDG_CONFIG_HOME/courtside/keys, else ~/.config/courtside/keys: one binding per"
            + " line, \"screen action key…\". `courtside keys --default > FILE` gives one to edit.")

    @Flag(name: .customLong("default"), help: "Print the default keys in the keys file's own syntax.")
    var defaults = false

    func run() throws {
        if defaults {
            // The defaults never read the file, so they can be had while the file is being fixed.
            try OutputSink.standardOutput.print(KeyConfiguration.standard.fileText)
            return
        }
        let (keys, file) = try KeysFile.load()
        let source = file.map { "from \($0)" } ?? Self.noFileText
        // The path and the keys came from the user: the sink sanitizes them.
        try OutputSink.standardOutput.print("Keys in force (\(source)):\n\n" + keys.summary)
    }

    /// Where the keys would come from when there is no file.
    private static var noFileText: String {
        let path = KeysFile.path(environment: ProcessInfo.processInfo.environment)
        return path.map { "the defaults: there is no \($0)" } ?? "the defaults: no home folder"
    }
}
