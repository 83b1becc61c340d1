import Testing
import Verdict

@testable import VerdictCLI

/// How `verdict diff` tells two answers on one record apart: the verdict, then the errors as a
/// multiset of attribute, rule, key, parameters and message.
@Suite struct AnswerChangeTests {
    private static let short = ValidationError(
        attribute: "name", rule: "minLength", key: "tooShort", message: "Name must be at least 3 characters long.",
        params: ["min": .int(3)], value: .string("Al"))
    private static let email = ValidationError(
        attribute: "email", rule: "email", key: "email", message: "is not an email.", value: .string("x"))

    private static func valid(strategy: String = "default") -> RecordVerdict {
        RecordVerdict(strategy: strategy, outcome: .valid)
    }

    private static func invalid(_ errors: [ValidationError], strategy: String = "rules") -> RecordVerdict {
        RecordVerdict(strategy: strategy, outcome: StrategyOutcome(.invalid, reason: "failed", errors: errors))
    }

    @Test func validThenInvalidIsNewlyInvalid() {
        #expect(AnswerChange(from: Self.valid(), to: Self.invalid([Self.short])) == .newlyInvalid)
    }

    @Test func invalidThenValidIsNewlyValid() {
        #expect(AnswerChange(from: Self.invalid([Self.short]), to: Self.valid()) == .newlyValid)
    }

    @Test func sameErrorsInAnotherOrderAreUnchanged() {
        let change = AnswerChange(
            from: Self.invalid([Self.short, Self.email]), to: Self.invalid([Self.email, Self.short]))
        #expect(change == .unchanged)
        #expect(!change.isChange)
    }

    @Test func anErrorTwiceIsNotTheSameAsOnce() {
        let change = AnswerChange(
            from: Self.invalid([Self.short, Self.short, Self.email]),
            to: Self.invalid([Self.short, Self.email, Self.email]))
        #expect(change == .errorsChanged)
    }

    /// Each compared part of an error, changed alone, changes the answer.
    @Test(arguments: ["attribute", "rule", "key", "params", "message"])
    func eachComparedPartOfAnErrorCounts(part: String) {
        var changed = Self.short
        switch part {
        case "attribute": changed.attribute = "nickname"
        case "rule": changed.rule = "lengthRange"
        case "key": changed.key = "tooLong"
        case "params": changed.params = ["min": .int(5)]
        default: changed.message = "Name is too short."
        }
        #expect(AnswerChange(from: Self.invalid([Self.short]), to: Self.invalid([changed])) == .errorsChanged)
    }

    /// The failing value is the record's own, and the strategy and reason are how, not what, the
    /// rules answered.
    @Test func valueStrategyAndReasonAreNotCompared() {
        var otherValue = Self.short
        otherValue.value = .string("Bo")
        let old = Self.invalid([Self.short])
        let new = RecordVerdict(
            strategy: "timestamp", outcome: StrategyOutcome(.invalid, reason: "expired", errors: [otherValue]))
        #expect(AnswerChange(from: old, to: new) == .unchanged)
        #expect(
            AnswerChange(from: Self.valid(strategy: "default"), to: Self.valid(strategy: "reachability")) == .unchanged)
    }

    /// A valid record can carry errors (a Lua strategy that decides valid over failed rules).
    @Test func validRecordsWithOtherErrorsChanged() {
        let old = RecordVerdict(strategy: "lenient", outcome: StrategyOutcome(.valid, errors: [Self.short]))
        #expect(AnswerChange(from: old, to: Self.valid()) == .errorsChanged)
    }
}
