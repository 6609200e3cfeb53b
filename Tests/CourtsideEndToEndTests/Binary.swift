import Foundation

/// The real `courtside` binary, built beside this test bundle, run as a child process.
enum Binary {
    /// `.build/<config>/courtside`, next to the test bundle that is running.
    static var path: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("courtside").path
    }

    /// Runs the binary with no terminal: stdin from /dev/null, stdout and stderr captured.
    static func run(
        _ arguments: [String], environment extra: [String: String] = [:], stdout: ChildProcess.Output = .captured
    ) throws -> ChildProcess.Result {
        var environment = ProcessInfo.processInfo.environment
        environment.merge(extra) { $1 }
        return try ChildProcess.run([path] + arguments, environment: environment, stdout: stdout)
    }
}
