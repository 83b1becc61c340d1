import Foundation
import Verdict

/// Checks records against JSON Schemas with an independent validator: `scripts/jsonschema-check.py`,
/// Python's `jsonschema` (Draft202012Validator, the formats it checks itself asserted, patterns read
/// as ECMA-262 by `regress`), run by the Python `scripts/schema-tools.sh` sets up (a virtual
/// environment under .build, installed from PyPI the first time, as CI runs on a fresh machine).
/// Nothing is skipped: without the validators the tests fail.
enum JSONSchemaChecker {
    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The validator's answer on one record.
    struct Answer {
        let isValid: Bool
        /// The first error, for a record the schema rejects.
        let message: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The Python with the validators installed, set up by `scripts/schema-tools.sh` when it is
    /// not yet.
    static func python() throws -> String {
        let setup = try run([repository.appendingPathComponent("scripts/schema-tools.sh").path])
        let path = setup.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard setup.status == 0, !path.isEmpty else {
            throw Failure(description: "scripts/schema-tools.sh could not set up the validators: \(setup.errors)")
        }
        return path
    }

    /// The validator's answers on `records`, each checked against `schemas[case]`.
    static func check(schemas: [SchemaObject], records: [(case: Int, record: Value)]) throws -> [Answer] {
        let python = try python()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-schema-check-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases = directory.appendingPathComponent("cases.json")
        let lines = directory.appendingPathComponent("records.jsonl")
        try Data(("[" + schemas.map(\.compactText).joined(separator: ",") + "]").utf8).write(to: cases)
        let writer = JSONWriter(sortsKeys: true)
        var text = ""
        for (index, record) in records {
            text += #"{"case":\#(index),"record":"# + writer.write(record) + "}\n"
        }
        try Data(text.utf8).write(to: lines)
        let script = repository.appendingPathComponent("scripts/jsonschema-check.py").path
        let result = try run([python, script, cases.path, lines.path])
        guard result.status == 0 else { throw Failure(description: "jsonschema-check.py failed: \(result.errors)") }
        let answers = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            Answer(isValid: line == "1", message: line == "1" ? "" : String(line.dropFirst(2)))
        }
        guard answers.count == records.count else {
            throw Failure(description: "jsonschema-check.py answered \(answers.count) of \(records.count) records")
        }
        return answers
    }

    /// Runs a command: its status, standard output (read from a file) and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
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
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (process.terminationStatus, text, String(decoding: errorText, as: UTF8.self))
    }
}
