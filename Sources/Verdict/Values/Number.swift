public import Foundation

/// A number as Verdict reads it — an integer, a double, or a whole number too large for both —
/// compared by its exact value, as a JSON number means it.
///
/// `Double` holds every integer up to 2^53 but not all beyond it, so comparing through `Double`
/// makes `9007199254740993` equal to `9007199254740992`. A `Number` compares two integers as
/// integers and an integer with a double exactly, by the double's truncation and then its fraction:
///
/// ```swift
/// Number.int(9_007_199_254_740_993) > .double(9_007_199_254_740_992)  // true
/// Number.int(100) == .double(100.0)                                   // true
/// Number.int(.max) < .double(0x1p63)                                  // true: 2^63 is no Int
/// ```
///
/// A whole number is exact however it was written: the readers give `9007199254740993.0` as
/// `.int`, and one that neither an `Int` nor a `Double` holds (`18446744073709551617`,
/// `1.8446744073709551617e19`) as a ``LargeInteger``, which compares with the others exactly.
///
/// A double beyond ±2^63 (infinities included) lies beyond every integer. NaN is ordered with
/// nothing: ``compare(to:)`` answers `nil`, and `<`, `<=`, `==`, `>=` and `>` are all `false`, as
/// they are for `Double`. Equal numbers hash alike (`.int(1)` and `.double(1.0)`), so `Number` can
/// key a dictionary by value; NaN is not equal to itself, as in `Double`.
public enum Number: Sendable {
    /// A signed 64-bit integer: a Swift `Int`, a Lua integer, a JSON integer that fits.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A whole number that neither `Int` nor `Double` holds exactly (see ``LargeInteger``). Boxed
    /// (`indirect`), so that a number stays the 9 bytes of an `Int` or a `Double` and its tag.
    indirect case largeInteger(LargeInteger)

    /// The number a value holds, when it is a number; `nil` for any other kind.
    public init?(_ value: Value) {
        switch value {
        case .int(let i): self = .int(i)
        case .double(let d): self = .double(d)
        case .largeInteger(let n): self = .largeInteger(n)
        default: return nil
        }
    }

    /// The number as a ``Value``, of the kind it was given.
    public var value: Value {
        switch self {
        case .int(let i): .int(i)
        case .double(let d): .double(d)
        case .largeInteger(let n): .largeInteger(n)
        }
    }

    /// The nearest double (an integer beyond 2^53 is rounded).
    public var doubleValue: Double {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        case .largeInteger(let n): n.nearestDouble
        }
    }

    /// Whether this is NaN, which is ordered with no number.
    public var isNaN: Bool {
        if case .double(let d) = self { return d.isNaN }
        return false
    }

    /// Whether this is neither infinite nor NaN.
    public var isFinite: Bool {
        if case .double(let d) = self { return d.isFinite }
        return true
    }

    /// Whether this is a whole number, whatever its written form: `100`, `1e2`, `100.0` and
    /// `9223372036854775808` (2^63, beyond `Int`) are; `1.5`, infinities and NaN are not.
    ///
    /// This is JSON Schema's (2020-12) "integer": a number with a zero fractional part.
    public var isWhole: Bool {
        switch self {
        case .int, .largeInteger: true
        case .double(let d): d.isFinite && d.rounded(.towardZero) == d
        }
    }

    /// Orders two numbers by their exact values; `nil` when either is NaN.
    ///
    /// Two integers compare as integers, two doubles as doubles, and an integer with a double by
    /// the double's truncation toward zero, then by its fraction, with no rounding anywhere. A
    /// ``LargeInteger`` lies beyond every integer, and compares with a double by its nearest double
    /// and its side of it.
    public func compare(to other: Number) -> ComparisonResult? {
        switch (self, other) {
        case (.int(let a), .int(let b)): return Self.order(a, b)
        case (.double(let a), .double(let b)):
            if a.isNaN || b.isNaN { return nil }
            return Self.order(a, b)
        case (.int(let a), .double(let b)): return Self.compare(a, b)
        case (.double(let a), .int(let b)):
            return Self.compare(b, a).map { Self.reversed($0) }
        case (.largeInteger(let a), .largeInteger(let b)): return a.compare(to: b)
        case (.largeInteger(let a), .int(let b)): return a.compare(to: b)
        case (.largeInteger(let a), .double(let b)): return a.compare(to: b)
        case (_, .largeInteger):
            return other.compare(to: self).map { Self.reversed($0) }
        }
    }

    /// 2^63, the first double above `Int.max`; `-2^63` is `Int.min` exactly.
    private static let twoToThe63: Double = 0x1p63

    /// Orders an integer against a double exactly; `nil` when the double is NaN.
    private static func compare(_ i: Int, _ d: Double) -> ComparisonResult? {
        if d.isNaN { return nil }
        if d >= twoToThe63 { return .orderedAscending }
        if d < -twoToThe63 { return .orderedDescending }
        // Here -2^63 ≤ d < 2^63, so its truncation is an Int, and `d - whole` is exact.
        let whole = d.rounded(.towardZero)
        let truncated = Int(whole)
        if i != truncated { return order(i, truncated) }
        let fraction = d - whole
        if fraction > 0 { return .orderedAscending }
        if fraction < 0 { return .orderedDescending }
        return .orderedSame
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }

    private static func reversed(_ order: ComparisonResult) -> ComparisonResult {
        switch order {
        case .orderedAscending: .orderedDescending
        case .orderedDescending: .orderedAscending
        case .orderedSame: .orderedSame
        }
    }
}

extension Number: Comparable {
    /// Whether two numbers have the same exact value (`.int(1) == .double(1.0)`); NaN equals nothing.
    public static func == (lhs: Number, rhs: Number) -> Bool { lhs.compare(to: rhs) == .orderedSame }
    /// Whether `lhs` is exactly less than `rhs`; `false` when either is NaN.
    public static func < (lhs: Number, rhs: Number) -> Bool { lhs.compare(to: rhs) == .orderedAscending }
    /// Whether `lhs` is exactly at most `rhs`; `false` when either is NaN.
    public static func <= (lhs: Number, rhs: Number) -> Bool {
        guard let order = lhs.compare(to: rhs) else { return false }
        return order != .orderedDescending
    }
    /// Whether `lhs` is exactly greater than `rhs`; `false` when either is NaN.
    public static func > (lhs: Number, rhs: Number) -> Bool { lhs.compare(to: rhs) == .orderedDescending }
    /// Whether `lhs` is exactly at least `rhs`; `false` when either is NaN.
    public static func >= (lhs: Number, rhs: Number) -> Bool {
        guard let order = lhs.compare(to: rhs) else { return false }
        return order != .orderedAscending
    }
}

extension Number: Hashable {
    /// Hashes the value, so that equal numbers of either kind hash alike: a double that is an
    /// `Int` exactly hashes as that `Int`. A ``LargeInteger`` equals only itself.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .int(let i): hasher.combine(i)
        case .double(let d):
            if let i = Int(exactly: d) { hasher.combine(i) } else { hasher.combine(d) }
        case .largeInteger(let n): hasher.combine(n)
        }
    }
}

extension Number: CustomStringConvertible {
    /// The number as messages show it: ``Value/description`` (`5` for both `.int(5)` and `.double(5)`).
    public var description: String { value.description }
}

extension Number: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An integer literal is an integer: `Number = 9007199254740993` is exact.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal is a double.
    public init(floatLiteral value: Double) { self = .double(value) }
}
