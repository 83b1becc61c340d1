import Foundation

/// Where the end-to-end tests find their rule sets and data files.
///
/// `Fixtures/` is copied into the test bundle's resources. Tests run `verdict` with the fixtures
/// folder as the working directory and name files relative to it (`rules/person`,
/// `data/people.jsonl`), so messages and golden output are the same on every machine.
enum Fixtures {
    /// The fixtures folder: `rules/` (one folder per rule set) and `data/`.
    static let root: URL = {
        guard let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the Fixtures resource folder is missing from the test bundle")
        }
        return url
    }()

    /// The package's root folder, for the shipped `rules/` and `examples/`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EndToEnd
        .deletingLastPathComponent()  // VerdictCLITests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// The shipped `rules/`, read where it is: no fixture copies a shipped rule file (an end-to-end
    /// test that needs one names its model with `--model`).
    static let shippedRules = packageRoot.appendingPathComponent("rules")

    /// The bytes of a fixture file, for piping into standard input.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    /// A fresh folder under the temporary directory holding a rules directory `name` with one
    /// rule file, `name.lua`: tests run `verdict --rules NAME` in the folder, so messages name the
    /// file `NAME/NAME.lua`.
    static func folder(withRules name: String, _ source: String) throws -> URL {
        let folder = try temporaryFolder()
        let rules = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: rules.appendingPathComponent(name + ".lua"))
        return folder
    }

    /// A fresh folder under the temporary directory holding `rules/FILE` and a file of records
    /// beside it: tests run `verdict --rules rules` in the folder.
    static func folder(ruleFile: String, _ source: String, records: String, named recordsName: String) throws -> URL {
        let root = try temporaryFolder()
        let directory = root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: directory.appendingPathComponent(ruleFile))
        try Data(records.utf8).write(to: root.appendingPathComponent(recordsName))
        return root
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
