import Testing

@testable import VerdictCLI
import Foundation

@Suite struct JSONLinesRecordReaderTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    @Test func readsOneRecordPerLineAndSkipsBlankLines() throws {
        let path = try fixture.file(
            "a.jsonl", "{\"a\": 1}\n\n  \t\n{\"b\": \"Zoë\", \"c\": [1.5, null]}\n{}\n")
        #expect(
            try fixture.summary(JSONLinesRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                #"4 #1: {"b":"Zoë","c":[1.5,null]}"#,
                "5 #2: {}",
            ])
    }

    @Test func reportsAMalformedLineAndReadsOn() throws {
        let path = try fixture.file(
            "a.jsonl", "{\"a\": 1}\n{\"a\": 2 \"b\": 3}\n[1, 2]\n\"text\"\n{\"a\": tru}\n{\"a\": 6}"
        )
        #expect(
            try fixture.summary(JSONLinesRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.jsonl:2:9: expected ',' or '}' after object field",
                "3 #2: a.jsonl:3: a record must be an object, found an array",
                "4 #3: a.jsonl:4: a record must be an object, found a string",
                "5 #4: a.jsonl:5:7: invalid literal, expected 'true'",
                #"6 #5: {"a":6}"#,
            ])
    }

    @Test func readsCRLFLines() throws {
        let path = try fixture.file("a.ndjson", "{\"a\": 1}\r\n\r\n{\"b\": \"x\"}\r\n")
        #expect(
            try fixture.summary(JSONLinesRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#, #"3 #1: {"b":"x"}"#,
            ])
    }

    @Test func readsNothingFromAnEmptyFile() throws {
        #expect(try fixture.summary(JSONLinesRecordReader(path: fixture.file("a.jsonl", ""))) == [])
        #expect(
            try fixture.summary(JSONLinesRecordReader(path: fixture.file("b.jsonl", "\n \n\r\n")))
                == [])
    }

    @Test(arguments: [1, 3, 7, 64, 1 << 20])
    func readsTheSameWhateverTheChunkSize(chunkSize: Int) throws {
        let lines = (0..<50).map { #"{"n": \#($0), "s": "\#(String(repeating: "é", count: $0))"}"# }
        let path = try fixture.file("a.jsonl", lines.joined(separator: "\n"))
        let items = try fixture.summary(JSONLinesRecordReader(path: path, chunkSize: chunkSize))
        #expect(items.count == 50)
        #expect(items.last == #"50 #49: {"n":49,"s":"\#(String(repeating: "é", count: 49))"}"#)
    }

    @Test func reportsAnOverlongLineWithoutHoldingItAndReadsOn() throws {
        let long = "{\"a\": \"" + String(repeating: "x", count: 1000) + "\"}"
        let path = try fixture.file("a.jsonl", "{\"a\": 1}\n\(long)\n{\"a\": 3}\n\(long)")
        let reader = try JSONLinesRecordReader(path: path, chunkSize: 16, maximumLineLength: 100)
        #expect(
            try fixture.summary(reader) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.jsonl:2: line is longer than 100 bytes, skipped",
                #"3 #2: {"a":3}"#,
                "4 #3: a.jsonl:4: line is longer than 100 bytes, skipped",
            ])
    }

    @Test func reportsALineJustOverTheCapFoundInOneChunk() throws {
        let path = try fixture.file("a.jsonl", "{\"a\": \"0123456789\"}\n{\"a\": 2}\n")
        let reader = try JSONLinesRecordReader(path: path, maximumLineLength: 12)
        #expect(
            try fixture.summary(reader) == [
                "1 #0: a.jsonl:1: line is longer than 12 bytes, skipped", #"2 #1: {"a":2}"#,
            ])
    }

    @Test func batchesParseToTheSameItems() throws {
        let path = try fixture.file("a.jsonl", "{\"a\": 1}\nnope\n\n{\"a\": 3}\n{\"a\": 4}\n")
        var reader = try JSONLinesRecordReader(path: path)
        var batches: [[String]] = []
        while let batch = try reader.nextBatch(maximumCount: 2) {
            batches.append(batch.items().map(fixture.summary))
        }
        #expect(
            batches == [
                [#"1 #0: {"a":1}"#, "2 #1: a.jsonl:2:1: invalid literal, expected 'null'"],
                [#"4 #2: {"a":3}"#, #"5 #3: {"a":4}"#],
            ])
    }

    /// Blank lines of every kind, CRLF, a byte order mark, lines over the cap (whole in a chunk
    /// and not), a malformed line and a last line without its line feed.
    static let awkwardLines: [UInt8] = Array(
        ("\u{FEFF}{\"a\": 1}\r\n\n \t\r\n{\"b\": \"x\"}\n" + "{\"long\": \"" + String(repeating: "y", count: 90)
            + "\"}\n\r\n[1]\n   {\"c\": 2}\n\n" + String(repeating: "z", count: 300) + "\nnope\n{\"d\": 4}").utf8)

    @Test(arguments: [1, 5, 64, 1 << 20], [1, 2, 256])
    func batchesFrameAsOneRecordAtATimeDoes(chunkSize: Int, batchSize: Int) throws {
        let path = try fixture.file("a.jsonl", bytes: Self.awkwardLines)
        let one = try fixture.summary(JSONLinesRecordReader(path: path, chunkSize: chunkSize, maximumLineLength: 80))
        let reader = try JSONLinesRecordReader(path: path, chunkSize: chunkSize, maximumLineLength: 80)
        #expect(try fixture.batchedSummary(reader, batchSize: batchSize) == one)
        #expect(one.count == 8)
    }

    @Test func throwsForAMissingFile() {
        let path = fixture.folder.appendingPathComponent("missing.jsonl").path
        #expect(throws: InputError.self) { try JSONLinesRecordReader(path: path) }
        do {
            _ = try JSONLinesRecordReader(path: path)
        } catch {
            #expect(error.description == "cannot read '\(path)': No such file or directory")
        }
    }

    @Test func throwsForADirectory() {
        do {
            _ = try JSONLinesRecordReader(path: fixture.folder.path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "cannot read '\(fixture.folder.path)': Is a directory")
        }
    }
}
