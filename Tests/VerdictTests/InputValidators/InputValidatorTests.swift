import Foundation
import Testing
import Verdict

/// One row of AJWValidator's rule table (SEEDS.md §4.5).
struct InputVector: Sendable, CustomStringConvertible {
    var label: String
    var kind: InputKind
    var rule: InputRule
    var value: Value
    var isValid: Bool
    var description: String { "\(label) \(value.quotedLabel) \(isValid ? "passes" : "fails")" }
}

extension Value {
    fileprivate var quotedLabel: String { stringValue.map { "\"\($0)\"" } ?? description }
}

private let noA = InputRule.custom { !($0.stringValue ?? "").contains("A") }
private let isFive = InputRule.custom { $0.isEquivalent(to: 5) }

@Suite struct InputValidatorTests {
    static let vectors: [InputVector] = [
        InputVector(label: "custom no A", kind: .string, rule: noA, value: "hello", isValid: true),
        InputVector(label: "custom no A", kind: .string, rule: noA, value: "hAllo", isValid: false),
        InputVector(label: "custom == 5", kind: .generic, rule: isFive, value: 5, isValid: true),
        InputVector(label: "custom == 5", kind: .generic, rule: isFive, value: 1, isValid: false),
        InputVector(label: "max 5", kind: .string, rule: .maxLength(5), value: "abc", isValid: true),
        InputVector(label: "max 5", kind: .string, rule: .maxLength(5), value: "abcdef", isValid: false),
        InputVector(label: "min 3", kind: .string, rule: .minLength(3), value: "abcd", isValid: true),
        InputVector(label: "min 3", kind: .string, rule: .minLength(3), value: "ab", isValid: false),
        InputVector(label: "length 3-10", kind: .string, rule: .lengthRange(3, 10), value: "abcde", isValid: true),
        InputVector(label: "length 3-10", kind: .string, rule: .lengthRange(3, 10), value: "ab", isValid: false),
        InputVector(
            label: "length 3-10", kind: .string, rule: .lengthRange(3, 10), value: "abcdefghijklmnop", isValid: false),
        InputVector(label: "range 3-10", kind: .numeric, rule: .range(3, 10), value: 5, isValid: true),
        InputVector(label: "range 3-10", kind: .numeric, rule: .range(3, 10), value: 2.999, isValid: false),
        InputVector(label: "range 3-10", kind: .numeric, rule: .range(3, 10), value: 10.001, isValid: false),
        InputVector(label: "regex hello", kind: .string, rule: .regex("hello"), value: "hello", isValid: true),
        InputVector(label: "regex hello", kind: .string, rule: .regex("hello"), value: "hey", isValid: false),
        InputVector(label: "email", kind: .string, rule: .email(), value: "user@valid.com", isValid: true),
        InputVector(label: "email", kind: .string, rule: .email(), value: "user@invalid,com", isValid: false),
        InputVector(label: "email", kind: .string, rule: .email(), value: "userinvalid.com", isValid: false),
        InputVector(label: "email", kind: .string, rule: .email(), value: "invalid", isValid: false),
        InputVector(label: "email", kind: .string, rule: .email(), value: "user@invalid@example.com", isValid: false),
        InputVector(label: "email", kind: .string, rule: .email(), value: "user@in+valid.com", isValid: false),
        InputVector(label: "contains digit", kind: .string, rule: .containsDigit(), value: "password1", isValid: true),
        InputVector(label: "contains digit", kind: .string, rule: .containsDigit(), value: "password", isValid: false),
        InputVector(
            label: "equal p4ssword", kind: .string, rule: .equal(to: "p4ssword"), value: "p4ssword", isValid: true),
        InputVector(
            label: "equal p4ssword", kind: .string, rule: .equal(to: "p4ssword"), value: "password", isValid: false),
        InputVector(label: "equal 5", kind: .numeric, rule: .equal(to: 5), value: 5, isValid: true),
        InputVector(label: "equal 5", kind: .numeric, rule: .equal(to: 5), value: 4.9, isValid: false),
        InputVector(label: "presence", kind: .string, rule: .required(), value: "hello", isValid: true),
        InputVector(label: "presence", kind: .string, rule: .required(), value: nil, isValid: false),
        InputVector(label: "presence", kind: .string, rule: .required(), value: "", isValid: false),
    ]

