import Testing
import Verdict

@Suite struct FilterRuleTests {
    func run(_ chain: Validate, _ value: Value?) -> ValidationReport {
        var object: [String: Value] = [:]
        if let value { object["value"] = value }
        return RuleSet([chain]).validate(object)
    }

    @Test func trimWritesBack() {
        #expect(run(Validate("value").trim(), "   test string   ").rewrittenValues["value"] == "test string")
        #expect(run(Validate("value").trim(), "clean").rewrittenValues.isEmpty)
        #expect(
            run(Validate("value").trim(characters: "tes"), "test string   ").rewrittenValues["value"] == " string   ")
    }

    @Test func laterRulesSeeTheTrimmedValue() {
        let report = run(Validate("value").trim().minLength(3), "  ab  ")
        #expect(report.errors.map(\.message) == ["Value must be at least 3 characters long."])
        #expect(report.errors.first?.value == "ab")
    }

    @Test func defaultValue() {
        #expect(run(Validate("value").defaultValue("new value"), nil).rewrittenValues["value"] == "new value")
        #expect(run(Validate("value").defaultValue("new value"), "current value").rewrittenValues.isEmpty)
        let computed = Validate("value").defaultValue { _ in "block value" }
        #expect(run(computed, nil).rewrittenValues["value"] == "block value")
    }

    /// `default` takes its value as the argument or as FXModelValidation's `value =`, not both.
    @Test func defaultTakesFXModelValidationsValueOption() throws {
        let rule = try RuleCatalog.make("default", RuleArguments(rule: "default", options: ["value": 1]))
        #expect(run(Validate("value").rule(rule), nil).rewrittenValues == ["value": 1])
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "default", "takes its value as the argument or as `value = …`, not both",
                hint: "keep one of them", option: "value")
        ) { try RuleCatalog.make("default", RuleArguments(rule: "default", positional: [1], options: ["value": 2])) }
    }

    @Test func filterTransformsAndReportsThrows() {
        struct Broken: Error, CustomStringConvertible { var description: String { "no filter" } }
        let upper = Validate("value").filter { v, _ in .string((v.stringValue ?? "").uppercased()) }
        #expect(run(upper, "abc").rewrittenValues["value"] == "ABC")
        let failing = Validate("value").filter("broken") { _, _ in throw Broken() }
        #expect(run(failing, "abc").errors.map(\.message) == ["Value could not be checked: no filter"])
    }

    @Test func safeNeverFails() {
        #expect(run(Validate("value").safe(), 42).isValid)
    }
}
