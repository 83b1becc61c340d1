import Testing
import Verdict

@Suite struct CollectionRuleTests {
    @Test func includes() {
        #expect(passes(Validate("value").includes(10), [10]))
        #expect(!passes(Validate("value").includes(10), []))
        #expect(passes(Validate("value").includes("a"), ["a"]))
        #expect(
            errors(Validate("value").includes("a"), ["b", "c"]).map(\.message) == ["Value must include a."]
        )
        #expect(passes(Validate("value").allowEmpty().includes([10]), []))
        #expect(!passes(Validate("value").allowEmpty().includes([10]), [[101]]))
    }

    @Test func excludes() {
        #expect(passes(Validate("value").excludes(10), [11]))
        #expect(!passes(Validate("value").excludes(10), []))
        #expect(passes(Validate("value").excludes("b"), ["a"]))
        #expect(
            errors(Validate("value").excludes("b"), ["a", "b"]).map(\.message) == ["Value must not include b."]
        )
    }

    @Test func includedIn() {
        #expect(passes(Validate("value").includedIn([11]), 11))
        #expect(!passes(Validate("value").includedIn([11]), []))
        #expect(passes(Validate("value").includedIn(["a", "b"]), "a"))
        #expect(
            errors(Validate("value").includedIn(["a", "b"]), "c").map(\.message) == [#"Value must be one of "a", "b"."#]
        )
        #expect(!passes(Validate("value").includedIn([]), "c"))
    }

    /// Issue 20, item 1: members are equal by their exact values: `9007199254740993` is not
    /// `9007199254740992.0`, though both are the same `Double`.
    @Test func numbersAreMembersByTheirExactValues() {
        let listed = Validate("value").includedIn([.double(0x1p53)])
        #expect(
            errors(listed, .int(9_007_199_254_740_993)).map(\.message) == ["Value must be one of 9007199254740992."])
        #expect(passes(listed, .int(9_007_199_254_740_992)))
        #expect(passes(Validate("value").excludedFrom([.double(0x1p63)]), .int(.max)))
        #expect(passes(Validate("value").includedIn([.int(100)]), .double(100)))
    }

    /// Issue 43, item 4: `9007199254740993.0` is a member of `[9007199254740993]`, and a number
    /// beyond `Int` is not the double it rounds to.
    @Test func wholeNumbersAreMembersHoweverWritten() throws {
        let listed = Validate("value").includedIn([.int(9_007_199_254_740_993)])
        #expect(passes(listed, try Value(json: "9007199254740993.0")))
        #expect(passes(listed, try Value(json: "9.007199254740993e15")))
        #expect(!passes(listed, try Value(json: "9007199254740992.0")))
        let beyond = try Value(json: "1.8446744073709551617e19")
        #expect(
            errors(Validate("value").includedIn([.double(0x1p64)]), beyond).map(\.message) == [
                "Value must be one of 1.8446744073709552e+19."
            ])
        #expect(passes(Validate("value").excludedFrom([.double(0x1p64), .int(.max)]), beyond))
        #expect(passes(Validate("value").includedIn([try Value(json: "18446744073709551617")]), beyond))
    }

    @Test func excludedFrom() {
        #expect(passes(Validate("value").excludedFrom(["a", "b"]), "c"))
        #expect(passes(Validate("value").excludedFrom([]), "c"))
        #expect(!passes(Validate("value").excludedFrom([11]), 11))
        #expect(
            errors(Validate("value").excludedFrom(["a", "b"]), "a").map(\.message) == [
                #"Value must not be any of "a", "b"."#
            ])
    }

    @Test func fxInVectorsWithAllowArray() {
        let range: [Value] = [1, 2, 5, 10, "name"]
        #expect(passes(Validate("value").includedIn(range), 1))
        #expect(passes(Validate("value").includedIn(range), "name"))
        #expect(!passes(Validate("value").includedIn(range), -1))
        #expect(!passes(Validate("value").excludedFrom(range), 1))
        #expect(!passes(Validate("value").includedIn(range), [1, "name"]))
        #expect(passes(Validate("value").includedIn(range, allowArray: true), [1, "name"]))
        #expect(!passes(Validate("value").includedIn(range, allowArray: true), [1, "name", -1]))
    }

    @Test func inTakesFXModelValidationsRangeAndKeepsItsName() throws {
        let rule = try RuleCatalog.make("in", RuleArguments(rule: "in", options: ["range": ["a", "b"]]))
        #expect(passes(Validate("value").rule(rule), "a"))
        #expect(errors(Validate("value").rule(rule), "c").map(\.rule) == ["in"])
        let notIn = try RuleCatalog.make("notIn", RuleArguments(rule: "notIn", positional: [.value(["x"])]))
        #expect(errors(Validate("value").rule(notIn), "x").map(\.rule) == ["notIn"])
    }

    /// A list given twice, as the argument and as `range`, is refused: one of them would be ignored.
    @Test func inRefusesAListAndARangeTogether() {
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "in", "takes its list as the argument or as `range = { … }`, not both",
                hint: "keep one list: { …, \"in\", range = { … } } or { …, \"in\", { … } }", option: "range")
        ) {
            try RuleCatalog.make(
                "in", RuleArguments(rule: "in", positional: [.value(["a"])], options: ["range": ["b"]]))
        }
    }

    /// What the documentation says of empty values: an empty list fails `includes` and `excludes`
    /// unless the chain skips empty values; `""` fails `includedIn` unless the list holds it; an
    /// absent value passes all of them.
    @Test func emptyValuesAreCheckedByTheListRules() {
        #expect(errors(Validate("value").includes("a"), []).map(\.message) == ["Value must include a."])
        #expect(errors(Validate("value").excludes("a"), []).map(\.message) == ["Value must not include a."])
        #expect(passes(Validate("value").includes("a").skipOnEmpty(), []))
        #expect(passes(Validate("value").excludes("a").skipOnEmpty(), []))
        #expect(errors(Validate("value").includedIn(["a"]), "").map(\.message) == [#"Value must be one of "a"."#])
        #expect(passes(Validate("value").includedIn(["a", ""]), ""))
        #expect(passes(Validate("value").includedIn(["a"]).skipOnEmpty(), ""))
        for chain in [
            Validate("value").includes("a"), Validate("value").excludes("a"), Validate("value").includedIn(["a"]),
        ] {
            #expect(passes(chain, .null))
        }
    }
}
