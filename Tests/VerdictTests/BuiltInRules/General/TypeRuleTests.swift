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

    /// A whole number beyond `Int` that no double holds is a number and an integer.
    @Test func largeIntegersAreNumbersAndIntegers() throws {
        let large = try Value(json: "-1.8446744073709551617e19")
        #expect(passes(Validate("value").type(.number), large))
        #expect(passes(Validate("value").type(.integer), large))
        #expect(!passes(Validate("value").type(.string), large))
    }

    @Test func failsWithWrongTypeNamingTheType() {
        let failed = errors(Validate("value").type(.array), "a, b")
        #expect(failed.map(\.message) == ["Value should be an array."])
        #expect(failed.first?.params["type"] == "array")
    }

    @Test func rulesFilesNameTheType() throws {
        let rule = try RuleCatalog.make("type", RuleArguments(rule: "type", positional: ["list"]))
        #expect(passes(Validate("value").rule(rule), ["a"]))
    }

    /// An unknown type is refused at its argument, with the type it most likely means: another
    /// language's name for it, or the nearest spelling.
    @Test(arguments: [
        ("text", "string"), ("int", "integer"), ("float", "number"), ("strng", "string"), ("objct", "object"),
    ])
    func anUnknownTypeNamesTheNearestOne(spelled: String, meant: String) {
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "type",
                "unknown type \"\(spelled)\"; types are string, number, integer, boolean, array, object",
                hint: "did you mean \"\(meant)\"?", position: 1)
        ) { try RuleCatalog.make("type", RuleArguments(rule: "type", positional: [.value(.string(spelled))])) }
    }

    @Test func aTypeNothingResemblesHasNoHint() {
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "type", "unknown type \"photograph\"; types are string, number, integer, boolean, array, object",
                position: 1)
        ) { try RuleCatalog.make("type", RuleArguments(rule: "type", positional: ["photograph"])) }
    }
}
