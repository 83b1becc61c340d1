import Foundation
import Testing

/// Files as the file system names them, through the built `verdict`: names that are not UTF-8
/// are opened by their bytes and shown escaped; a rules directory that is a symbolic link (the
/// usual `rules -> releases/42` deploy) is read, and so are rule files that are links.
@Suite struct FileNameTests {
    /// `p\xFF\x1B.jsonl`: an invalid byte and an escape character.
    static let inputName: [UInt8] = [0x70, 0xFF, 0x1B, 0x2E, 0x6A, 0x73, 0x6F, 0x6E, 0x6C]
    /// The same name in `printf`'s octal escapes, for the shell.
    static let inputNameForPrintf = #"p\377\033.jsonl"#

    @Test func inputFileNamedInBytesThatAreNotUTF8IsReadAndNamedEscaped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent("rules/person"), to: folder.appendingPathComponent("rules"))
        try Self.create(Self.inputName, in: folder, text: #"{"name": "A", "age": 30}"# + "\n")
        let run = try Self.runThroughShell(
            #"verdict validate "$(printf '\#(Self.inputNameForPrintf)')" "$(printf 'q\377.json')""#, in: folder)
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        p\\xFF\\x1B.jsonl:1 invalid (record 1)
                          name: Name must be at least 2 characters long.
                        1 record, 1 invalid, 1 input not read
                        """,
                    stderr: #"verdict: cannot read 'q\xFF.json': No such file or directory"#))
    }

    @Test func ruleFileNamedInBytesThatAreNotUTF8IsLoadedAndNamedEscaped() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("rules"), withIntermediateDirectories: true)
        try Self.create(
            Array("rules/".utf8) + [0x61, 0xFF, 0x2E, 0x6C, 0x75, 0x61], in: folder,
            text: #"return { model = "Article", rules = { { "title", "minLenght", 3 } } }"#)
        let run = try VerdictProcess.run(["check"], in: folder)
        #expect(
            run
                == .expect(
                    2,
                    stdout: #"""
                        rules/a\xFF.lua:1: rules[1]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)
                        1 file, 1 model, 1 problem
                        """#))
    }

    @Test func rulesDirectoryThatIsALinkIsRead() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.deployLayout(in: folder)
        let check = try VerdictProcess.run(["check", "--rules", "rules"], in: folder)
        #expect(check == .expect(0, stdout: "without Lua: Note, Person\n2 files, 2 models, no problems"))
        let validate = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--model", "Person", "-"], in: folder,
            stdin: Data(#"{"name": "A", "age": 30}"#.utf8))
        #expect(
            validate
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1)
                          name: Name must be at least 2 characters long.
                        1 record, 1 invalid
                        """))
    }

    @Test func serveReadsARulesDirectoryThatIsALink() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.deployLayout(in: folder)
        let server = try await ServeProcess.start(rules: folder.appendingPathComponent("rules"))
        defer { server.stop() }
        let models = try await HTTPClient.get(server.url("/health"))
        #expect(models.body == #"{"status":"ok","version":1,"models":2}"#)
    }

    /// `rules -> releases/42`, whose `person.lua` is a file and `note.lua` a link to a shared one.
    private static func deployLayout(in folder: URL) throws {
        let release = folder.appendingPathComponent("releases/42")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent("rules/person/person.lua"),
            to: release.appendingPathComponent("person.lua"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("common"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.root.appendingPathComponent("workdir/rules/note.lua"),
            to: folder.appendingPathComponent("common/note.lua"))
        try FileManager.default.createSymbolicLink(
            atPath: release.appendingPathComponent("note.lua").path, withDestinationPath: "../../common/note.lua")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("rules").path, withDestinationPath: "releases/42")
    }

    /// Creates a file by the bytes of its path, relative to `folder`.
    private static func create(_ name: [UInt8], in folder: URL, text: String) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } ?? -1
        }
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
    }

    /// Runs a shell command line with `verdict` the built binary, so arguments can be bytes that
    /// are not UTF-8 (a `Process` argument is a `String`).
    private static func runThroughShell(_ command: String, in folder: URL) throws -> CLIRun {
        let script = "verdict() { \"$VERDICT\" \"$@\"; }\n" + command
        return try VerdictProcess.run(
            ["-c", script], in: folder, environment: ["VERDICT": VerdictProcess.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
    }
}
