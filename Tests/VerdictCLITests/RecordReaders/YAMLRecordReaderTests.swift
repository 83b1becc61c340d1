import Testing

@testable import VerdictCLI
import Foundation
import Verdict

@Suite struct YAMLRecordReaderTests {
    let fixture: InputFixture
    init() throws { fixture = try InputFixture() }

    @Test func readsOneDocumentWithCoreSchemaTypes() throws {
        let path = try fixture.file(
            "a.yaml",
            """
            # an event
            title: Standup
            seats: 12
            ratio: 0.5
            open: true
            answer: yes
            zip: "007"
            octal: 0o17
            none: ~
            start: 2026-01-31T09:30:00Z
            day: 2026-01-31
            quoted: "2026-01-31"
            tags: [a, b]
            host: {name: Zoë}
            blob: !!binary AQID

            """)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"2 #0: {"answer":"yes","blob":"AQID","day":"2026-01-31T00:00:00Z","host":{"name":"Zoë"},"#
                    + #""none":null,"octal":15,"open":true,"quoted":"2026-01-31","ratio":0.5,"seats":12,"#
                    + #""start":"2026-01-31T09:30:00Z","tags":["a","b"],"title":"Standup","zip":"007"}"#
            ])
    }

    /// Issue 43, item 4: a whole number is exact however it is written, `+` and `!!float` included.
    @Test func wholeNumbersAreExactHoweverWritten() throws {
        let path = try fixture.file(
            "a.yaml",
            """
            point: 9007199254740993.0
            exponent: +9.007199254740993e15
            beyond: 18446744073709551617
            tagged: !!float 1.8446744073709551617e19
            round: 100.0

            """)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"1 #0: {"beyond":18446744073709551617,"exponent":9007199254740993,"point":9007199254740993,"#
                    + #""round":100.0,"tagged":18446744073709551617}"#
            ])
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let text = Array("---\na: 1\n---\ntitle: ok\nname: M".utf8) + [0xFC] + Array("ller\n---\nb: 2\n".utf8)
        let path = try fixture.file("bad.yaml", bytes: text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"2 #0: {"a":1}"#,
                "5 #1: bad.yaml:5:8: invalid UTF-8",
                #"7 #2: {"b":2}"#,
            ])
    }

    /// A document past the cap is one error at its first line and is never held whole; the next
    /// documents are still read, at their own lines, whether the long one has many lines or one.
    @Test(arguments: [(1, 400), (400, 1), (1, 20_000)])
    func aDocumentLongerThanTheCapIsSkippedAtItsLine(lines: Int, width: Int) throws {
        let long = (0..<lines).map { "k\($0): " + String(repeating: "x", count: width) }.joined(separator: "\n")
        let text = "a: 1\n---\n" + long + "\n---\nb: 2\n...\nc: 3\n"
        let path = try fixture.file("long.yaml", text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path, chunkSize: 64, maximumDocumentLength: 300)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: long.yaml:2: document is longer than 300 bytes, skipped to the next document",
                #"\#(lines + 4) #2: {"b":2}"#,
                #"\#(lines + 6) #3: {"c":3}"#,
            ])
    }

    /// Found by the record readers' fuzzer: a comment line just under the cap before the first
    /// `---` belongs to the document that `---` starts, which is past the cap — one error, at every
    /// chunk size (a small chunk counted the `---` line's first bytes into the comment's document).
    @Test(arguments: [1, 7, 64, 4_093])
    func theCapReadsAlikeAtEveryChunkSize(chunkSize: Int) throws {
        let text =
            Array("# Two contact-for".utf8) + [0x80, 0x20, 0x88] + Array("n are you open on @Sundays?\n---\nnam".utf8)
            + Array(repeating: 0x11, count: 14) + Array("true".utf8) + Array(repeating: 0x11, count: 21)
            + Array("e: \"  Bo  \"\nemail: bo@example\nbody: Hello\n".utf8)
        let path = try fixture.file("fuzzed.yaml", bytes: text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path, chunkSize: chunkSize, maximumDocumentLength: 48)) == [
                "1 #0: fuzzed.yaml:1: document is longer than 48 bytes, skipped to the next document"
            ])
    }

    @Test func typesDatesAsDates() throws {
        let path = try fixture.file("a.yaml", "start: 2026-01-31T09:30:00Z\nquoted: '2026-01-31'\n")
        var reader = try YAMLRecordReader(path: path)
        let record = try #require(try reader.next()?.value)
        #expect(record["start"]?.kind == .date)
        #expect(record["quoted"]?.kind == .string)
    }

    static let stream = """
        %YAML 1.2
        ---
        a: 1
        ---
        # second
        a: 2
        ...
        ---
        - a: 3
        - b: 4
          c: 5
        --- {a: 6}
        ---
        """

    @Test func readsAStreamOfDocumentsAndSequences() throws {
        let path = try fixture.file("a.yml", Self.stream)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"3 #0: {"a":1}"#,
                #"6 #1: {"a":2}"#,
                #"9 #2: {"a":3}"#,
                #"10 #3: {"b":4,"c":5}"#,
                #"12 #4: {"a":6}"#,
            ])
    }

    @Test(arguments: [1, 4, 1 << 20])
    func readsTheSameWhateverTheChunkSize(chunkSize: Int) throws {
        let path = try fixture.file(
            "a.yml", Self.stream.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(try fixture.summary(YAMLRecordReader(path: path, chunkSize: chunkSize)).count == 5)
    }

    @Test func reportsAMalformedDocumentAndReadsOn() throws {
        let text = """
            a: 1
            ---
            a: [1, 2
            b: 3
            ---
            just text
            ---
            a: 1
            a: 2
            ---
            a: 4
            """
        let path = try fixture.file("a.yaml", text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                "4 #1: a.yaml:4:2: did not find expected ',' or ']' while parsing a flow sequence",
                "6 #2: a.yaml:6: a record must be an object, found a string",
                "8 #3: a.yaml:8:1: duplicate key 'a' in mapping",
                #"11 #4: {"a":4}"#,
            ])
    }

    @Test func mergesKeys() throws {
        let text = """
            base: &base {owner: anna, seats: 4}
            room:
              <<: *base
              seats: 8
            """
        let path = try fixture.file("a.yaml", text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"1 #0: {"base":{"owner":"anna","seats":4},"room":{"owner":"anna","seats":8}}"#
            ])
    }

    /// A record of a sequence that cannot be a value is an error of its own, numbered in turn;
    /// the records after it in the document are still read.
    @Test func aBadRecordOfASequenceLeavesTheOthers() throws {
        let text = """
            - {a: 1}
            - {[x]: 2}
            - {a: 3}
            """
        let path = try fixture.file("a.yaml", text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.yaml:2:4: a mapping key must be a scalar",
                #"3 #2: {"a":3}"#,
            ])
    }

    /// A document whose top level is a block sequence is read again item by item when it does not
    /// parse: one broken item is an error at its line, and the items around it are still records
    /// (comments before the first item go with it).
    @Test func aBrokenItemOfASequenceDocumentCostsOnlyItself() throws {
        let text = """
            # signups
            - {a: 1}
            - a: [2
              b: 3
            - a: 4
            ---
            a: [5
            """
        let path = try fixture.file("a.yaml", text)
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"2 #0: {"a":1}"#,
                "4 #1: a.yaml:4:4: did not find expected ',' or ']' while parsing a flow sequence",
                #"5 #2: {"a":4}"#,
                "8 #3: a.yaml:8:1: did not find expected ',' or ']' while parsing a flow sequence",
            ])
    }

    /// "Billion laughs": nine lines of aliases standing for 9^9 values are one error, at the
    /// record, found after a bounded number of values; a record after such a one in the same
    /// document still fits in what is left.
    @Test(.timeLimit(.minutes(1))) func aliasesCannotExpandWithoutEnd() throws {
        var lines = [#"l0: &l0 ["x","x","x","x","x","x","x","x","x"]"#]
        for level in 1..<9 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ",")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        let bomb = "{" + lines.joined(separator: ", ") + "}"
        let path = try fixture.file("a.yaml", "- {a: 1}\n- \(bomb)\n- {a: 3}\n")
        let reason =
            "its aliases expand the record to more values than the document may hold (4 a byte of its text, at least 1,048,576)"
        #expect(
            try fixture.summary(YAMLRecordReader(path: path)) == [
                #"1 #0: {"a":1}"#,
                "2 #1: a.yaml:2:3: \(reason)",
                #"3 #2: {"a":3}"#,
            ])
    }

    @Test func readsNothingFromEmptyDocuments() throws {
        #expect(try fixture.summary(YAMLRecordReader(path: fixture.file("a.yaml", ""))) == [])
        #expect(
            try fixture.summary(
                YAMLRecordReader(path: fixture.file("b.yaml", "---\n# nothing\n---\n...\n"))) == [])
    }

    @Test(arguments: [
        ("42", "42"), ("-7", "-7"), ("+5", "5"), ("0x1F", "31"), ("1.5", "1.5"), ("1e3", "1000.0"),
        ("-.5", "-0.5"),
        (".inf", "null"), ("1_000", #""1_000""#), ("yes", #""yes""#), ("NULL", "null"),
        ("", "null"),
        ("1.2.3", #""1.2.3""#), ("2026-13-01", #""2026-13-01""#), ("99999999999999999999", "99999999999999999999"),
    ])
    func typesAPlainScalar(text: String, json: String) {
        #expect(YAMLValueConverter.plainValue(text).jsonText == json)
    }
}
