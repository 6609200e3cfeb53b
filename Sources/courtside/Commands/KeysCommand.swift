import ArgumentParser
import CourtsideScreen
import CourtsideViewModels
import Foundation

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
            print(KeyConfiguration.standard.fileText, terminator: "")
            return
        }
        let (keys, file) = try KeysFile.load()
        let source = file.map { "from \($0)" } ?? Self.noFileText
        var text = "Keys in force (\(source)):\n\n" + keys.summary
        text = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextSanitizer.displayForm(String($0)) }.joined(separator: "\n")
        print(text, terminator: "")
    }

    /// Where the keys would come from when there is no file.
    private static var noFileText: String {
        let path = KeysFile.path(environment: ProcessInfo.processInfo.environment)
        return path.map { "the defaults: there is no \($0)" } ?? "the defaults: no home folder"
    }
}
