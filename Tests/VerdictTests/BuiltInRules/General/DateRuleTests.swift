import Foundation
import Testing
import Verdict

@Suite struct DateRuleTests {
    let now = referenceNow
    func at(_ offset: Double) -> Value { .date(now.addingTimeInterval(offset)) }

    @Test func ngrVectorsOfEarlierRules() {
        let plus10 = Operand.date(now.addingTimeInterval(10))
        #expect(passes(Validate("value").earlierThan(plus10), at(0), now: now))
        #expect(!passes(Validate("value").earlierThan(plus10), at(10), now: now))
        #expect(passes(Validate("value").earlierThanOrEqualTo(.now), at(0), now: now))
        #expect(!passes(Validate("value").earlierThanOrEqualTo(.now), at(10), now: now))
        let t = now.timeIntervalSince1970 + 5
        #expect(passes(Validate("value").earlierThan(unixTimestamp: t), at(0), now: now))
        #expect(!passes(Validate("value").earlierThan(unixTimestamp: t), at(10), now: now))
        #expect(passes(Validate("value").earlierThanOrEqualTo(unixTimestamp: t), at(0), now: now))
    }

    @Test func ngrVectorsOfLaterRules() {
        #expect(passes(Validate("value").laterThan(.now), at(10), now: now))
        #expect(!passes(Validate("value").laterThan(.now), at(0), now: now))
        let plus10 = Operand.date(now.addingTimeInterval(10))
        #expect(passes(Validate("value").laterThanOrEqualTo(plus10), at(10), now: now))
        #expect(!passes(Validate("value").laterThanOrEqualTo(plus10), at(0), now: now))
        let t = now.timeIntervalSince1970 + 5
        #expect(passes(Validate("value").laterThan(unixTimestamp: t), at(10), now: now))
        #expect(!passes(Validate("value").laterThanOrEqualTo(unixTimestamp: t), at(0), now: now))
    }

    @Test func betweenDates() {
        let inclusive = Validate("value").betweenDates(.date(now.addingTimeInterval(-10)), .now, inclusive: true)
        #expect(passes(inclusive, at(0), now: now))
        #expect(!passes(inclusive, at(10), now: now))
        let exclusive = Validate("value").betweenDates(
            .date(now.addingTimeInterval(-10)), .date(now.addingTimeInterval(10)), inclusive: false)
        #expect(passes(exclusive, at(0), now: now))
        #expect(!passes(exclusive, at(10), now: now))
        #expect(
            errors(exclusive, at(10), now: now).map(\.message) == [
                "Value must be after 2027-01-15T07:59:50Z and before 2027-01-15T08:00:10Z."
            ])
    }

    @Test func isoStringsAndFields() {
        let rules = RuleSet {
            Validate("startDate").laterThanOrEqualTo("2020-01-01T00:00:00Z").earlierThan(.field("endDate"))
            Validate("endDate").laterThan(.field("startDate"))
        }
        let ok: [String: Value] = ["startDate": "2026-03-01T10:00:00Z", "endDate": "2026-03-01T11:00:00+00:00"]
        #expect(rules.validate(ok).isValid)
        let early: [String: Value] = ["startDate": "2019-06-01T09:00:00Z", "endDate": "2019-06-01T10:00:00Z"]
        #expect(
            rules.validate(early).errors.map(\.message) == ["Start date must be 2020-01-01T00:00:00Z or later."])
        let same: [String: Value] = ["startDate": "2026-03-01T10:00:00Z", "endDate": "2026-03-01T10:00:00Z"]
        #expect(rules.validate(same).errors.map(\.attribute) == ["startDate", "endDate"])
    }

    @Test func notADateAndMissingOperand() {
        #expect(
            errors(Validate("value").laterThan(.now), "yesterday").map(\.message) == [
                "Value must be a date, such as 2024-05-31 or 2024-05-31T12:00:00Z."
            ])
        #expect(passes(Validate("value").earlierThan(.field("missing")), "2026-01-01"))
    }

    @Test func messagesNameTheDates() {
        let inclusive = Validate("value").betweenDates(.date(now.addingTimeInterval(-10)), .now, inclusive: true)
        #expect(
            errors(inclusive, at(10), now: now).map(\.message) == [
                "Value must be between 2027-01-15T07:59:50Z and now, both included."
            ])
        #expect(
            errors(Validate("value").earlierThan(.now), at(10), now: now).map(\.message) == [
                "Value must be earlier than now."
            ])
        #expect(
            errors(Validate("value").earlierThanOrEqualTo(.now), at(10), now: now).map(\.message) == [
                "Value must be now or earlier."
            ])
        #expect(
            errors(Validate("value").laterThan(.date(now)), at(0), now: now).map(\.message) == [
                "Value must be later than 2027-01-15T08:00:00Z."
            ])
        let rules = RuleSet { Validate("endDate").laterThan(.field("startDate")) }
        #expect(
            rules.validate(["endDate": at(0), "startDate": at(10)] as [String: Value], now: now).errors.map(\.message)
                == ["End date must be later than startDate."])
    }
}
