import Testing

@testable import Verdict

@Suite struct JSONReadErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let message: String
        let isTruncated: Bool
        init(_ text: String, _ message: String, truncated: Bool = false) {
            self.text = text
            self.message = message
            self.isTruncated = truncated
        }
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case("", "line 1, column 1: unexpected end of input, expected a value", truncated: true),
        Case("   ", "line 1, column 4: unexpected end of input, expected a value", truncated: true),
        Case(#"{"a": 1,}"#, "line 1, column 9: expected a string key, found '}'"),
        Case(#"{a: 1}"#, "line 1, column 2: expected a string key, found 'a'"),
        Case(#"{"a" 1}"#, "line 1, column 6: expected ':' after object key"),
        Case(#"{"a": 1 "b": 2}"#, "line 1, column 9: expected ',' or '}' after object field"),
        Case(#"{"a": 1"#, "line 1, column 8: unexpected end of input in object", truncated: true),
        Case("[1 2]", "line 1, column 4: expected ',' or ']' after array element"),
        Case("[1,]", "line 1, column 4: unexpected ']', expected a value"),
        Case("[1,", "line 1, column 4: unexpected end of input, expected a value", truncated: true),
        Case(#"["abc"#, "line 1, column 2: unterminated string", truncated: true),
        Case(#""abc\"#, "line 1, column 1: unterminated string", truncated: true),
        Case("\"a\tb\"", "line 1, column 3: unescaped control character in string"),
        Case("\"a\nb\"", "line 1, column 3: unescaped control character in string"),
        Case(#""\x""#, #"line 1, column 2: invalid escape '\x' in string"#),
        Case(#""ok \u12G4""#, #"line 1, column 5: expected four hex digits after '\u'"#),
        Case(#""\u12"#, "line 1, column 1: unterminated string", truncated: true),
        Case(#""\ud800""#, #"line 1, column 2: unpaired UTF-16 surrogate in \u escape"#),
        Case(#""\udc00""#, #"line 1, column 2: unpaired UTF-16 surrogate in \u escape"#),
        Case(#""\ud800\u0041""#, #"line 1, column 2: unpaired UTF-16 surrogate in \u escape"#),
        Case(#""\ud800x""#, #"line 1, column 2: unpaired UTF-16 surrogate in \u escape"#),
        Case("01", "line 1, column 1: leading zeros are not allowed in numbers"),
        Case("-01", "line 1, column 1: leading zeros are not allowed in numbers"),
        Case("-", "line 1, column 2: unexpected end of input in number", truncated: true),
        Case("-a", "line 1, column 2: expected a digit after '-'"),
        Case("+1", "line 1, column 1: unexpected '+', expected a value"),
        Case(".5", "line 1, column 1: unexpected '.', expected a value"),
        Case("1.", "line 1, column 3: unexpected end of input in number", truncated: true),
        Case("1.e3", "line 1, column 3: expected a digit after '.'"),
        Case("1e", "line 1, column 3: unexpected end of input in number", truncated: true),
        Case("1e+x", "line 1, column 4: expected a digit in exponent"),
        Case("1e400", "line 1, column 1: number out of range"),
        Case("-1e400", "line 1, column 1: number out of range"),
        Case("tru", "line 1, column 4: unexpected end of input in 'true'", truncated: true),
        Case("trux", "line 1, column 1: invalid literal, expected 'true'"),
        Case("nullx", "line 1, column 1: invalid literal, expected 'null'"),
        Case("NaN", "line 1, column 1: unexpected 'N', expected a value"),
        Case("{} x", "line 1, column 4: unexpected text after the JSON value"),
        Case("[1] [2]", "line 1, column 5: unexpected text after the JSON value"),
        Case(
            "{\n  \"a\": 1,\n  \"b\": tru\n}", "line 3, column 8: invalid literal, expected 'true'"),
        Case(
            "{\r\n  \"a\": 1\r\n  \"b\": 2\r\n}",
            "line 3, column 3: expected ',' or '}' after object field"),
        Case(#"{"é": x}"#, "line 1, column 7: unexpected 'x', expected a value"),
        Case("é", "line 1, column 1: unexpected byte 0xC3, expected a value"),
        Case("[1,\u{0}]", "line 1, column 4: unexpected byte 0x00, expected a value"),
    ]

    @Test(arguments: cases)
    func reportsLineColumnAndReason(_ testCase: Case) {
        #expect(throws: JSONReadError.self) { try Value(json: testCase.text) }
        do {
            _ = try Value(json: testCase.text)
        } catch {
            #expect(error.description == testCase.message)
            #expect(error.isTruncated == testCase.isTruncated)
        }
    }

    @Test(
        arguments: [
            ([0x22, 0x61, 0xFF, 0x22], 3),  // not a UTF-8 byte
            ([0x22, 0xC0, 0x80, 0x22], 2),  // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 2),  // encoded surrogate
            ([0x22, 0x61, 0x62, 0xC3, 0x22], 4),  // cut-off sequence
            // beyond U+10FFFF, after an escape
            ([0x22, 0x5C, 0x6E, 0xF4, 0x90, 0x80, 0x80, 0x22], 4),
            // a lone continuation byte after a whole eight-byte word
            ([0x22, 0x31, 0x32, 0x33, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x80, 0x22], 11),
        ] as [([UInt8], Int)])
    func rejectsInvalidUTF8(bytes: [UInt8], column: Int) {
        #expect(throws: JSONReadError.self) { try Value(jsonBytes: bytes) }
        do {
            _ = try Value(jsonBytes: bytes)
        } catch {
            #expect(error.reason == "invalid UTF-8 in string")
            #expect(error.line == 1)
            #expect(error.column == column)
        }
    }

    @Test func reportsTheByteOffset() {
        do {
            _ = try Value(json: "{\"é\": x}")
            Issue.record("expected an error")
        } catch {
            #expect(error.offset == 7)
            #expect(error.column == 7)
        }
    }
}
