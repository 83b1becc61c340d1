import Foundation
import Testing

@testable import Verdict

@Suite struct JSONReaderTests {
    @Test(arguments: [
        ("null", Value.null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        (" \t\r\n 7 \n", .int(7)),
        ("0", .int(0)),
        ("-0", .int(0)),
        ("-17", .int(-17)),
        ("9223372036854775807", .int(Int.max)),
        ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808)),
        (
            "-9223372036854775809",
            .largeInteger(
                LargeInteger(
                    isNegative: true, digits: "9223372036854775809", nearest: -0x1p63, isAboveNearestDouble: false))
        ),
        (
            "123456789012345678901234567890",
            .largeInteger(
                LargeInteger(
                    isNegative: false, digits: "123456789012345678901234567890",
                    nearest: 123_456_789_012_345_678_901_234_567_890, isAboveNearestDouble: true))
        ),
        ("1.5", .double(1.5)),
        ("0.1", .double(0.1)),
        ("-2.5e-3", .double(-0.0025)),
        ("1E2", .double(100)),
        ("1e+2", .double(100)),
        ("2.0", .double(2)),
        ("0.30000000000000004", .double(0.30000000000000004)),
        ("1.7976931348623157e308", .double(.greatestFiniteMagnitude)),
        ("5e-324", .double(.leastNonzeroMagnitude)),
        ("1e-400", .double(0)),
        ("3.141592653589793238462643383279", .double(3.141592653589793)),
    ])
    func readsScalars(text: String, expected: Value) throws {
        #expect(try Value(json: text) == expected)
    }

    @Test func negativeZeroFractionStaysADouble() throws {
        let value = try Value(json: "-0.0")
        #expect(value == .double(0))
        #expect(value.doubleValue?.sign == .minus)
    }

    @Test(arguments: [
        (#""""#, ""),
        (#""plain""#, "plain"),
        (#""Zoë Søren Müller""#, "Zoë Søren Müller"),
        (#""a\"b\\c\/d\b\f\n\r\t""#, "a\"b\\c/d\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u00C9""#, "éÉ"),
        (#""\ud83d\ude00 smile""#, "😀 smile"),
        (#""\u0000""#, "\u{0}"),
        (#""caf\u00e9 – naïve""#, "café – naïve"),
        (
            #""long enough to cross several eight-byte words\n and more""#,
            "long enough to cross several eight-byte words\n and more"
        ),
        (#""12345678\"12345678""#, "12345678\"12345678"),
        (#""€uro 😀 \u20ac""#, "€uro 😀 €"),
    ])
    func readsStrings(text: String, expected: String) throws {
        #expect(try Value(json: text) == .string(expected))
    }

    @Test func readsAQuoteAtEveryPositionOfAWord() throws {
        for length in 0..<20 {
            let body = String(repeating: "x", count: length)
            #expect(try Value(json: "\"\(body)\"") == .string(body))
            #expect(try Value(json: "\"\(body)é\"") == .string(body + "é"))
        }
    }

    @Test func readsARecord() throws {
        let text = """
            {"title": "Standup", "seats": 12, "ratio": 0.5, "tags": ["a", "b"],
             "host": {"name": "Zoë", "email": null}, "open": true, "empty": {}, "none": []}
            """
        let expected: Value = [
            "title": "Standup", "seats": 12, "ratio": 0.5, "tags": ["a", "b"],
            "host": ["name": "Zoë", "email": nil], "open": true, "empty": .object([:]), "none": [],
        ]
        #expect(try Value(json: text) == expected)
    }

    @Test func lastOfRepeatedKeysWins() throws {
        #expect(try Value(json: #"{"a": 1, "b": 2, "a": 3}"#) == ["a": 3, "b": 2])
    }

    @Test func readsEveryKindOfInput() throws {
        let text = #"{"a": [1, 2.5, "x"]}"#
        let expected: Value = ["a": [1, 2.5, "x"]]
        #expect(try JSONReader().read(text) == expected)
        #expect(try JSONReader().read(Array(text.utf8)) == expected)
        #expect(try JSONReader().read(Data(text.utf8)) == expected)
        #expect(try Value(jsonBytes: Array(text.utf8)) == expected)
        #expect(try Value(jsonBytes: Data(text.utf8)) == expected)
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONReader.defaultMaximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try Value(json: text)
        var levels = 1
        while case .array(let a) = value, let inner = a.first {
            value = inner
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func rejectsNestingBeyondTheLimit() {
        let text = String(repeating: "{\"a\":", count: 3) + "1}}}"
        #expect(throws: JSONReadError.self) { try JSONReader(maximumDepth: 2).read(text) }
        #expect((try? JSONReader(maximumDepth: 3).read(text)) == ["a": ["a": ["a": 1]]])
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: JSONReadError.self) { try Value(json: deep) }
        do {
            _ = try Value(json: deep)
        } catch {
            #expect(error.description == "line 1, column 513: nesting deeper than 512 levels")
        }
    }

    @Test func readValueStopsAfterTheValue() throws {
        let text = Array(#"[1, {"a": 2} , 3]"#.utf8)
        let (value, end) = try text.withUnsafeBufferPointer { buffer in
            try JSONReader().readValue(in: buffer, at: 3)
        }
        #expect(value == ["a": 2])
        #expect(end == 12)
    }

    @Test func readValueCountsLinesFromTheOrigin() throws {
        let text = Array("[\n1,\n{\"a\": x}]".utf8)
        let error = text.withUnsafeBufferPointer { buffer -> JSONReadError? in
            do throws(JSONReadError) {
                _ = try JSONReader().readValue(in: buffer, at: 5, lineOrigin: 5)
                return nil
            } catch { return error }
        }
        #expect(error?.line == 1)
        #expect(error?.column == 7)
    }

    @Test func readsWhatFoundationWrites() throws {
        let object: [String: Any] = [
            "s": "a\"b\\c\n\t\u{1}é😀", "i": -42, "d": 0.1, "b": false, "n": NSNull(),
            "a": [1, [2, [3]]],
        ]
        let data = try JSONSerialization.data(withJSONObject: object)
        let expected: Value = [
            "s": "a\"b\\c\n\t\u{1}é😀", "i": -42, "d": 0.1, "b": false, "n": nil,
            "a": [1, [2, [3]]],
        ]
        #expect(try Value(jsonBytes: data) == expected)
    }
}
