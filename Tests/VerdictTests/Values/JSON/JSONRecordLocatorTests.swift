import Testing
import VerdictTestSupport

@testable import Verdict
internal import CVerdictJSON

/// The C locator (`InputRecord.locateFieldsQuickly`, SSE2 and portable) against the Swift one and
/// the reader: whatever it decides, the Swift locator decides the same way, field for field, and
/// the reader accepts the text; what it leaves undecided is left on purpose.
@Suite struct JSONRecordLocatorTests {
    /// What a locator made of a text: the fields, or `nil` when it did not locate them.
    private struct Located: Equatable, CustomStringConvertible {
        let fields: [[Int]]

        init(_ fields: some Sequence<InputRecord.Field>) {
            self.fields = fields.map {
                [$0.keyStart, $0.keyEnd, $0.valueStart, $0.valueEnd, $0.isPlainString ? 1 : 0]
            }
        }

        var description: String { fields.description }
    }

    /// The C locator's answer on `text` placed at `offset` in a buffer followed by `trailer`.
    private func quick(
        _ text: [UInt8], portable: Bool, offset: Int = 0, trailer: [UInt8] = [], depth: Int = 64, capacity: Int = 512
    ) -> Located? {
        let buffer = Array(repeating: UInt8(ascii: " "), count: offset) + text + trailer
        let range = offset..<(offset + text.count)
        return buffer.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: InputRecord.Field.self, capacity: capacity) { scratch in
                let count = InputRecord.locateFieldsQuickly(
                    in: buffer, range, maximumDepth: depth, into: scratch, portable: portable)
                return count < 0
                    ? nil
                    : Located(
                        scratch[..<count].map { field in
                            var field = field
                            field.keyStart -= offset
                            field.keyEnd -= offset
                            field.valueStart -= offset
                            field.valueEnd -= offset
                            return field
                        })
            }
        }
    }

    /// The Swift locator's answer on `text`.
    private func swift(_ text: [UInt8], depth: Int = 64) -> Located? {
        var fields: [InputRecord.Field] = []
        let located = text.withUnsafeBufferPointer {
            InputRecord.locateFields(in: $0, startingAt: 0, maximumDepth: depth, into: &fields)
        }
        return located ? Located(fields) : nil
    }

    /// Checks the C locator (both kinds) on `text`; returns whether it decided.
    @discardableResult
    private func check(_ text: [UInt8], depth: Int = 64, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let expected = swift(text, depth: depth)
        var decided = false
        for portable in [false, true] {
            // Alone, then inside a buffer whose next bytes could end its last string.
            for (offset, trailer) in [(0, [UInt8]()), (3, Array(#""}"}  "xxxxxxxxxxxxxxxxxx"#.utf8))] {
                guard let got = quick(text, portable: portable, offset: offset, trailer: trailer, depth: depth) else {
                    continue
                }
                decided = true
                #expect(
                    got == expected, "\(String(decoding: text, as: UTF8.self)) portable: \(portable)",
                    sourceLocation: sourceLocation)
                let reader = JSONReader(maximumDepth: depth)
                #expect(throws: Never.self, sourceLocation: sourceLocation) { _ = try reader.read(text) }
            }
        }
        return decided
    }

    @Test(arguments: [
        #"{"title": "Quarterly planning", "creatorLastName": "Rossi", "termsOfUse": true, "url": null}"#,
        #"{"a":1,"b":-0.25,"c":0,"d":-0,"e":123456789012345678901234567890}"#,
        #"  {  "a" :  "x"  ,  "b"  :  [ ]  ,  "c" : { } }  "#,
        "{\"a\":\t\"x\"\r\n}",
        #"{}"#,
        #"{ }"#,
        #"{"é": "Łódź", "日本": "語のテキスト", "emoji": "😀 and 𝄞"}"#,
        #"{"note": "say \"hi\" \\ \/ \b\f\n\r\t done"}"#,
        #"{"tags": ["a", {"b": [1, 2.5, null, true, false, "c\n"]}], "n": {"x": {"y": {}}}}"#,
        #"{"a": "", "": "b", "c": [""]}"#,
        #"{"a": 1, "a": 2}"#,
        #"{"long": "0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz"}"#,
    ])
    func decidesPlainRecordsAsTheSwiftLocator(text: String) {
        #expect(check(Array(text.utf8)))
    }

    @Test(arguments: [
        // Left to the reader on purpose: \u escapes, exponents, escaped keys.
        #"{"a": "caf\u00e9"}"#, #"{"a": 1e5}"#, #"{"a": [2E-3]}"#, #"{"k\u0065y": 1}"#, #"{"k\"": 1}"#,
        // Invalid: the reader's error.
        #"{"a": 1,}"#, #"{"a" 1}"#, #"{"a": 01}"#, #"{"a": -}"#, #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": +1}"#,
        #"{"a": "x\q"}"#, #"{"a": "line"#, #"{"a": 1} x"#, #"{"a": [1, 2}"#, #"{a: 1}"#, "{\"a\": \"\u{01}\"}",
        #"{"a": tru}"#, #"{"a": 1"#, #"{"#, "", "   ", #"{"a": truex}"#, #"{"a": nulll}"#, #"{"a": fals}"#,
        #"{"a": [1,]}"#, #"{"a": {"b":1,}}"#, #"{"a": {"b"}}"#, #"{"a": [}"#, #"{"a": {]}"#, #"[1]"#, #""x""#,
        #"{"a": "x" "b": 1}"#, #"{"a": 1}}"#, #"{"a":"\"#, #"{"a": [tru]}"#, #"{"a": [01]}"#, #"{,}"#,
    ])
    func leavesTheRestUndecided(text: String) {
        #expect(!check(Array(text.utf8)))
    }

    @Test func invalidUTF8IsLeftToTheReader() {
        let prefix = Array(#"{"a": "x"#.utf8)
        let sequences: [[UInt8]] = [
            [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xC3], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xE2, 0x82],
            [0xE2, 0x82, 0x22],
        ]
        for bytes in sequences {
            #expect(!check(prefix + bytes + Array(#"y"}"#.utf8)), "\(bytes)")
            // In a key too.
            #expect(!check(Array(#"{"k"#.utf8) + bytes + Array(#"": 1}"#.utf8)), "\(bytes)")
        }
        // Their valid neighbours are decided.
        for bytes: [UInt8] in [
            [0xC2, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ] {
            #expect(check(prefix + bytes + Array(#"y"}"#.utf8)), "\(bytes)")
        }
    }

    @Test func aStringIsNotEndedByAQuoteAfterTheRecord() {
        // Every length around the SIMD and word widths, the record cut before its closing quote:
        // the buffer goes on with a quote and a brace, which must not end the string.
        for length in 0..<40 {
            let text = Array(#"{"a": ""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: length)
            for portable in [false, true] {
                #expect(quick(text, portable: portable, trailer: Array(#""}"#.utf8)) == nil, "\(length)")
            }
            #expect(check(text + Array(#""}"#.utf8)))
        }
    }

    @Test func nestingStopsWhereTheReadersDoes() {
        for depth in 1...5 {
            for levels in 0...6 {
                let text = Array(
                    (#"{"a": "# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
                        + (levels == 0 ? "1" : "") + "}").utf8)
                let decided = check(text, depth: depth)
                #expect(decided == (levels + 1 <= depth), "depth \(depth), levels \(levels)")
            }
        }
        // Deeper than the C scanner follows: the Swift locator's.
        let deep = Array(
            (#"{"a": "# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}").utf8)
        #expect(!check(deep, depth: 100))
        #expect(swift(deep, depth: 100) != nil)
    }

    @Test func moreFieldsThanTheScratchHoldsAreLeftToSwift() {
        let text = Array(#"{"a": 1, "b": 2, "c": 3}"#.utf8)
        #expect(quick(text, portable: false, capacity: 2) == nil)
        #expect(quick(text, portable: true, capacity: 2) == nil)
        #expect(quick(text, portable: false, capacity: 3) == swift(text))
    }

    @Test func generatedAndMutatedTextsAgree() {
        var random = SplitMix64(seed: 0x5EED_CAFE)
        var decided = 0
        for _ in 0..<20_000 {
            var text = Array(Self.record(&random).utf8)
            if random.next() % 2 == 0 {
                // One to three edits from bytes that matter to a JSON scanner.
                let alphabet =
                    Array(#"{}[]:,"\ 0123456789.-+eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xE2, 0xF0]
                for _ in 0..<(1 + Int(random.next() % 3)) where !text.isEmpty {
                    let at = Int(random.next() % UInt64(text.count))
                    let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    switch random.next() % 3 {
                    case 0: text[at] = byte
                    case 1: text.insert(byte, at: at)
                    default: text.remove(at: at)
                    }
                }
            }
            if check(text, depth: 1 + Int(random.next() % 6)) { decided += 1 }
        }
        // Most generated records are plain enough for the fast path: it is tested, not skipped.
        #expect(decided > 3_000)
    }

    /// A random record: an object of fields whose values are strings (ASCII, non-ASCII, simple
    /// and \u escapes), numbers, literals and nested lists and objects.
    private static func record(_ random: inout SplitMix64) -> String {
        let count = Int(random.next() % 6)
        let fields = (0..<count).map { _ in "\(string(&random)): \(value(&random, depth: 0))" }
        let space = [" ", "", "\n", "\t "][Int(random.next() % 4)]
        return "{" + space + fields.joined(separator: "," + space) + space + "}"
    }

    private static func value(_ random: inout SplitMix64, depth: Int) -> String {
        switch random.next() % (depth < 3 ? 9 : 7) {
        case 0, 1, 2: return string(&random)
        case 3:
            return ["0", "-0", "12", "-7.25", "3.0", "1e3", "2E-2", "123456789012345678901"][Int(random.next() % 8)]
        case 4: return ["true", "false", "null"][Int(random.next() % 3)]
        case 5, 6: return string(&random)
        case 7:
            return "["
                + (0..<Int(random.next() % 3)).map { _ in value(&random, depth: depth + 1) }.joined(separator: ", ")
                + "]"
        default:
            return "{"
                + (0..<Int(random.next() % 3)).map { _ in "\(string(&random)): \(value(&random, depth: depth + 1))" }
                .joined(separator: ", ") + "}"
        }
    }

    private static func string(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Zoé", "x y", #"\""#, #"\n"#, #"\u00e9"#, "日本", "😀", "0123456789abcdef", "-", "/"]
        let count = Int(random.next() % 5)
        return "\"" + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() + "\""
    }
}
