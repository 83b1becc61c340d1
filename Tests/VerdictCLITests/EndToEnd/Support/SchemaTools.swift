import Foundation

/// Runs the Python scripts of `scripts/` with the independent checkers `scripts/schema-tools.sh`
/// sets up (a virtual environment from PyPI, installed the first time): the OpenAPI validator of
/// the schema tests and the SARIF and JUnit readers of the report tests. Nothing is skipped:
/// without the checkers the tests fail.
enum SchemaTools {
    /// What a script printed: its standard output and error, with its exit status.
    struct Output {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `scripts/SCRIPT` with `arguments` in the virtual environment's Python.
    static func run(script: String, _ arguments: [String]) throws -> Output {
        let setup = try run([Fixtures.packageRoot.appendingPathComponent("scripts/schema-tools.sh").path])
        let python = setup.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard setup.status == 0, !python.isEmpty else {
            return Output(status: setup.status, output: "", errors: "scripts/schema-tools.sh failed: \(setup.errors)")
        }
        return try run([python, Fixtures.packageRoot.appendingPathComponent("scripts/" + script).path] + arguments)
    }

    /// Writes `text` to a temporary file named with `suffix`, passes its path to `body`, then
    /// removes it.
    static func withFile<T>(_ text: String, suffix: String, _ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-report-\(UUID().uuidString)\(suffix)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        return try body(file.path)
    }

    private static func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorBytes = Drain(errors.fileHandleForReading)
        let outputBytes = Drain(output.fileHandleForReading)
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, output: String(decoding: outputBytes.wait(), as: UTF8.self),
            errors: String(decoding: errorBytes.wait(), as: UTF8.self))
    }
}
