import Foundation
import Testing
import Verdict

@Suite struct ISO8601Tests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0), ("2020-01-01T00:00:00Z", 1_577_836_800),
        ("2020-01-01", 1_577_836_800), ("2020-01-01T02:00:00+02:00", 1_577_836_800),
        ("2019-12-31T19:00:00-0500", 1_577_836_800), ("2020-01-01 00:00:00", 1_577_836_800),
        ("2020-01-01T00:00:00.250Z", 1_577_836_800.25), ("2024-02-29T12:00:00Z", 1_709_208_000),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func parses(text: String, seconds: Double) {
        #expect(ISO8601.parse(text)?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: [
        "", "2020", "2020-13-01", "2023-02-29", "2020-01-01T25:00:00Z", "2020-01-01T00:00:00Q",
        "2020-01-01T00:00:00Z trailing", "20200101", "yesterday", "2020-01-01T",
    ])
    func rejects(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    @Test func formatsInUTC() {
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_577_836_800)) == "2020-01-01T00:00:00Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_577_836_800.5)) == "2020-01-01T00:00:00.500Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
    }
}
