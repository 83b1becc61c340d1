import Foundation

/// Asks an ECMA-262 engine — Python's `regress`, through `scripts/jsonschema-check.py --patterns` —
/// which strings a pattern finds a match in, as JSON Schema validators read `pattern` (u flag).
/// Runs with the Python `scripts/schema-tools.sh` sets up (installed from PyPI the first time);
/// nothing is skipped: without it the tests fail.
enum ECMAPatternChecker {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// For each (pattern, strings), whether the pattern finds a match in each string.
    static func matches(_ items: [(pattern: String, strings: [String])]) throws -> [[Bool]] {
        let setup = try run([repository.appendingPathComponent("scripts/schema-tools.sh").path])
        let python = setup.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard setup.status == 0, !python.isEmpty else {
            throw Failure(description: "scripts/schema-tools.sh could not set up regress: \(setup.errors)")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-patterns-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let json = try JSONSerialization.data(
            withJSONObject: items.map { ["pattern": $0.pattern, "strings": $0.strings] as [String: Any] })
        try json.write(to: file)
        let script = repository.appendingPathComponent("scripts/jsonschema-check.py").path
        let result = try run([python, script, "--patterns", file.path])
        guard result.status == 0 else { throw Failure(description: "jsonschema-check.py failed: \(result.errors)") }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == items.count else { throw Failure(description: "unexpected answer: \(result.output)") }
        return lines.map { $0.map { $0 == "1" } }
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-run-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try handle.close()
        return (
            process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            String(decoding: errorText, as: UTF8.self)
        )
    }
}
