import Testing

@testable import Verdict

/// Issue 43, item 4: the JSON reader's number paths — plain integers, Clinger's fast path and
/// `strtod` — each keep a whole number exact, and a record read field by field (`InputRecord`, the
/// fast path's reader) reads it as the whole-document reader does.
@Suite struct JSONParserNumberTests {
    /// Each of the reader's paths, with the value it must give.
    @Test(arguments: [
        // Fast path, a product past 2^53 that the double rounds: read again, exactly.
        ("4503599627370497e1", Value.int(45_035_996_273_704_970)),
        ("-4503599627370497e1", .int(-45_035_996_273_704_970)),
        // Fast path, a product the double holds: unchanged.
        ("3e22", .double(3e22)),
        ("1234.5e2", .double(123_450)),
        // `strtod`: the issue's spellings of 2^53 + 1.
        ("9007199254740993.0", .int(9_007_199_254_740_993)),
        ("9.007199254740993e15", .int(9_007_199_254_740_993)),
        ("9007199254740993e0", .int(9_007_199_254_740_993)),
        // A plain integer past `Int` that the double holds exactly stays a double.
        ("9223372036854775808", .double(0x1p63)),
        ("18446744073709551616", .double(0x1p64)),
    ])
    func keepsWholeNumbersExact(text: String, expected: Value) throws {
        let value = try Value(json: text)
        #expect(value == expected)
        #expect(value.kind == expected.kind)
    }

    /// A field read from a located record, the screen's way, is what the reader gives.
    @Test(arguments: [
        "9007199254740993.0", "9.007199254740993e15", "18446744073709551617", "1.8446744073709551617e19",
        "-18446744073709551617", "1e300", "100.0", "4503599627370497e1",
    ])
    func aRecordsFieldReadsAsTheReaderReadsIt(text: String) throws {
        let bytes = Array(#"{"n": \#(text), "s": "x"}"#.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let expected = try Value(json: text)
        #expect(record.value(of: "n") == expected)
        #expect(record.value(of: "n")?.kind == expected.kind)
        #expect(record.value == ["n": expected, "s": "x"])
    }

    /// Numbers the reader cannot hold are still refused, as before.
    @Test func numbersBeyondEveryDoubleAreRefused() {
        #expect(throws: JSONReadError.self) { try Value(json: "1e400") }
        #expect(throws: JSONReadError.self) { try Value(json: "-18446744073709551617e300") }
    }
}
