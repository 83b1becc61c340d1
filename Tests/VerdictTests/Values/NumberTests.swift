import Foundation
import Testing
import Verdict

/// `Number`: integers and doubles compared by their exact values, as a JSON number means them.
@Suite struct NumberTests {
    static let twoTo53 = 9_007_199_254_740_992
    static let twoTo62 = 4_611_686_018_427_387_904

    /// Each pair compared both ways: the answer, and its reverse the other way round.
    @Test(arguments: [
        // Integers beyond 2^53 as integers (one Double apart from nothing).
        (Number.int(twoTo53 + 1), Number.int(twoTo53), ComparisonResult?.some(.orderedDescending)),
        (.int(twoTo62 + 1), .int(twoTo62), .orderedDescending),
        // An integer against a double, exactly, at and around 2^53 and 2^62.
        (.int(twoTo53 + 1), .double(0x1p53), .orderedDescending),
        (.int(twoTo53), .double(0x1p53), .orderedSame),
        (.int(twoTo53 - 1), .double(0x1p53), .orderedAscending),
        (.int(twoTo53 + 1), .double(0x1p53 + 2), .orderedAscending),
        (.int(twoTo62 + 1), .double(0x1p62), .orderedDescending),
        (.int(twoTo62), .double(0x1p62), .orderedSame),
        (.int(twoTo62 - 1), .double(0x1p62), .orderedAscending),
        // 2^63 is above every Int, though `Double(Int.max)` rounds to it; -2^63 is Int.min.
        (.int(.max), .double(0x1p63), .orderedAscending),
        (.int(.max), .double(1e300), .orderedAscending),
        (.int(.max), .double(.infinity), .orderedAscending),
        (.int(.min), .double(-0x1p63), .orderedSame),
        (.int(.min + 1), .double(-0x1p63), .orderedDescending),
        (.int(.min), .double(-0x1.0000000000001p63), .orderedDescending),
        (.int(.min), .double(-.infinity), .orderedDescending),
        // Negative values, and fractions on either side of the truncation.
        (.int(-twoTo53 - 1), .double(-0x1p53), .orderedAscending),
        (.int(-twoTo53), .double(-0x1p53), .orderedSame),
        (.int(2), .double(2.5), .orderedAscending),
        (.int(3), .double(2.5), .orderedDescending),
        (.int(-2), .double(-2.5), .orderedDescending),
        (.int(-3), .double(-2.5), .orderedAscending),
        (.int(0), .double(-0.0), .orderedSame),
        (.int(0), .double(-0x1p-1074), .orderedDescending),
        // Doubles as doubles; NaN is ordered with nothing.
        (.double(1.5), .double(2.5), .orderedAscending),
        (.int(1), .double(.nan), nil),
        (.int(.max), .double(.nan), nil),
        (.double(.nan), .double(.nan), nil),
    ])
    func comparesExactly(a: Number, b: Number, expected: ComparisonResult?) {
        #expect(a.compare(to: b) == expected)
        let reversed: ComparisonResult? =
            switch expected {
            case .orderedAscending: .orderedDescending
            case .orderedDescending: .orderedAscending
            case let other: other
            }
        #expect(b.compare(to: a) == reversed)
    }

    /// Issue 43, item 4: a whole number beyond `Int` that no double holds, as the reader gives it,
    /// against every kind; each pair compared both ways.
    @Test(arguments: [
        ("18446744073709551617", Number.double(0x1p64), ComparisonResult?.some(.orderedDescending)),
        ("18446744073709551615", .double(0x1p64), .orderedAscending),
        ("18446744073709551617", .double(0x1p64.nextUp), .orderedAscending),
        ("-18446744073709551617", .double(-0x1p64), .orderedAscending),
        ("9223372036854775809", .int(.max), .orderedDescending),
        ("9223372036854775809", .double(0x1p63), .orderedDescending),
        ("-9223372036854775809", .int(.min), .orderedAscending),
        ("18446744073709551617", .double(.infinity), .orderedAscending),
        ("18446744073709551617", .double(.nan), nil),
    ])
    func largeIntegersCompareExactly(text: String, other: Number, expected: ComparisonResult?) throws {
        let large = try #require(try Value(json: text).numberValue)
        guard case .largeInteger = large else {
            Issue.record("\(text) is read as \(large.value.kind)")
            return
        }
        #expect(large.compare(to: other) == expected)
        let reversed: ComparisonResult? =
            switch expected {
            case .orderedAscending: .orderedDescending
            case .orderedDescending: .orderedAscending
            case let other: other
            }
        #expect(other.compare(to: large) == reversed)
    }

