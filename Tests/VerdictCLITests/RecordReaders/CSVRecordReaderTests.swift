import Testing

@testable import VerdictCLI
import Foundation
import Verdict
import VerdictTestSupport

@Suite struct CSVRecordReaderTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    @Test func typesUnquotedFieldsAndKeepsQuotedOnesAsText() throws {
        let path = try fixture.file(
            "a.csv",
            """
            name,zip,count,ratio,ok,note,big,when
            Anna,007,42,3.25,true,,12345678901234567890123,2026-01-31
            "Zoë",\"007\",-7,1e3,FALSE,"",+5,"42"

            """)
        #expect(
            try fixture.summary(CSVRecordReader(path: path)) == [
                #"2 #0: {"big":"12345678901234567890123","count":42,"name":"Anna","ok":true,"ratio":3.25,"#
                    + #""when":"2026-01-31","zip":"007"}"#,
                #"3 #1: {"big":"+5","count":-7,"name":"Zoë","note":"","ok":false,"ratio":1000.0,"when":"42","zip":"007"}"#,
            ])
    }

    /// Issue 43, item 4: a decimal cell that is a whole number a double would round is read as the
    /// JSON reader reads it — an integer, or beyond `Int` a large integer; a plain integer beyond
    /// `Int` stays text, as an identifier does.
    @Test func wholeNumbersAreExactHoweverWritten() throws {
        let path = try fixture.file(
            "a.csv",
            """
            point,exponent,beyond,plain,round
            9007199254740993.0,9.007199254740993e15,1.8446744073709551617e19,18446744073709551617,100.0

            """)
        #expect(
            try fixture.summary(CSVRecordReader(path: path)) == [
                #"2 #0: {"beyond":18446744073709551617,"exponent":9007199254740993,"plain":"18446744073709551617","#
                    + #""point":9007199254740993,"round":100.0}"#
            ])
    }

    @Test func readsQuotedCommasQuotesAndLineBreaks() throws {
        let path = try fixture.file(
            "a.csv",
            "title,notes\n\"Plan, review\",\"She said \"\"hi\"\"\nand left\"\nnext,\"a\r\nb\"\nlast,x\n"
        )
        #expect(
            try fixture.summary(CSVRecordReader(path: path, chunkSize: 3)) == [
                #"2 #0: {"notes":"She said \"hi\"\nand left","title":"Plan, review"}"#,
                #"4 #1: {"notes":"a\r\nb","title":"next"}"#,
                #"6 #2: {"notes":"x","title":"last"}"#,
            ])
    }

    @Test func readsCRLFAndSkipsBlankLines() throws {
        let path = try fixture.file("a.csv", "\u{FEFF}a,b\r\n\r\n1,x\r\n2,y\r")
        #expect(
            try fixture.summary(CSVRecordReader(path: path)) == [
                #"3 #0: {"a":1,"b":"x"}"#, #"4 #1: {"a":2,"b":"y"}"#,
            ])
    }

    /// A CR alone ends a record too (old Mac line ends), at every chunk size, so a CR at the end
    /// of a chunk is read with what follows it; a CR inside quotes stays data; lines count as an
    /// editor counts them, and a broken row is skipped to its own line end.
    @Test(arguments: [1, 2, 3, 7, 1 << 20])
    func readsRecordsEndingInCarriageReturnsAlone(chunkSize: Int) throws {
        let path = try fixture.file("mac.csv", "a,b\r1,x\r\r2,\"y\rz\"\r3\r4,w\r\n5,v")
        #expect(
            try fixture.summary(CSVRecordReader(path: path, chunkSize: chunkSize)) == [
                #"2 #0: {"a":1,"b":"x"}"#, #"4 #1: {"a":2,"b":"y\rz"}"#,
                "6 #2: mac.csv:6: record has 1 field, the header has 2", #"7 #3: {"a":4,"b":"w"}"#,
                #"8 #4: {"a":5,"b":"v"}"#,
            ])
    }

    @Test func reportsMalformedRowsAndReadsOn() throws {
        let text = """
            a,b
            1,2
            3
            4,x"y
            "5"z,6
            7,"\u{80}"
            8,9,10
            11,12
            """
        let path = try fixture.file("a.csv", text.replacingOccurrences(of: "\u{80}", with: "é"))
        #expect(
            try fixture.summary(CSVRecordReader(path: path, chunkSize: 5)) == [
                #"2 #0: {"a":1,"b":2}"#,
                "3 #1: a.csv:3: record has 1 field, the header has 2",
                "4 #2: a.csv:4:4: quote inside an unquoted field; quote the whole field and double its quotes",
                "5 #3: a.csv:5:4: unexpected text after a closing quote",
                #"6 #4: {"a":7,"b":"é"}"#,
                "7 #5: a.csv:7: record has 3 fields, the header has 2",
                #"8 #6: {"a":11,"b":12}"#,
            ])
    }

    @Test func reportsInvalidUTF8() throws {
        let path = try fixture.file(
            "a.csv", bytes: Array("a,b\n1,".utf8) + [0xFF] + Array("\n2,3\n".utf8))
        #expect(
            try fixture.summary(CSVRecordReader(path: path)) == [
                "2 #0: a.csv:2:3: invalid UTF-8 in field", #"3 #1: {"a":2,"b":3}"#,
            ])
    }

    @Test func reportsAnUnterminatedQuoteAtTheEnd() throws {
        let path = try fixture.file("a.csv", "a,b\n1,2\n3,\"open\n")
        #expect(
            try fixture.summary(CSVRecordReader(path: path)) == [
                #"2 #0: {"a":1,"b":2}"#, "3 #1: a.csv:3:3: unterminated quoted field",
            ])
    }

    @Test func givesUpOnAnOverlongRecordAtItsLine() throws {
        let path = try fixture.file(
            "a.csv", "a,b\n1,\"" + String(repeating: "x\n", count: 100) + "2,3\n")
        let reader = try CSVRecordReader(path: path, chunkSize: 8, maximumRecordLength: 50)
        let items = try fixture.summary(reader)
        #expect(
            items.first
                == "2 #0: a.csv:2: record is longer than 50 bytes (an unbalanced quote?), skipped to the next line"
        )
        #expect(items.count == 101)
    }

    @Test func readsNothingWithoutRows() throws {
        #expect(try fixture.summary(CSVRecordReader(path: fixture.file("a.csv", ""))) == [])
        #expect(try fixture.summary(CSVRecordReader(path: fixture.file("b.csv", "a,b\n"))) == [])
    }

    @Test(arguments: [
        ("a,a\n1,2\n", "a.csv:1: column name 'a' appears twice in the header"),
        ("a,,c\n", "a.csv:1: empty column name in the header (column 2)"),
        ("a,\"b\n", "a.csv:1: malformed header: unterminated quoted field"),
    ])
    func throwsForABrokenHeader(text: String, message: String) throws {
        let path = try fixture.file("a.csv", text)
        #expect(throws: InputError.self) { try fixture.summary(CSVRecordReader(path: path)) }
        do {
            _ = try fixture.summary(CSVRecordReader(path: path))
        } catch let error as InputError {
            #expect(
                error.description.replacingOccurrences(of: fixture.folder.path + "/", with: "")
                    == message)
        }
    }

    @Test(arguments: [
        ("42", false, "42"), ("-0", false, "0"), ("0", false, "0"), ("007", false, #""007""#),
        ("3.50", false, "3.5"), ("-0.5e-2", false, "-0.005"), ("1.", false, #""1.""#),
        (".5", false, #"".5""#),
        ("1e", false, #""1e""#), ("True", false, "true"), ("yes", false, #""yes""#),
        (" 1", false, #"" 1""#),
        ("9223372036854775808", false, #""9223372036854775808""#), ("42", true, #""42""#),
        ("", true, #""""#),
    ])
    func typesAField(text: String, isQuoted: Bool, json: String) {
        #expect(CSVField(text: text, isQuoted: isQuoted).value?.jsonText == json)
    }

    /// A field's JSON reads back, through the JSON reader, as the field's own value: the numbers
    /// at every edge (signed zeros, `Int`'s ends, whole numbers a double rounds, beyond a double's
    /// range), text that JSON must escape, and random number-shaped text.
    @Test func aFieldsJSONReadsBackAsItsValue() throws {
        var texts = [
            "-0", "-0.0", "0.0", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "18446744073709551617", "9007199254740993.0", "9.007199254740993e15",
            "1.8446744073709551617e19", "1e308", "1.7976931348623157e308", "1.8e308", "1e400", "-1e400",
            "1e-400", "4.9e-324", "123456789012345678901234567890.5", "0.1e-99", "1E5", "2.5E-3", "1e+99",
            "true", "FALSE", "null", "say \"hi\"", "back\\slash", "tab\there", "line\nend", "\u{1}\u{1F}",
            "Zoë", "日本", "😀", "",
        ]
        var random = SplitMix64(seed: 49)
        for _ in 0..<2_000 {
            let digits = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                String(Int.random(in: 0...9, using: &random))
            }
            var text = (Bool.random(using: &random) ? "-" : "") + (digits.first == "0" ? "1" : "") + digits.joined()
            if Bool.random(using: &random) { text += "." + String(Int.random(in: 0...999, using: &random)) }
            if Bool.random(using: &random) { text += "e" + String(Int.random(in: -330...330, using: &random)) }
            texts.append(text)
        }
        for text in texts {
            for isQuoted in [false, true] {
                let field = CSVField(text: text, isQuoted: isQuoted)
                var json: [UInt8] = []
                let written = field.appendJSON(to: &json)
                guard let value = field.value else {
                    #expect(!written && json.isEmpty, "\(text)")
                    continue
                }
                if case .double(let double) = value, !double.isFinite {
                    #expect(!written && json.isEmpty, "\(text)")
                    continue
                }
                #expect(written, "\(text)")
                let read = try json.withUnsafeBufferPointer { try JSONReader().read($0) }
                #expect(read == value && read.jsonText == value.jsonText, "\(text) quoted: \(isQuoted)")
            }
        }
    }

    @Test func anEmptyUnquotedFieldIsAbsent() {
        #expect(CSVField(text: "", isQuoted: false).value == nil)
    }

    /// Rows of every awkward kind: blank lines of each line end, CRLF and a CR alone, quoted
    /// fields with commas, doubled quotes and line ends, a quote inside an unquoted field, text
    /// after a closing quote, invalid UTF-8 quoted and not, a row of the wrong width, one longer
    /// than the limit, one left unterminated, one longer than
    /// the window its line end is looked for in, and no line end at the very end.
    static let awkwardRows: [UInt8] =
        Array(
            ("id,name,note\r\n\n1,Anna,plain\r\n2,\"Zoë, B\",\"said \"\"hi\"\"\"\r3,\"two\nlines\",x\n\r\n"
                + "4,a\"b,c\n5,\"q\"x,y\n6,only two\n7,\"" + String(repeating: "w", count: 70) + "\",z\n"
                + "8,\"" + String(repeating: "v", count: 90) + "\",z\n9,,\n14," + String(repeating: "u", count: 600)
                + ",z\r").utf8)
        + [0x31, 0x30, 0x2C, 0xFF, 0x2C, 0x78, 0x0A, 0x31, 0x31, 0x2C, 0x22, 0xFE, 0x22, 0x2C, 0x78, 0x0D]
        + Array("12,\"end\",\"open\n\n13,last,row".utf8)

    @Test(arguments: [1, 5, 64, 1 << 20], [1, 2, 256])
    func batchesReadAsOneRecordAtATimeDoes(chunkSize: Int, batchSize: Int) throws {
        let path = try fixture.file("a.csv", bytes: Self.awkwardRows)
        let one = try fixture.summary(CSVRecordReader(path: path, chunkSize: chunkSize, maximumRecordLength: 80))
        let reader = { try CSVRecordReader(path: path, chunkSize: chunkSize, maximumRecordLength: 80) }
        #expect(try fixture.batchedSummary(reader(), batchSize: batchSize) == one)
        #expect(try fixture.batchedSummary(reader(), batchSize: batchSize, screening: false) == one)
        #expect(one.count == 14)
    }
}