    @Test(arguments: vectors)
    func ajwRuleVector(_ vector: InputVector) async throws {
        let validator = InputValidator(kind: vector.kind)
        try validator.add(vector.rule)
        let state = await validator.validate(vector.value)
        #expect(state == (vector.isValid ? .valid : .invalid))
        #expect(validator.isValid == vector.isValid)
        #expect(validator.errorMessages == (vector.isValid ? [] : [vector.rule.message]))
    }

    @Test func defaultMessagesAreAJWsVerbatim() {
        let url = URL(fileURLWithPath: "/")
        let rules: [InputRule] = [
            .required(), .minLength(1), .maxLength(1), .lengthRange(1, 2), .range(1, 2), .equal(to: 1), .regex("a"),
            .email(), .containsDigit(), .custom { _ in true }, .remote(url),
        ]
        #expect(
            rules.map(\.message) == [
                "String is required.",
                "String character length is not in the correct range.",
                "String character length is not in the correct range.",
                "String character length is not in the correct range.",
                "Number is not in the correct range..",
                "Instance should be identical to another instance",
                "String doesn't match a pattern.",
                "String isn't a valid email address.",
                "String requires a numeric character.",
                "String doesn't satisfy a custom condition.",
                "String doesn't satisfy a remote condition.",
            ])
        #expect(
            rules.map(\.name) == [
                "required", "minLength", "maxLength", "lengthRange", "range", "equal", "regex", "email",
                "containsDigit",
                "custom", "remote",
            ])
    }

    /// AJW: min 5 + email + custom "no A" with its own text.
    static func combined() throws -> InputValidator {
        try InputValidator.string()
            .minLength(5)
            .email()
            .custom(message: "Capital A's are not welcome here!") { !($0.stringValue ?? "").contains("A") }
    }

    @Test func combinedRulesReportEveryFailureInOrder() async throws {
        let validator = try Self.combined()
        #expect(await validator.validate("hAhA") == .invalid)
        #expect(
            validator.errorMessages == [
                "String character length is not in the correct range.",
                "String isn't a valid email address.",
                "Capital A's are not welcome here!",
            ])
        await validator.validate("Almostvalid@string.com")
        #expect(validator.errorMessages == ["Capital A's are not welcome here!"])
        #expect(await validator.validate("valid@string.com") == .valid)
        #expect(validator.errorMessages.isEmpty)
    }

    @Test func messagesAreClearedByTheNextValidation() async throws {
        let validator = try Self.combined()
        await validator.validate("inv@lid,co,uk")
        #expect(validator.errorMessages == ["String isn't a valid email address."])
        #expect(await validator.validate("inv@lid.co.uk") == .valid)
        #expect(validator.errorMessages == [])
    }

    @Test func startsInvalidWithoutMessages() throws {
        let validator = try InputValidator.string().required()
        #expect(validator.state == .invalid)
        #expect(!validator.isValid)
        #expect(validator.errorMessages.isEmpty)
        #expect(validator.ruleCount == 1)
    }

    @Test func handlerFiresOnceWithValidAfterOneValidation() async throws {
        let validator = try InputValidator.string().maxLength(3)
        var states: [InputState] = []
        validator.onStateChange { states.append($0) }
        await validator.validate("hi")
        #expect(states == [.valid])
        await validator.validate("hi")
        await validator.validate("hiya")
        #expect(states == [.valid, .valid, .invalid])
    }

    @Test func numericPresenceIsAClearError() {
        let validator = InputValidator.numeric()
        #expect(throws: InputRuleError.incompatible(rule: "required", kind: .numeric)) {
            try validator.required()
        }
        do {
            try validator.add(.required())
            Issue.record("adding 'required' to a numeric validator did not throw")
        } catch {
            #expect(
                error.description
                    == "rule 'required' does not fit a numeric input validator, which accepts range, equal, custom, remote"
            )
        }
        #expect(validator.ruleCount == 0)
    }

    /// The rules each kind accepts are the catalog's (``RuleCatalogEntry/inputRules``); the error
    /// names them in the order it always has.
    @Test func theErrorNamesEveryRuleTheKindAccepts() {
        #expect(
            InputRuleError.incompatible(rule: "range", kind: .string).description
                == "rule 'range' does not fit a string input validator, which accepts required, minLength, maxLength, "
                + "lengthRange, regex, email, containsDigit, equal, custom, remote")
        #expect(
            InputRuleError.incompatible(rule: "email", kind: .generic).description
                == "rule 'email' does not fit a generic input validator, which accepts equal, custom, remote")
    }

    /// Each factory's rule fits the kinds its rule's catalog entry declares for its name.
    @Test func eachFactoryFitsTheKindsItsCatalogEntryDeclares() {
        let rules: [InputRule] = [
            .required(), .minLength(1), .maxLength(1), .lengthRange(1, 2), .regex("a"), .email(), .containsDigit(),
            .range(1, 2), .equal(to: 1), .custom { _ in true }, .remote(stubURL),
        ]
        let string: Set<InputKind> = [.string]
        let numeric: Set<InputKind> = [.numeric]
        let every = Set(InputKind.allCases)
        let expected = [string, string, string, string, string, string, string, numeric, every, every, every]
        #expect(rules.map(\.kinds) == expected)
        let declared = RuleCatalog.entries.flatMap { $0.inputRules }
        #expect(Set(declared.map(\.name)).count == declared.count, "each input rule is declared once")
        for rule in rules {
            #expect(declared.first { $0.name == rule.name }?.kinds == rule.kinds, "\(rule.name)")
        }
    }

    @Test(arguments: [
        (InputKind.generic, InputRule.minLength(1)), (.generic, .range(1, 2)), (.generic, .email()),
        (.string, .range(1, 2)), (.numeric, .regex("1")), (.numeric, .lengthRange(1, 2)),
    ])
    func ruleThatDoesNotFitTheKindThrows(kind: InputKind, rule: InputRule) {
        #expect(throws: InputRuleError.incompatible(rule: rule.name, kind: kind)) {
            try InputValidator(kind: kind).add(rule)
        }
    }

    @Test func genericValidatorsTakeEqualCustomAndRemote() throws {
        let validator = try InputValidator.generic()
            .equal(to: [1, 2])
            .custom { _ in true }
            .remote(stubURL)
        #expect(validator.rules.map(\.name) == ["equal", "custom", "remote"])
        #expect(validator.rules.map(\.isRemote) == [false, false, true])
    }

    @Test func genericEqualComparesStructuredValues() async throws {
        let validator = try InputValidator.generic().equal(to: ["a": [1, 2]])
        #expect(await validator.validate(["a": [1, 2]] as Value) == .valid)
        #expect(await validator.validate(["a": [2, 1]] as Value) == .invalid)
        let five = try InputValidator.generic().equal(to: 5)
        #expect(await five.validate(5.0) == .valid)
    }

    @Test func numericValidatorsReadNumbersSpelledAsText() async throws {
        let validator = try InputValidator.numeric().range(3, 10)
        #expect(await validator.validate(" 7 ") == .valid)
        #expect(await validator.validate("4.5") == .valid)
        #expect(await validator.validate("11") == .invalid)
        #expect(await validator.validate("seven") == .invalid)
        #expect(validator.errorMessages == ["Number is not in the correct range.."])
    }

    @Test func everyRuleRunsOnEmptyValuesUnlessEmptyIsAllowed() async throws {
        let validator = try InputValidator.string().minLength(3).email()
        await validator.validate("")
        #expect(validator.errorMessages.count == 2)
        validator.allowsEmpty = true
        #expect(await validator.validate("") == .valid)
        #expect(await validator.validate(nil as String?) == .valid)
        #expect(await validator.validate("ab") == .invalid)
    }

    @Test func wrapsAnyCoreRuleWithItsMessage() async throws {
        let validator = InputValidator.string()
        try validator.add(
            InputRule(CharacterClassRule(.containsUppercase), message: "Needs a capital.", kinds: [.string]))
        #expect(await validator.validate("abc") == .invalid)
        #expect(validator.errorMessages == ["Needs a capital."])
        #expect(await validator.validate("aBc") == .valid)
        #expect(throws: InputRuleError.self) {
            try InputValidator.numeric().add(InputRule(CharacterClassRule(.decimal), message: "x", kinds: [.string]))
        }
    }

    @Test func lengthUnitsAreThoseOfTheCore() async throws {
        let flag: Value = "🇯🇵"
        #expect(try await InputValidator.string().maxLength(1).validate(flag) == .valid)
        #expect(try await InputValidator.string().maxLength(1, unit: .utf16).validate(flag) == .invalid)
    }
}
