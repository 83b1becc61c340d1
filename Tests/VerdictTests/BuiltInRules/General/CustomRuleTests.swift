import Testing
import Verdict

@Suite struct CustomRuleTests {
    @Test func closureRules() {
        let noA = Validate("value").satisfies(message: "must not contain A") { !($0.stringValue ?? "").contains("A") }
        #expect(passes(noA, "hello"))
        #expect(passes(noA, "😀"))
        #expect(errors(noA, "hAllo").map(\.message) == ["Value must not contain A"])
        #expect(errors(Validate("value").custom { _, _ in false }, 1).map(\.message) == ["Value is invalid."])
    }

    @Test func arraySum() {
        let sum = Validate("value").satisfies { v in (v.arrayValue ?? []).compactMap(\.doubleValue).reduce(0, +) > 50 }
        #expect(passes(sum, [45, 1, 5]))
        #expect(!passes(sum, [40, 1, 5]))
    }

    @Test func customRulesReadTheObject() {
        let rules = RuleSet {
            Validate("age").custom("adult", message: "must be an adult.") { v, ctx in
                (v.intValue ?? 0) >= 18 || ctx.value(of: "guardian") != nil
            }
        }
        #expect(rules.validate(["age": 16, "guardian": "Ann"] as [String: Value]).isValid)
        let e = rules.validate(["age": 16] as [String: Value]).errors
        #expect(e.map(\.message) == ["Age must be an adult."])
        #expect(e.map(\.rule) == ["adult"])
    }
}
