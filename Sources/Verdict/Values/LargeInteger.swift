public import Foundation

/// A whole number that neither `Int` nor `Double` holds exactly, kept as its decimal digits so that
/// it compares exactly: what the readers make of `18446744073709551617` or
/// `1.8446744073709551617e19`.
///
/// Past 2^64 a double holds only every 4096th integer, so read as a double `18446744073709551617`
/// would be `18446744073709551616` and meet `max = 2^64`. A `LargeInteger` keeps the digits, the
/// nearest double and the side of that double it lies on, and compares without arithmetic:
///
/// - with an `Int`, by its sign alone: it lies beyond every `Int`;
/// - with a `Double`, by its nearest double, and where that is the double itself, by its side
///   (rounding to nearest never reorders two numbers);
/// - with another large integer, by the digits.
///
/// Only the readers make one (``Value/init(json:)``, the command line's CSV and YAML readers, a
/// form's typed values), and only for such a number: a whole number an `Int` holds is read as
/// `.int` and one a `Double` holds exactly as `.double`, so a `LargeInteger` equals no `Int` and no
/// `Double`. Text that is a double's own shortest form (`1e300`, `1.8446744073709552e+19`) is read
/// as that double, as JSON writers mean it. ``JSONWriter`` writes a large integer as its digits, so
/// it reads back as itself. Lua has no such integers: a Lua rule is given ``nearestDouble``.
public struct LargeInteger: Sendable, Hashable {
    /// Whether the number is below zero.
    public let isNegative: Bool
    /// The decimal digits of its magnitude, without leading zeros: `"18446744073709551617"`.
    public let digits: String
    /// The double nearest to it: what Lua rules and ``Value/doubleValue`` are given.
    public let nearestDouble: Double
    /// Whether it lies above ``nearestDouble``; it is never equal to it.
    let isAboveNearestDouble: Bool

    /// The number whose magnitude has the decimal `digits` (no leading zero) and whose
    /// nearest double is `nearest`, on the side of it `isAboveNearestDouble` says. The reader
    /// (``Value/number(written:nearest:)``) makes one only when neither an `Int` nor `nearest`
    /// holds the number exactly.
    init(isNegative: Bool, digits: String, nearest: Double, isAboveNearestDouble: Bool) {
        self.isNegative = isNegative
        self.digits = digits
        self.nearestDouble = nearest
        self.isAboveNearestDouble = isAboveNearestDouble
    }

    /// Orders it against an integer, which it lies beyond: below every `Int` when negative.
    public func compare(to other: Int) -> ComparisonResult {
        isNegative ? .orderedAscending : .orderedDescending
    }

    /// Orders it against a double exactly; `nil` when the double is NaN.
    public func compare(to other: Double) -> ComparisonResult? {
        if other.isNaN { return nil }
        if nearestDouble < other { return .orderedAscending }
        if nearestDouble > other { return .orderedDescending }
        return isAboveNearestDouble ? .orderedDescending : .orderedAscending
    }

    /// Orders it against another large integer by sign, then by the digits.
    public func compare(to other: LargeInteger) -> ComparisonResult {
        if isNegative != other.isNegative { return isNegative ? .orderedAscending : .orderedDescending }
        let magnitude = Self.order(digits.utf8, other.digits.utf8)
        guard isNegative else { return magnitude }
        switch magnitude {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// Orders two magnitudes written as ASCII digits without leading zeros: the longer is larger,
    /// and of equal lengths the first differing digit decides.
    static func order(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> ComparisonResult {
        if a.count != b.count { return a.count < b.count ? .orderedAscending : .orderedDescending }
        for (x, y) in zip(a, b) where x != y { return x < y ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }

    /// The decimal digits (ASCII) of a whole, finite, non-negative double, exactly.
    ///
    /// The double is its 53-bit significand times a power of two, multiplied out in base 10⁹
    /// limbs 29 bits at a time (a limb below 2³⁰ shifted by 29 bits, plus the carry, fits 64 bits).
    static func digits(ofWhole d: Double) -> [UInt8] {
        let limbBase: UInt64 = 1_000_000_000
        var shift = d < 0x1p53 ? 0 : Int(d.exponent) - Double.significandBitCount
        let significand = shift == 0 ? UInt64(d) : d.significandBitPattern | 1 << Double.significandBitCount
        var limbs = [significand % limbBase, significand / limbBase % limbBase, significand / limbBase / limbBase]
        while shift > 0 {
            let step = Swift.min(shift, 29)
            var carry: UInt64 = 0
            for index in limbs.indices {
                let shifted = limbs[index] << step + carry
                limbs[index] = shifted % limbBase
                carry = shifted / limbBase
            }
            while carry > 0 {
                limbs.append(carry % limbBase)
                carry /= limbBase
            }
            shift -= step
        }
        var digits: [UInt8] = []
        for limb in limbs.reversed() {
            var chunk = limb
            var nine = [UInt8](repeating: UInt8(ascii: "0"), count: 9)
            for position in (0..<9).reversed() {
                nine[position] += UInt8(chunk % 10)
                chunk /= 10
            }
            digits.append(contentsOf: nine)
        }
        let first = digits.firstIndex { $0 != UInt8(ascii: "0") } ?? (digits.count - 1)
        return Array(digits[first...])
    }
}

extension LargeInteger: CustomStringConvertible {
    /// The number as JSON writes it: `-` and the digits, `-18446744073709551617`.
    public var description: String { isNegative ? "-" + digits : digits }
}
