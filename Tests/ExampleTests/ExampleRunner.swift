import Foundation
import VerdictTestSupport

/// Runs a built example executable (it sits beside the test bundle) and returns its output.
enum ExampleRunner {
    static func run(_ product: String) throws -> String {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = directory.appendingPathComponent(product)
        let pipe = Pipe()
        process.standardOutput = pipe
        try ChildProcess.run(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