    @Test func largeIntegersAreWholeFiniteAndEqualOnlyToThemselves() throws {
        let large = try #require(try Value(json: "1.8446744073709551617e19").numberValue)
        let same = try #require(try Value(json: "18446744073709551617").numberValue)
        let next = try #require(try Value(json: "18446744073709551618").numberValue)
        #expect(large == same && large.hashValue == same.hashValue)
        #expect(large < next && next > large && large != next)
        #expect(large != .double(0x1p64))
        #expect(Set<Number>([large, same, next, .double(0x1p64)]).count == 3)
        #expect(large.isWhole && large.isFinite && !large.isNaN)
        #expect(large.doubleValue == 0x1p64)
        #expect(large.description == "18446744073709551617")
        #expect(large.value.kind == .largeInteger)
    }

    @Test func operatorsFollowTheExactOrder() {
        let above = Number.int(Self.twoTo53 + 1)
        let double = Number.double(0x1p53)
        #expect(above > double)
        #expect(above >= double)
        #expect(!(above <= double))
        #expect(!(above < double))
        #expect(above != double)
        #expect(Number.int(100) == .double(100))
        #expect(Number.int(100) <= .double(100))
        #expect(Number.int(100) >= .double(100))
    }

    @Test func nanIsNeitherBelowNorAboveNorEqual() {
        let nan = Number.double(.nan)
        for other: Number in [nan, .int(0), .double(1.5), .double(.infinity)] {
            #expect(!(nan < other) && !(nan <= other) && !(nan == other) && !(nan >= other) && !(nan > other))
            #expect(!(other < nan) && !(other <= nan) && !(other == nan) && !(other >= nan) && !(other > nan))
        }
        #expect(nan.isNaN)
        #expect(!Number.int(0).isNaN)
    }

    @Test func equalNumbersHashAlike() {
        let numbers: Set<Number> = [.int(1), .double(1.0), .double(1.5), .int(Self.twoTo53 + 1), .double(0x1p53)]
        #expect(numbers.count == 4)
        #expect(!numbers.contains(.double(0x1p53 + 2)))
        #expect(numbers.contains(.int(Self.twoTo53)))
        #expect(Number.int(0).hashValue == Number.double(-0.0).hashValue)
    }

    /// JSON Schema 2020-12's "integer": any number with a zero fractional part.
    @Test(arguments: [
        (Number.int(100), true), (.double(1e2), true), (.double(100.0), true), (.double(0x1p63), true),
        (.double(-0x1p63), true), (.double(1e300), true), (.double(-0.0), true), (.int(.min), true),
        (.double(1.5), false), (.double(-0.5), false), (.double(0x1p51 + 0.5), false),
        (.double(.infinity), false), (.double(.nan), false),
    ])
    func wholeNumbers(number: Number, isWhole: Bool) {
        #expect(number.isWhole == isWhole)
    }

    @Test func keepsTheKindItWasGiven() {
        #expect(Number(.int(Self.twoTo53 + 1))?.value == .int(9_007_199_254_740_993))
        #expect(Number(.double(2.5))?.value == .double(2.5))
        #expect(Number(.string("1")) == nil)
        #expect(Number(.bool(true)) == nil)
        #expect(Value.int(3).numberValue?.value == .int(3))
        let literal: Number = 9_007_199_254_740_993
        #expect(literal.value == .int(9_007_199_254_740_993))
        let fractional: Number = 2.5
        #expect(fractional.value == .double(2.5))
    }

    @Test func descriptionsAreTheValues() {
        #expect(Number.int(5).description == "5")
        #expect(Number.double(5).description == "5")
        #expect(Number.double(2.5).description == "2.5")
        #expect(Number.int(Self.twoTo53 + 1).description == "9007199254740993")
    }
}
