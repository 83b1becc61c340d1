import Foundation
import Testing
import Verdict

@testable import VerdictCLI

/// Damaged inputs in every format: cut off mid-record, not UTF-8, one very long line. Reading
/// always ends, never throws for damaged content, and never makes up a record.
@Suite struct InputFaultTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    /// Three records in each format; the second holds non-ASCII text.
    static let samples: [InputFormat: String] = [
        .json: "[{\"name\": \"Ann\", \"age\": 41},\n {\"name\": \"Zoë\", \"tags\": [1, 2.5]},\n {\"name\": \"Bo\"}]\n",
        .jsonl: "{\"name\": \"Ann\", \"age\": 41}\n{\"name\": \"Zoë\", \"tags\": [1, 2.5]}\n{\"name\": \"Bo\"}\n",
        .csv: "name,age\nAnn,41\n\"Zoë, \"\"Z\"\"\",\nBo,7\n",
        .yaml: "- name: Ann\n  age: 41\n- name: Zoë\n  tags: [1, 2.5]\n- name: Bo\n",
    ]

    /// Every item of `bytes` read as `format` in chunks of `chunkSize`, summarised; an input
    /// error ends the list as `input error: …`.
    func read(_ bytes: [UInt8], as format: InputFormat, chunkSize: Int = 5) throws -> [String] {
        let path = try fixture.file("in.\(format.rawValue)", bytes: bytes)
        let buffer = ChunkBuffer(input: try ByteInput(path: path), chunkSize: chunkSize)
        var reader = RecordSource.reader(for: format, buffer: buffer)
        var items: [String] = []
        do {
            while let item = try reader.next() { items.append(fixture.summary(item)) }
        } catch {
            items.append(
                "input error: " + error.description.replacingOccurrences(of: fixture.folder.path + "/", with: ""))
        }
        return items
    }

    @Test(arguments: InputFormat.allCases)
    func inputCutAtEveryByteEndsWithoutInventingRecords(format: InputFormat) throws {
        let whole = Array(Self.samples[format, default: ""].utf8)
        let complete = try read(whole, as: format)
        #expect(complete.count == 3)
        #expect(complete.allSatisfy { !$0.contains("in.\(format.rawValue):") })
        let headerEnd = whole.firstIndex(of: 0x0A) ?? 0
        for cut in 0..<whole.count {
            let items = try read(Array(whole[..<cut]), as: format)
            let records = items.filter { !$0.contains("in.\(format.rawValue):") }
            #expect(records.count <= complete.count && items.count <= complete.count + 1, "cut at \(cut): \(items)")
            if items.last?.hasPrefix("input error: ") == true {
                // Only a CSV header cut short is an error of the input as a whole.
                #expect(format == .csv && cut < headerEnd, "cut at \(cut): \(items)")
            }
            for (index, item) in items.enumerated() where !item.contains("in.\(format.rawValue):") {
                // A record read from a cut input is one of the whole input's; only CSV and YAML,
                // which have no end marker, may read a cut last value as a shorter one.
                if format == .json || format == .jsonl || index < items.count - 1 {
                    #expect(complete.contains(item), "cut at \(cut): \(item)")
                }
            }
        }
    }

    @Test(arguments: InputFormat.allCases)
    func inputThatIsNotUTF8IsReportedAtItsLine(format: InputFormat) throws {
        // "Zoë" with a lone continuation byte and a truncated two-byte sequence instead of "ë".
        var bytes = Array(Self.samples[format, default: ""].utf8)
        let e = Array("ë".utf8)
        let at = try #require(bytes.indices.first { bytes[$0] == e[0] && bytes[$0 + 1] == e[1] })
        bytes.replaceSubrange(at..<at + 2, with: [0x80, 0xC3])
        let items = try read(bytes, as: format)
        #expect(items == Self.notUTF8[format])
    }

    /// JSON, JSON Lines and CSV name the line and column of the bad byte and read on; YAML refuses
    /// the whole document (Yams reads text), reported at the bad byte like a YAML syntax error.
    static let notUTF8: [InputFormat: [String]] = [
        .json: [
            #"1 #0: {"age":41,"name":"Ann"}"#, "2 #1: in.json:2:14: invalid UTF-8 in string", #"3 #2: {"name":"Bo"}"#,
        ],
        .jsonl: [
            #"1 #0: {"age":41,"name":"Ann"}"#, "2 #1: in.jsonl:2:13: invalid UTF-8 in string", #"3 #2: {"name":"Bo"}"#,
        ],
        .csv: [
            #"2 #0: {"age":41,"name":"Ann"}"#, "3 #1: in.csv:3:1: invalid UTF-8 in field",
            #"4 #2: {"age":7,"name":"Bo"}"#,
        ],
        .yaml: ["3 #0: in.yaml:3:11: invalid UTF-8"],
    ]

    @Test func utf16InputIsReportedNotGuessed() throws {
        let text = "{\"name\": \"Ann\"}\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let items = try read(bytes, as: .jsonl)
        #expect(
            items == [
                "1 #0: in.jsonl:1:1: unexpected byte 0xFF, expected a value",
                "2 #1: in.jsonl:2:1: unexpected byte 0x00, expected a value",
            ])
    }

    @Test func aVeryLongSingleLineIsSkippedAndReadingGoesOn() throws {
        // 8 MiB on one line against a 1 MiB cap, read 64 KiB at a time: reported at its line,
        // then the next record is read.
        var bytes = Array("{\"a\": 1}\n{\"big\": \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 8 << 20)
        bytes += Array("\"}\n{\"a\": 3}\n".utf8)
        let path = try fixture.file("long.jsonl", bytes: bytes)
        let reader = try JSONLinesRecordReader(path: path, chunkSize: 64 << 10, maximumLineLength: 1 << 20)
        let items = try fixture.summary(reader)
        #expect(
            items == [
                #"1 #0: {"a":1}"#,
                "2 #1: long.jsonl:2: line is longer than 1 MiB, skipped",
                #"3 #2: {"a":3}"#,
            ])
    }

    @Test(arguments: [InputFormat.json, .csv, .yaml])
    func aLongSingleLineInOtherFormatsIsReadOrReported(format: InputFormat) throws {
        // 4 MiB in one value on one line: read whole (no line cap in these formats) or reported.
        let value = String(repeating: "y", count: 4 << 20)
        let text: String
        switch format {
        case .json: text = "[{\"a\": \"\(value)\"}, {\"a\": 2}]"
        case .csv: text = "a\n\(value)\n2\n"
        default: text = "- a: \(value)\n- a: 2\n"
        }
        let items = try read(Array(text.utf8), as: format, chunkSize: 1 << 20)
        #expect(items.count == 2)
        #expect(items.last?.hasSuffix(#"{"a":2}"#) == true || items.last?.hasSuffix(#"{"a":"2"}"#) == true)
    }
}
