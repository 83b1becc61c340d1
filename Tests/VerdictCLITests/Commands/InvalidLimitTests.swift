import Testing

@testable import VerdictCLI

/// `--max-invalid`'s limit compared exactly: a percentage is never rounded, and no count is too
/// large to compare.
@Suite struct InvalidLimitTests {
    @Test(arguments: [
        ("1.1%", 11, 1000, true), ("1.1%", 12, 1000, false), ("0.29%", 29, 10_000, true),
        ("0.29%", 30, 10_000, false), ("33.333333%", 1, 3, false), ("33.333334%", 1, 3, true),
        ("0%", 0, 0, true), ("0%", 1, 1, false), ("100%", 5, 5, true), ("7", 7, 7, true), ("7", 8, 9, false),
    ])
    func admitsWithinTheLimitOnly(limit: String, invalid: Int, records: Int, admits: Bool) throws {
        #expect(try InvalidLimit(parsing: limit).admits(invalid: invalid, of: records) == admits)
    }

    /// Products past `Int.max` are compared in full width.
    @Test func hugeCountsDoNotOverflow() throws {
        let limit = try InvalidLimit(parsing: "99.999999%")
        #expect(limit.admits(invalid: Int.max / 2, of: Int.max / 2) == false)
        #expect(limit.admits(invalid: Int.max / 4, of: Int.max / 2))
    }
}
