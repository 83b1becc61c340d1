import Testing
import Verdict

@Suite struct RequiredRuleTests {
    @Test(arguments: [Value.string("foo"), ["foo"], 0, false, " "])
    func presentValuesPass(value: Value) {
        #expect(passes(Validate("value").required(), value))
    }

    @Test(arguments: [Value.null, "", [], [:]])
    func absentOrEmptyValuesFail(value: Value) {
        #expect(errors(Validate("value").required(), value).map(\.message) == ["Value is required."])
    }

    @Test func aMissingAttributeIsRequired() {
        let report = RuleSet([Validate("title").required()]).validate([String: Value]())
        #expect(report.errors.map(\.description) == ["title: Title is required."])
    }

    @Test func allowEmptyAcceptsEmptyButNotNull() {
        let chain = Validate("value").allowEmpty().required()
        #expect(passes(chain, ""))
        #expect(passes(chain, []))
        #expect(!passes(chain, .null))
    }

    @Test func allowEmptyWithoutRequiredAcceptsNull() {
        #expect(passes(Validate("value").allowEmpty().minLength(4), .null))
    }

    @Test func blankIsEmptyOnRequest() {
        #expect(passes(Validate("value").required(), "   "))
        #expect(!passes(Validate("value").required(blankIsEmpty: true), "  \n"))
    }

    @Test func requiredValueMustBeEqual() {
        let chain = Validate("value").required(requiredValue: "test string")
        #expect(passes(chain, "test string"))
        let e = errors(chain, "new string")
        #expect(e.map(\.message) == ["Value must be 'test string'."])
    }
}
