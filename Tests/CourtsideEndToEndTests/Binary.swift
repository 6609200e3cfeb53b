import Foundation

/// The real `courtside` binary, built beside this test bundle, run as a child process.
enum Binary {
    /// `.build/<config>/courtside`, next to the test bundle that is running.
    static var path: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("courtside").path
    }

    /// A config folder with no keys file: the binary runs with it unless a test gives another, so
    /// the keys of whoever runs the tests never change them.
    static let noConfigFolder = NSTemporaryDirectory() + "courtside-e2e-no-config"

    /// Runs the binary with no terminal: stdin from /dev/null, stdout and stderr captured.
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], stdout: ChildProcess.Output = .captured
    ) throws -> ChildProcess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = noConfigFolder
        environment.merge(extra) { $1 }
        return try ChildProcess.run([path] + arguments, environment: environment, stdout: stdout)
    }
}
