import Testing
import Verdict

@Suite struct CompareRuleTests {
    @Test(arguments: [
        (ComparisonOperator.equal, 100, true), (.equal, 101, false),
        (.greater, 101, true), (.greater, 10, false),
        (.greaterOrEqual, 101, true), (.greaterOrEqual, 100, true), (.greaterOrEqual, 10, false),
        (.less, 10, true), (.less, 101, false),
        (.lessOrEqual, 10, true), (.lessOrEqual, 100, true), (.lessOrEqual, 101, false),
        (.notEqual, 101, true), (.notEqual, 100, false),
    ])
    func againstAValue(op: ComparisonOperator, value: Int, valid: Bool) {
        #expect(passes(Validate("value").compare(op, 100), .int(value)) == valid)
    }

    @Test func bareCompareUsesTheRepeatAttribute() {
        let rules = RuleSet { Validate("password").compare() }
        #expect(rules.validate(["password": "s3cret", "password_repeat": "s3cret"] as [String: Value]).isValid)
        let report = rules.validate(["password": "s3cret", "password_repeat": "secret"] as [String: Value])
        #expect(report.errors.map(\.message) == ["Password must be equal to password_repeat."])
        #expect(!rules.validate(["password": "s3cret"] as [String: Value]).isValid)
    }

    @Test func fxModelVectors() {
        let greater = RuleSet { Validate("value").compare(.greater) }
        #expect(greater.validate(["value": 100, "value_repeat": 0] as [String: Value]).isValid)
        #expect(!greater.validate(["value": 100, "value_repeat": 101] as [String: Value]).isValid)
        let attribute = RuleSet { Validate("value").compare(.greater, .field("value2")) }
        #expect(attribute.validate(["value": 100, "value2": 0] as [String: Value]).isValid)
        #expect(!attribute.validate(["value": 100, "value2": 101] as [String: Value]).isValid)
        let constant = RuleSet { Validate("value").compare(.greater, 101) }
        #expect(!constant.validate(["value": 100, "value2": 102, "value_repeat": 102] as [String: Value]).isValid)
        #expect(constant.validate(["value": 102] as [String: Value]).isValid)
    }

    @Test func messageNamesTheRelation() {
        let e = errors(Validate("value").compare(.greaterOrEqual, 100), 10)
        #expect(e.map(\.message) == ["Value must be greater than or equal to 100."])
    }

    /// Issue 20, item 1: an integer against a double compares exactly, beyond 2^53 too; NaN is
    /// ordered with nothing, so every operator fails on it.
    @Test func numbersCompareExactly() {
        let atMost = Validate("value").compare(.lessOrEqual, .value(.double(0x1p53)))
        #expect(
            errors(atMost, .int(9_007_199_254_740_993)).map(\.message) == [
                "Value must be less than or equal to 9007199254740992."
            ])
        #expect(passes(atMost, .int(9_007_199_254_740_992)))
        #expect(!passes(Validate("value").compare(.equal, .value(.double(0x1p53))), .int(9_007_199_254_740_993)))
        #expect(passes(Validate("value").compare(.notEqual, .value(.double(0x1p53))), .int(9_007_199_254_740_993)))
        #expect(!passes(Validate("value").compare(.greater, 1), .double(.nan)))
        #expect(!passes(Validate("value").compare(.notEqual, 1), .double(.nan)))
    }

    /// Issue 43, item 4: `9.007199254740993e15` is 2^53 + 1, and two numbers beyond `Int` that
    /// round to the same double compare by their digits.
    @Test func wholeNumbersCompareExactlyHoweverWritten() throws {
        for text in ["9007199254740993.0", "9.007199254740993e15"] {
            let value = try Value(json: text)
            #expect(passes(Validate("value").compare(.equal, .value(.int(9_007_199_254_740_993))), value))
            #expect(passes(Validate("value").compare(.greater, .value(.double(0x1p53))), value))
            #expect(
                errors(Validate("value").compare(.lessOrEqual, .value(.int(9_007_199_254_740_992))), value)
                    .map(\.message) == ["Value must be less than or equal to 9007199254740992."])
        }
        let record = try Value(json: #"{"value": 1.8446744073709551618e19, "other": 18446744073709551617}"#)
        #expect(RuleSet([Validate("value").compare(.greater, .field("other"))]).validate(record).isValid)
        #expect(RuleSet([Validate("value").compare(.greater, .value(.double(0x1p64)))]).validate(record).isValid)
        #expect(!RuleSet([Validate("value").compare(.equal, .field("other"))]).validate(record).isValid)
    }

    @Test func mixedKindsFail() {
        #expect(!passes(Validate("value").compare(.equal, "100"), 100))
        #expect(passes(Validate("value").compare(.less, "b"), "a"))
    }

    @Test(arguments: [
        (ComparisonOperator.equal, 5, "Value must be equal to 10."), (.greater, 10, "Value must be greater than 10."),
        (.greaterOrEqual, 5, "Value must be greater than or equal to 10."), (.less, 10, "Value must be less than 10."),
        (.lessOrEqual, 20, "Value must be less than or equal to 10."),
    ])
    func messageNamesTheRelationToAValue(op: ComparisonOperator, value: Int, message: String) {
        #expect(errors(Validate("value").compare(op, .value(10)), .int(value)).map(\.message) == [message])
    }

    @Test func messageNamesAnotherAttributeRatherThanItsValue() {
        let rules = RuleSet { Validate("endDate").compare(.greater, .field("startDate")) }
        #expect(
            rules.validate(["endDate": 1, "startDate": 2] as [String: Value]).errors.map(\.message) == [
                "End date must be greater than startDate."
            ])
    }
}
