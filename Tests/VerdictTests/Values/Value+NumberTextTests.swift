import Foundation
import Testing

@testable import Verdict

/// Issue 43, item 4: a whole number is exact however it is written — with `.0`, with an exponent,
/// beyond `Int` — while the numbers a double holds, and numbers with a fraction, stay doubles.
@Suite struct ValueNumberTextTests {
    /// How a text reads: its value's kind and JSON text.
    @Test(arguments: [
        // Within `Int`, a whole number the double would round is an integer.
        ("9007199254740993.0", Value.Kind.int, "9007199254740993"),
        ("9.007199254740993e15", .int, "9007199254740993"),
        ("90071992547409930e-1", .int, "9007199254740993"),
        ("-9.007199254740993E+15", .int, "-9007199254740993"),
        ("4.611686018427388e+18", .int, "4611686018427388000"),
        ("9223372036854775807.0", .int, "9223372036854775807"),
        // One the double holds exactly stays a double, written as before.
        ("100.0", .double, "100.0"),
        ("1e2", .double, "100.0"),
        ("9007199254740992.0", .double, "9007199254740992.0"),
        ("9.007199254740994e15", .double, "9.007199254740994e+15"),
        ("9223372036854775808", .double, "9.223372036854776e+18"),
        ("1e22", .double, "1e+22"),
        ("-9.223372036854775808e18", .double, "-9.223372036854776e+18"),
        // Beyond `Int`, digits no double holds are a large integer.
        ("9223372036854775809", .largeInteger, "9223372036854775809"),
        ("18446744073709551617", .largeInteger, "18446744073709551617"),
        ("1.8446744073709551617e19", .largeInteger, "18446744073709551617"),
        ("184467440737095516170e-1", .largeInteger, "18446744073709551617"),
        ("-18446744073709551617.000", .largeInteger, "-18446744073709551617"),
        ("123456789012345678901234567890", .largeInteger, "123456789012345678901234567890"),
        // Beyond `Int`, a double's own shortest form is that double.
        ("1.8446744073709552e+19", .double, "1.8446744073709552e+19"),
        ("18446744073709552000", .double, "1.8446744073709552e+19"),
        ("1e300", .double, "1e+300"),
        ("1.7976931348623157e308", .double, "1.7976931348623157e+308"),
        // A fraction is the nearest double, however long.
        ("9007199254740993.5", .double, "9.007199254740994e+15"),
        ("1.5", .double, "1.5"),
        ("0.1", .double, "0.1"),
    ])
    func readsJSONNumbers(text: String, kind: Value.Kind, written: String) throws {
        let value = try Value(json: text)
        #expect(value.kind == kind)
        #expect(value.jsonText == written)
        #expect(Value(numberText: text) == value)
    }

    /// The readers of other text: a leading `+`, YAML's; `nil` for what `Double` cannot read.
    @Test func readsTextThatIsNotJSON() {
        #expect(Value(numberText: "+9007199254740993.0") == .int(9_007_199_254_740_993))
        #expect(Value(numberText: "+1.8446744073709551617e19")?.jsonText == "18446744073709551617")
        #expect(Value(numberText: "42") == .int(42))
        #expect(Value(numberText: "-0.5") == .double(-0.5))
        #expect(Value(numberText: "1e400") == .double(.infinity))
        #expect(Value(numberText: "12abc") == nil)
        #expect(Value(numberText: "") == nil)
    }

    /// Text the whole-number reading does not know is left its nearest double.
    @Test func unknownTextKeepsTheNearestDouble() {
        #expect(Value.number(written: "0x1p60".utf8, nearest: 0x1p60) == .double(0x1p60))
        #expect(Value.number(written: "18446744073709551617x".utf8, nearest: 0x1p64) == .double(0x1p64))
        #expect(Value.number(written: "1e".utf8, nearest: 0x1p64) == .double(0x1p64))
    }

    /// The numbers compare with bounds exactly, in both kinds.
    @Test func comparesWithTheBoundsItWasWrittenAgainst() throws {
        let written = try Value(json: "9.007199254740993e15")
        #expect(written.compare(to: .int(9_007_199_254_740_993)) == .orderedSame)
        #expect(written.compare(to: .double(0x1p53)) == .orderedDescending)
        let beyond = try Value(json: "1.8446744073709551617e19")
        #expect(beyond.compare(to: .double(0x1p64)) == .orderedDescending)
        #expect(beyond.compare(to: .int(.max)) == .orderedDescending)
        #expect(beyond.isEquivalent(to: try Value(json: "18446744073709551617")))
        #expect(!beyond.isEquivalent(to: .double(0x1p64)))
        #expect(beyond.compare(to: try Value(json: "18446744073709551618")) == .orderedAscending)
    }
}
