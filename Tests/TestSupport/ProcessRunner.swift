import Foundation

/// The outcome of running a program to completion.
public struct ProcessResult: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var output: String
    /// Everything written to standard error.
    public var error: String
}

/// Runs programs for tests, capturing their output.
public enum ProcessRunner {
    /// How long a program may run before it is stopped and the test fails.
    public static let defaultTimeout: TimeInterval = 900

    /// Runs `executable` with `arguments` in `directory` and waits for it to finish.
    ///
    /// Output is collected through files rather than pipes, so that a chatty program cannot block
    /// on a full pipe while the test waits for it. A program still running after `timeout`
    /// seconds is terminated, so a hang fails the test instead of stalling the run.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String]? = nil, timeout: TimeInterval = defaultTimeout
    ) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mediatorgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let outputHandle = try FileHandle(forWritingTo: outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TestSupportError(
                "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) did not finish "
                    + "within \(Int(timeout)) seconds")
        }
        try outputHandle.close()
        try errorHandle.close()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }

    /// Runs the `swift` driver of the toolchain that runs the tests. SwiftPM 6.3 on Linux now and
    /// then crashes itself as a plugin's process ends, in Foundation's `Process`, whatever the
    /// plugin did (its backtrace runs through `DefaultPluginScriptRunner` into
    /// `Process.terminateRunLoop()`); a command that ends so is run once more.
    public static func swift(_ arguments: [String], in directory: URL? = nil) throws
        -> ProcessResult
    {
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let result = try run(swift, ["swift"] + arguments, in: directory)
        guard result.error.contains("DefaultPluginScriptRunner"),
            result.error.contains("Process.terminateRunLoop()")
        else { return result }
        return try run(swift, ["swift"] + arguments, in: directory)
    }
}
