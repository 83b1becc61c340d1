import Testing

@testable import VerdictCLI

@Suite struct RecordSourceTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    @Test(arguments: [
        ("a.json", InputFormat.json), ("dir.v2/a.JSONL", .jsonl), ("a.ndjson", .jsonl),
        ("a.csv", .csv),
        ("a.yaml", .yaml), ("a.YML", .yaml),
    ])
    func knowsFormatsByExtension(path: String, format: InputFormat) {
        #expect(InputFormat(path: path) == format)
    }

    @Test(arguments: ["a.txt", "json", "dir.json/file", "-"])
    func knowsNoFormatForOtherNames(path: String) {
        #expect(InputFormat(path: path) == nil)
    }

    @Test(arguments: [
        ("[{\"a\": 1}]", InputFormat.json),
        ("  \n{\"a\": 1}\n{\"a\": 2}\n", .jsonl),
        ("{\n  \"a\": 1\n}\n", .json),
        ("{\"a\": 1}", .json),
        ("name,email\nanna,a@example.com\n", .csv),
        ("name: anna\nemail: a@example.com\n", .yaml),
        ("title: Plan, review\n", .yaml),
        ("---\na: 1\n", .yaml),
        ("- a: 1\n", .yaml),
        ("", .jsonl),
    ])
    func sniffsTheFormat(text: String, format: InputFormat) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { InputFormat.sniff($0) } == format)
    }

    @Test func opensByExtension() throws {
        let path = try fixture.file("a.csv", "a\n1\n")
        let reader = try RecordSource.open(path)
        #expect(reader is CSVRecordReader)
        #expect(try fixture.summary(reader) == [#"2 #0: {"a":1}"#])
    }

    @Test func sniffsAnUnknownExtension() throws {
        let path = try fixture.file("a.txt", "\u{FEFF}{\"a\": 1}\n{\"a\": 2}\n")
        let reader = try RecordSource.open(path, chunkSize: 4)
        #expect(reader is JSONLinesRecordReader)
        #expect(try fixture.summary(reader) == [#"1 #0: {"a":1}"#, #"2 #1: {"a":2}"#])
    }

    @Test func letsTheHintOverrideTheExtension() throws {
        let path = try fixture.file("a.json", "a: 1\n")
        let reader = try RecordSource.open(path, format: .yaml)
        #expect(try fixture.summary(reader) == [#"1 #0: {"a":1}"#])
    }

    @Test func throwsForAMissingFile() {
        do {
            _ = try RecordSource.open("/nonexistent/verdict/a.json")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "cannot read '/nonexistent/verdict/a.json': No such file or directory")
        }
    }

    @Test func namesStandardInput() throws {
        let reader = try RecordSource.open("-", format: .jsonl)
        #expect(reader.name == "<stdin>")
    }
}
