import Foundation
import Testing

@testable import Verdict

/// `LargeInteger`: whole numbers that neither `Int` nor `Double` holds, compared exactly by their
/// digits, their nearest double and their side of it.
@Suite struct LargeIntegerTests {
    /// The large integer the JSON reader makes of `text`.
    static func large(_ text: String) throws -> LargeInteger {
        guard case .largeInteger(let n) = try Value(json: text) else {
            throw LargeIntegerTestError(text: text)
        }
        return n
    }

    struct LargeIntegerTestError: Error { let text: String }

    @Test func keepsDigitsSignAndNearestDouble() throws {
        let above = try Self.large("18446744073709551617")
        #expect(!above.isNegative)
        #expect(above.digits == "18446744073709551617")
        #expect(above.nearestDouble == 0x1p64)
        #expect(above.isAboveNearestDouble)
        let below = try Self.large("-18446744073709551615")
        #expect(below.isNegative)
        #expect(below.description == "-18446744073709551615")
        #expect(below.nearestDouble == -0x1p64)
        // -18446744073709551615 is above -2^64.
        #expect(below.isAboveNearestDouble)
        #expect(try Self.large("18446744073709551615").isAboveNearestDouble == false)
    }

    /// The case is boxed: a `Value` stays a string and its tag, a `Number` a double and its tag,
    /// so that records of numbers that never hold one pay nothing for it.
    @Test func valuesAndNumbersStaySmall() {
        #expect(MemoryLayout<Value>.size == MemoryLayout<String>.size + 1)
        #expect(MemoryLayout<Number>.size == MemoryLayout<Double>.size + 1)
    }

    /// Beyond every `Int`, on its side of zero.
    @Test func liesBeyondEveryInt() throws {
        let positive = try Self.large("9223372036854775809")
        let negative = try Self.large("-9223372036854775809")
        for i in [Int.min, -1, 0, 1, Int.max] {
            #expect(positive.compare(to: i) == .orderedDescending)
            #expect(negative.compare(to: i) == .orderedAscending)
        }
    }

    /// Against a double: by the nearest double, and at it by the side.
    @Test(arguments: [
        ("18446744073709551617", 0x1p64, ComparisonResult?.some(.orderedDescending)),
        ("18446744073709551615", 0x1p64, .orderedAscending),
        ("18446744073709551617", 0x1p64.nextUp, .orderedAscending),
        ("18446744073709551615", 0x1p64.nextDown, .orderedDescending),
        ("-18446744073709551617", -0x1p64, .orderedAscending),
        ("-18446744073709551615", -0x1p64, .orderedDescending),
        ("18446744073709551617", .infinity, .orderedAscending),
        ("-18446744073709551617", -.infinity, .orderedDescending),
        ("18446744073709551617", 1.5, .orderedDescending),
        ("18446744073709551617", .nan, nil),
    ])
    func comparesWithADoubleExactly(text: String, double: Double, expected: ComparisonResult?) throws {
        #expect(try Self.large(text).compare(to: double) == expected)
    }

    /// Against another: sign, then length, then the first digit that differs.
    @Test(arguments: [
        ("18446744073709551617", "18446744073709551618", ComparisonResult.orderedAscending),
        ("18446744073709551617", "18446744073709551617", .orderedSame),
        ("18446744073709551617", "118446744073709551617", .orderedAscending),
        ("-18446744073709551617", "18446744073709551617", .orderedAscending),
        ("-18446744073709551617", "-18446744073709551618", .orderedDescending),
        ("-18446744073709551617", "-118446744073709551617", .orderedDescending),
    ])
    func comparesWithAnotherByItsDigits(a: String, b: String, expected: ComparisonResult) throws {
        #expect(try Self.large(a).compare(to: Self.large(b)) == expected)
    }

    /// A double's exact digits, multiplied out from its significand and exponent.
    @Test(arguments: [
        (0.0, "0"), (7.0, "7"), (0x1p53, "9007199254740992"), (0x1p63, "9223372036854775808"),
        (0x1p64, "18446744073709551616"), (0x1p64.nextUp, "18446744073709555712"),
        (1e22, "10000000000000000000000"), (1e23, "99999999999999991611392"),
        (0x1p100, "1267650600228229401496703205376"),
    ])
    func digitsOfAWholeDouble(double: Double, digits: String) {
        #expect(String(decoding: LargeInteger.digits(ofWhole: double), as: UTF8.self) == digits)
    }

    @Test func digitsOfTheLargestDouble() {
        let digits = String(decoding: LargeInteger.digits(ofWhole: .greatestFiniteMagnitude), as: UTF8.self)
        #expect(digits.count == 309)
        #expect(digits.hasPrefix("179769313486231570814527423731704356798070567525844996598917476803157260780"))
        #expect(digits.hasSuffix("858368"))
    }
}
