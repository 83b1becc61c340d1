import Foundation
import Testing
import Verdict

@Suite struct CardExpiryRuleTests {
    static func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso) ?? Date.distantPast
    }

    static let now = date("2026-03-15T12:00:00Z")
    static let valid = ["03/26", "04/26", "12/26", "01/27", "12/99", "06/30"]
    static let invalid = [
        "02/26", "13/11", "02/23", "00/26", "3/26", "03/2026", "03-26", "0326", " 03/26", "03/26 ",
        "ab/cd",
        "12/25", "",
    ]

    @Test(arguments: valid)
    func acceptsMonthsNotYetOver(expiry: String) {
        #expect(RuleProbe.passes(CardExpiryRule(), .string(expiry), now: Self.now))
    }

    @Test(arguments: invalid)
    func rejectsExpiredOrMalformed(expiry: String) {
        #expect(
            RuleProbe.failure(CardExpiryRule(), .string(expiry), now: Self.now)?.key
                == .notCardExpiry)
    }

    @Test func validThroughTheLastInstantOfTheMonth() {
        #expect(RuleProbe.passes(CardExpiryRule(), "03/26", now: Self.date("2026-03-31T23:59:59Z")))
        #expect(
            !RuleProbe.passes(CardExpiryRule(), "03/26", now: Self.date("2026-04-01T00:00:00Z")))
        #expect(RuleProbe.passes(CardExpiryRule(), "12/26", now: Self.date("2026-12-31T23:59:59Z")))
        #expect(
            !RuleProbe.passes(CardExpiryRule(), "12/26", now: Self.date("2027-01-01T00:00:00Z")))
    }

    @Test func timeZoneDecidesWhereTheMonthEnds() throws {
        let warsaw = try #require(TimeZone(identifier: "Europe/Warsaw"))
        // 23:30 UTC on 31 March is already 1 April in Warsaw.
        let late = Self.date("2026-03-31T23:30:00Z")
        #expect(RuleProbe.passes(CardExpiryRule(), "03/26", now: late))
        #expect(!RuleProbe.passes(CardExpiryRule(timeZone: warsaw), "03/26", now: late))
    }

    /// In the default English the message tells a malformed date from an expired card.
    @Test func messageTellsAMalformedDateFromAnExpiredCard() {
        #expect(
            RuleProbe.chainErrors(Validate("expiry").cardExpiry(), "13/11", now: Self.now).map(\.message) == [
                "Expiry must be a card expiry date MM/YY, such as 09/29."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("expiry").cardExpiry(), "02/26", now: Self.now).map(\.message) == [
                "Expiry is in the past: the card has expired."
            ])
    }

    @Test func ngrVectorsWithAnInjectedClock() {
        // NGRValidator's "02/23" was valid when its test was written, and expired since March 2023.
        #expect(
            RuleProbe.chainPasses(
                Validate("expiry").cardExpiry(), "02/23", now: Self.date("2023-02-10T00:00:00Z")))
        #expect(!RuleProbe.chainPasses(Validate("expiry").cardExpiry(), "02/23", now: Self.now))
        #expect(
            RuleProbe.chainErrors(Validate("expiry").cardExpiry(), "13/11", now: Self.now, locale: "en-x-ngr").map(
                \.message)
                == ["Expiry is not valid credit card's expiration date."])
        #expect(RuleProbe.failure(CardExpiryRule(), .string("13/11"))?.params["reason"] == "format")
        #expect(
            RuleProbe.failure(CardExpiryRule(), .string("02/26"), now: Self.now)?.params["reason"]
                == "expired")
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
