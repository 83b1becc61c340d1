import Testing
import Verdict

@Suite struct TypeRuleTests {
    @Test(arguments: [
        (TypeRule.ValueType.string, Value.string("a"), true), (.string, .int(1), false),
        (.number, .double(1.5), true), (.number, .string("1"), false), (.integer, .int(3), true),
        (.integer, .double(3.0), true), (.integer, .double(3.5), false), (.boolean, .bool(false), true),
        (.boolean, .int(0), false), (.array, .array(["x"]), true), (.array, .object(["a": 1]), false),
        (.object, .object(["a": 1]), true),
    ])
    func checksTheValuesType(type: TypeRule.ValueType, value: Value, expected: Bool) {
        #expect(passes(Validate("value").type(type), value) == expected)
    }

    @Test func failsWithWrongTypeNamingTheType() {
        let failed = errors(Validate("value").type(.array), "a, b")
        #expect(failed.map(\.message) == ["Value should be an array."])
        #expect(failed.first?.params["type"] == "array")
    }

    @Test func rulesFilesNameTheType() throws {
        let rule = try RuleCatalog.make("type", RuleArguments(rule: "type", positional: ["list"]))
        #expect(passes(Validate("value").rule(rule), ["a"]))
        #expect(
            throws: RuleDefinitionError.wrongArgument(
                rule: "type", position: 1, expected: "string, number, integer, boolean, array or object",
                got: "\"text\"")
        ) { try RuleCatalog.make("type", RuleArguments(rule: "type", positional: ["text"])) }
    }
}
