import ArgumentParser

/// How many refused records a run may have and still exit 0 (`--max-invalid N` or `P%`).
///
/// A run is within the limit when at most `N` records are invalid, or when the invalid records
/// are at most `P` percent of the records (`invalid × 100 ≤ P × records`, compared exactly);
/// unreadable records count as invalid. Without the option a run is within only when no record
/// is invalid, as `--max-invalid 0` says.
///
/// The option is a string read into this type when the command checks its options, as `--emit`
/// is (``Emission``): a type of its own would cost every run conformance look-ups.
struct InvalidLimit: Equatable {
    private enum Bound: Equatable {
        /// At most this many records.
        case count(Int)
        /// At most `numerator / 10^scale` percent of the records.
        case percent(numerator: Int, scale: Int)
    }

    private let bound: Bound

    /// The most decimals a percentage may have.
    private static let maximumScale = 6

    /// Reads `N` (a whole number of records) or `P%` (a percentage from 0 to 100, with at most six
    /// decimals).
    ///
    /// - Throws: `ValidationError` naming the option and the text, for anything else: a negative
    ///   number, a percentage over 100, a unit other than `%`.
    init(parsing text: String) throws(ValidationError) {
        if text.hasPrefix("-") {
            throw ValidationError("--max-invalid cannot be negative: '\(text)'")
        }
        guard text.hasSuffix("%") else {
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let count = Int(text)
            else { throw Self.unreadable(text) }
            bound = .count(count)
            return
        }
        let number = text.dropLast()
        let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let decimals = parts.count > 1 ? parts[1] : ""
        guard !whole.isEmpty, parts.count == 1 || !decimals.isEmpty, decimals.count <= Self.maximumScale,
            (whole + decimals).utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let numerator = Int(whole + decimals)
        else { throw Self.unreadable(text) }
        var hundred = 100
        for _ in 0..<decimals.count { hundred *= 10 }
        guard numerator <= hundred else {
            throw ValidationError("--max-invalid takes a percentage from 0% to 100%, not '\(text)'")
        }
        bound = .percent(numerator: numerator, scale: decimals.count)
    }

    /// The error for a text that is neither `N` nor `P%`.
    private static func unreadable(_ text: String) -> ValidationError {
        ValidationError("--max-invalid takes a number of records (10) or a percentage of them (0.5%), not '\(text)'")
    }

    /// Whether `invalid` refused records of `records` are within the limit.
    func admits(invalid: Int, of records: Int) -> Bool {
        switch bound {
        case .count(let count): return invalid <= count
        case .percent(let numerator, let scale):
            // invalid × 100 × 10^scale ≤ numerator × records, in full width: no rounding, no overflow.
            var factor = 100
            for _ in 0..<scale { factor *= 10 }
            let refused = invalid.multipliedFullWidth(by: factor)
            let allowed = numerator.multipliedFullWidth(by: records)
            return (refused.high, refused.low) <= (allowed.high, allowed.low)
        }
    }
}
