import Foundation
import Testing

@testable import Verdict

@Suite struct JSONWriterTests {
    @Test func writesCompactTextWithSortedKeys() {
        let value: Value = [
            "title": "Standup", "seats": 12, "ratio": 0.5, "tags": ["a", nil, true],
            "host": ["name": "Zoë", "admin": false], "empty": .object([:]), "none": [],
        ]
        #expect(
            JSONWriter(sortsKeys: true).write(value)
                == #"{"empty":{},"host":{"admin":false,"name":"Zoë"},"none":[],"ratio":0.5,"seats":12,"#
                + #""tags":["a",null,true],"title":"Standup"}"#)
    }

    @Test func jsonTextSortsKeys() {
        let value: Value = ["b": 1, "a": 2, "c": ["z": 1, "y": 2]]
        #expect(value.jsonText == #"{"a":2,"b":1,"c":{"y":2,"z":1}}"#)
    }

    @Test func unsortedOutputHoldsEveryField() throws {
        let value: Value = ["b": 1, "a": 2, "c": 3]
        #expect(try Value(json: JSONWriter().write(value)) == value)
    }

    @Test func escapesStrings() {
        let text = "q\"b\\s/\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}é😀"
        #expect(Value.string(text).jsonText == #""q\"b\\s/\n\r\t\b\f\u0000\u001f"# + "\u{7F}é😀\"")
    }

    /// The pieces `escape` hands out join to the string's JSON body, whatever the escapes' places.
    @Test(arguments: ["", "x", "\"", "\"\"", "\n", "a\u{0}", "\\b", "ab\t\u{1}cd\\", "é\"😀"])
    func escapesInPieces(text: String) throws {
        var pieces: [UInt8] = []
        var copy = text
        copy.withUTF8 { utf8 in JSONWriter.escape(utf8) { pieces.append(contentsOf: $0) } }
        #expect("\"" + String(decoding: pieces, as: UTF8.self) + "\"" == Value.string(text).jsonText)
        #expect(try Value(json: "\"" + String(decoding: pieces, as: UTF8.self) + "\"") == .string(text))
    }

