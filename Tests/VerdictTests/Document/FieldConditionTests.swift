import Foundation
import Testing
import Verdict

/// ``FieldCondition``: a `when` written as data, read, written back, and tested on records.
@Suite struct FieldConditionTests {
    static let rules = RuleSet {
        Validate("state").required().when(.equals("country", "USA"))
        Validate("vat").required().when(.oneOf("kind", ["company", "nonprofit"]))
        Validate("email").required().when(.isTrue("newsletter"))
        Validate("extension").integer().when(.present("phone"))
    }

    @Test(arguments: [
        (["country": "USA"] as Value, ["state"]), (["country": "NL"] as Value, []),
        (["kind": "company"] as Value, ["vat"]), (["kind": "person"] as Value, []),
        (["newsletter": true] as Value, ["email"]), (["newsletter": "yes"] as Value, []),
        (["phone": "123", "extension": "x"] as Value, ["extension"]), (["phone": "", "extension": "x"] as Value, []),
    ])
    func aChainRunsOnlyWhenItsConditionHolds(record: Value, failing: [String]) {
        #expect(Self.rules.validate(record).errors.map(\.attribute) == failing)
    }

    @Test(arguments: [
        FieldCondition.present("a"), .equals("a", 1), .oneOf("a", ["x", 2]), .isTrue("a"),
    ])
    func aConditionReadsBackAsWritten(condition: FieldCondition) throws {
        #expect(try FieldCondition(data: condition.data) == condition)
    }

    @Test(arguments: [
        ("x" as Value, "`when` should be a function or a table"),
        (["equals": 1] as Value, "`when` needs `field`"),
        (["field": "a"] as Value, "`when` should make one test of `a`, got 0"),
        (["field": "a", "equals": 1, "isTrue": true] as Value, "`when` should make one test of `a`, got 2"),
        (["field": "a", "present": false] as Value, "`present` takes true"),
        (["field": "a", "oneOf": "x"] as Value, "`oneOf` should be a list of values"),
        (["field": "a", "equal": 1] as Value, "`when` has no test 'equal'"),
    ])
    func aMalformedConditionSaysWhy(data: Value, message: String) {
        #expect {
            _ = try FieldCondition(data: data)
        } throws: { error in
            (error as? FieldCondition.Problem)?.message.hasPrefix(message) == true
        }
    }
}
