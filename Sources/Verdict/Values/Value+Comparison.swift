public import Foundation

extension Value {
    /// Equality as a person means it: `1 == 1.0`, otherwise the same kind and content.
    ///
    /// Numbers are equal by their exact values (``Number``): `9007199254740993` is not
    /// `9007199254740992.0`, though both are the same `Double`; NaN equals nothing.
    public func isEquivalent(to other: Value) -> Bool {
        if let a = numberValue, let b = other.numberValue { return a == b }
        return self == other
    }

    /// Orders two values of a comparable kind: numbers with numbers, strings with strings, dates with
    /// dates (a date also compares with an ISO 8601 string or a unix timestamp). `nil` when the two
    /// cannot be ordered.
    ///
    /// Numbers are ordered by their exact values (``Number/compare(to:)``), integers beyond 2^53
    /// and beyond 64 bits included; NaN cannot be ordered.
    public func compare(to other: Value) -> ComparisonResult? {
        switch (self, other) {
        case (.string(let a), .string(let b)): return order(a, b)
        case (.bool(let a), .bool(let b)): return a == b ? .orderedSame : nil
        case (.date, _), (_, .date):
            guard let a = self.dateValue, let b = other.dateValue else { return nil }
            return order(a, b)
        default:
            guard let a = numberValue, let b = other.numberValue else { return nil }
            return a.compare(to: b)
        }
    }

    /// The value read as a date: a date, an ISO 8601 string, or a unix timestamp in seconds.
    public var dateValue: Date? {
        switch self {
        case .date(let d): return d
        case .string(let s): return ISO8601.parse(s)
        case .int(let i): return Date(timeIntervalSince1970: Double(i))
        case .double(let d): return Date(timeIntervalSince1970: d)
        case .largeInteger(let n): return Date(timeIntervalSince1970: n.nearestDouble)
        default: return nil
        }
    }

    private func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }
}