    @Test(arguments: [
        (Value.double(1), "1.0"),
        (.double(0.1), "0.1"),
        (.double(-2.5e-7), "-2.5e-07"),
        (.double(1e300), "1e+300"),
        (.double(.infinity), "null"),
        (.double(.nan), "null"),
        (.int(Int.min), "-9223372036854775808"),
        (.int(Int.max), "9223372036854775807"),
        (.int(0), "0"),
        (.int(-1), "-1"),
        (.int(1_000), "1000"),
        (.null, "null"),
        (.bool(true), "true"),
        (.date(Date(timeIntervalSince1970: 0)), #""1970-01-01T00:00:00Z""#),
        (.date(Date(timeIntervalSince1970: 1_785_000_000.25)), #""2026-07-25T17:20:00.250Z""#),
        (.data(Data([1, 2, 3, 250])), #""AQID+g==""#),
    ])
    func writesScalars(value: Value, expected: String) {
        #expect(value.jsonText == expected)
    }

    @Test func roundTripsThroughTheReader() throws {
        var strings = ["", "plain", "Zoë", "😀", "tab\there", "quote\"", "back\\slash"]
        strings.append(String(decoding: (0..<32).map { UInt8($0) }, as: UTF8.self))
        let doubles: [Double] = [
            0.1, -0.0, 1e-300, 123.456, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e21, 3,
        ]
        let value: Value = [
            "strings": .array(strings.map(Value.string)),
            "doubles": .array(doubles.map(Value.double)),
            "ints": [0, -1, .int(Int.max), .int(Int.min)],
            "nested": [["a": [["b": nil]]], [], [:]],
        ]
        #expect(try Value(json: value.jsonText) == value)
        #expect(try Value(json: JSONWriter().write(value)) == value)
    }

    /// Issue 43, item 4: a whole double from 2^53 on reads back as itself. Its shortest form does,
    /// unless that says another `Int` (2^62's `4.611686018427388e+18`): then all its digits. A
    /// large integer is its digits.
    @Test(arguments: [
        (Value.double(0x1p53), "9007199254740992.0"),
        (.double(0x1p62), "4611686018427387904.0"),
        (.double(-0x1p62), "-4611686018427387904.0"),
        (.double(0x1p63), "9.223372036854776e+18"),
        (.double(0x1p64), "1.8446744073709552e+19"),
        (.double(1e17), "1e+17"),
        (.double(1e300), "1e+300"),
        (.int(9_007_199_254_740_993), "9007199254740993"),
    ])
    func writesWholeNumbersToReadBackAsThemselves(value: Value, expected: String) throws {
        #expect(value.jsonText == expected)
        let again = try Value(json: value.jsonText)
        #expect(again == value)
        #expect(again.kind == value.kind)
    }

    @Test func writesLargeIntegersAsTheirDigits() throws {
        for text in ["18446744073709551617", "-18446744073709551617", "123456789012345678901234567890"] {
            let large = try Value(json: "[\(text)]")
            #expect(large.jsonText == "[\(text)]")
            #expect(try Value(json: large.jsonText) == large)
        }
        #expect(try Value(json: "1.8446744073709551617e19").jsonText == "18446744073709551617")
    }

    /// Every whole double around the powers of two from 2^53 to 2^70 reads back as itself.
    @Test func wholeDoublesRoundTrip() throws {
        for exponent in 53...70 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            var d = power
            for _ in 0..<40 {
                for value in [Value.double(d), .double(-d), .double(power + 12345 * power.ulp)] {
                    #expect(try Value(json: value.jsonText) == value, "\(value.jsonText)")
                }
                d = d.nextUp
            }
        }
    }

    @Test func appendsToABuffer() {
        var bytes = Array("x=".utf8)
        JSONWriter().write(["k": "v"], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"x={"k":"v"}"#)
    }
}

/// The escaping's fast paths — a word at a time, and straight into a buffer — against the plain
/// byte-by-byte reading of the rule.
@Suite struct JSONWriterEscapeTests {
    /// The body of the JSON string for `utf8`, one byte at a time: what every path must write.
    static func reference(_ utf8: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for c in utf8 {
            switch c {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case 0x0A: out += Array(#"\n"#.utf8)
            case 0x0D: out += Array(#"\r"#.utf8)
            case 0x09: out += Array(#"\t"#.utf8)
            case 0x08: out += Array(#"\b"#.utf8)
            case 0x0C: out += Array(#"\f"#.utf8)
            case ..<0x20: out += Array(String(format: "\\u%04x", Int(c)).utf8)
            default: out.append(c)
            }
        }
        return out
    }

    /// The pieces `escape(_:_:)` hands out, joined.
    static func pieces(_ utf8: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        utf8.withUnsafeBufferPointer { source in JSONWriter.escape(source) { out.append(contentsOf: $0) } }
        return out
    }

    /// What `escape(_:into:)` writes, into a buffer of exactly the room it asks for, filled
    /// beforehand with a byte no escape writes so that a byte too many or too few shows.
    static func inPlace(_ utf8: [UInt8]) -> [UInt8] {
        let room = JSONWriter.maximumEscapedCount(utf8.count)
        var target = [UInt8](repeating: 0xFF, count: room)
        let written = utf8.withUnsafeBufferPointer { source in
            target.withUnsafeMutableBufferPointer { JSONWriter.escape(source, into: $0) }
        }
        #expect(target[written...].allSatisfy { $0 == 0xFF })
        return Array(target[..<written])
    }

    /// Every byte value, at every place of strings from one byte to three words long: a scan a word
    /// (or two overlapping halves) at a time must neither miss a byte to escape nor escape another.
    @Test func escapesEveryByteAtEveryPlace() {
        var mismatches: [(length: Int, place: Int, byte: UInt8)] = []
        for length in [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 17, 24] {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var utf8 = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    utf8[place] = byte
                    let expected = Self.reference(utf8)
                    if Self.pieces(utf8) != expected || Self.inPlace(utf8) != expected {
                        mismatches.append((length, place, byte))
                    }
                }
            }
        }
        #expect(mismatches.count == 0, "first mismatches: \(mismatches.prefix(5))")
    }

    /// Strings that are only escapes, and escapes side by side with multi-byte characters.
    @Test(arguments: [
        "", "\"", "\\", "\"\"\"\"\"\"\"\"\"", String(repeating: "\\", count: 17),
        String(decoding: (0..<32).map { UInt8($0) }, as: UTF8.self), "é\"😀\\\u{1}ü", "dir/q\"uote.jsonl",
        "a\u{7F}b\u{80}c", String(repeating: "é", count: 9) + "\n",
    ])
    func escapesAsTheReferenceDoes(text: String) throws {
        let utf8 = Array(text.utf8)
        #expect(Self.pieces(utf8) == Self.reference(utf8))
        #expect(Self.inPlace(utf8) == Self.reference(utf8))
        #expect(Value.string(text).jsonText == "\"" + String(decoding: Self.reference(utf8), as: UTF8.self) + "\"")
        #expect(try Value(json: Value.string(text).jsonText) == .string(text))
    }

    /// Generated strings mixing plain runs of every length with every kind of escape.
    @Test func escapesGeneratedStringsAsTheReferenceDoes() {
        let parts: [[UInt8]] = [
            Array("a".utf8), Array("plain text ".utf8), Array("\"".utf8), Array("\\".utf8), [0x0A], [0x00], [0x1F],
            [0x7F], Array("é".utf8), Array("😀".utf8), Array("0123456789abcdef".utf8),
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var failures = 0
        for _ in 0..<2_000 {
            var utf8: [UInt8] = []
            for _ in 0..<next(12) { utf8 += parts[next(parts.count)] }
            let expected = Self.reference(utf8)
            if Self.pieces(utf8) != expected || Self.inPlace(utf8) != expected { failures += 1 }
        }
        #expect(failures == 0)
    }
}

/// Objects written with sorted keys, small and large (they are sorted two ways).
@Suite struct JSONWriterSortedObjectTests {
    static let keys = [
        "b", "a", "", "ab", "B", "é", "😀", "a\"q", "z", "Z", "aa", "a b", "10", "9", "émile", "ä", "k\n", "_",
        "min", "max", "unit", "lettersOnly", "requireTLD", "idn", "reason", "pattern", "expected", "count", "x",
    ]

    /// Every size up to well past the small-object limit, the keys in `String`'s ascending order.
    @Test(arguments: 0...29)
    func writesKeysInAscendingOrder(count: Int) {
        let keys = Array(Self.keys.prefix(count))
        var fields: [String: Value] = [:]
        for (n, key) in keys.enumerated() { fields[key] = n.isMultiple(of: 2) ? .int(n) : .string("v\"\(n)") }
        let expected =
            "{"
            + keys.sorted().map { key in
                Value.string(key).jsonText + ":" + (fields[key] ?? .null).jsonText
            }.joined(separator: ",") + "}"
        #expect(JSONWriter(sortsKeys: true).write(.object(fields)) == expected)
        #expect(
            JSONWriter(sortsKeys: true).write(["outer": .object(fields), "a": 1]) == #"{"a":1,"outer":"# + expected
                + "}")
    }
}

/// Objects whose keys keep the caller's order (reports, server bodies).
@Suite struct JSONWriterOrderedObjectTests {
    @Test func keysComeInTheGivenOrderAndNestedObjectsFollowTheWriter() {
        var bytes: [UInt8] = []
        JSONWriter(sortsKeys: true).writeObject(
            [("valid", false), ("a \"q\"", ["z": 1, "b": [true, nil]]), ("count", 2)], into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self) == #"{"valid":false,"a \"q\"":{"b":[true,null],"z":1},"count":2}"#)
        var empty: [UInt8] = []
        JSONWriter().writeObject([], into: &empty)
        #expect(empty == Array("{}".utf8))
    }
}
