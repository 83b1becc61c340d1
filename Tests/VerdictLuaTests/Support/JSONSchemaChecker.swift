import Foundation
import Verdict

/// Checks records against JSON Schemas with an independent validator: `scripts/jsonschema-check.py`,
/// Python's `jsonschema` (Draft202012Validator, formats asserted, patterns read as ECMA-262 by
/// `regress`). Installs them with pip the first time they are missing, as CI runs on a fresh
/// machine.
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

    /// Makes sure `jsonschema` and `regress` can be imported, installing them when not.
    static func ensureInstalled() throws {
        if try run(["python3", "-c", "import jsonschema, regress"]).status == 0 { return }
        let install = try run(["python3", "-m", "pip", "install", "--quiet", "jsonschema", "regress"])
        guard install.status == 0 else {
            throw Failure(description: "pip could not install jsonschema and regress: \(install.output)\(install.errors)")
        }
    }

    /// The validator's answers on `records`, each checked against `schemas[case]`.
    static func check(schemas: [SchemaObject], records: [(case: Int, record: Value)]) throws -> [Answer] {
        try ensureInstalled()
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
        let result = try run(["python3", script, cases.path, lines.path])
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
        FileManager.default.createFile(atPath: output.path, contents: nil)
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
