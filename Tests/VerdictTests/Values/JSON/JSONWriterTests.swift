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

    @Test func appendsToABuffer() {
        var bytes = Array("x=".utf8)
        JSONWriter().write(["k": "v"], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"x={"k":"v"}"#)
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
