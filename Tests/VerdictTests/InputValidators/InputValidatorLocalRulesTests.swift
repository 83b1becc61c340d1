import Foundation
import Testing
import Verdict

/// The synchronous, local-rules-only check of an input validator.
@MainActor @Suite struct InputValidatorLocalRulesTests {
    @Test(arguments: InputValidatorTests.vectors)
    func agreesWithTheAJWRuleVectors(_ vector: InputVector) throws {
        let validator = InputValidator(kind: vector.kind)
        try validator.add(vector.rule)
        #expect(validator.errorMessages(for: vector.value) == (vector.isValid ? [] : [vector.rule.message]))
    }

    @Test func everyFailingRuleIsListedInRuleOrder() throws {
        let validator = try InputValidator.string().required().minLength(3).containsDigit()
        #expect(
            validator.errorMessages(for: "") == [
                "String is required.",
                "String character length is not in the correct range.",
                "String requires a numeric character.",
            ])
        #expect(
            validator.errorMessages(for: "ab") == [
                "String character length is not in the correct range.",
                "String requires a numeric character.",
            ])
        #expect(validator.errorMessages(for: "abc1") == [])
    }

    @Test func remoteRulesAreNeitherSentNorCounted() throws {
        let transport = StubTransport(demoAnswer)
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport))
            .minLength(3)
            .remote(stubURL, message: "That username has been taken")
        #expect(validator.errorMessages(for: "ad") == ["String character length is not in the correct range."])
        #expect(validator.errorMessages(for: "invalid-name") == [])
        #expect(transport.requests.isEmpty)
    }

    @Test func theValidatorsStateIsLeftAlone() async throws {
        let validator = try InputValidator.string(remote: RemoteValidator(transport: StubTransport(demoAnswer)))
            .minLength(3)
            .remote(stubURL)
        let recorder = InputRecorder(validator)
        #expect(validator.errorMessages(for: "ad").count == 1)
        #expect(validator.state == .invalid)
        #expect(recorder.states.isEmpty)
        #expect(await validator.validate("ada") == .valid)
        #expect(validator.errorMessages(for: "ad").count == 1)
        #expect(validator.state == .valid)
        #expect(validator.errorMessages == [])
        #expect(recorder.states == [.waitingForRemote, .valid])
    }

    @Test func valuesAreReadAsValidateReadsThem() throws {
        let numeric = try InputValidator.numeric().range(3, 10)
        #expect(numeric.errorMessages(for: " 7 ") == [])
        #expect(numeric.errorMessages(for: Value.int(11)) == ["Number is not in the correct range.."])
        let text = try InputValidator.string().required()
        #expect(text.errorMessages(for: String?.none) == ["String is required."])
        #expect(text.errorMessages(for: Value.null) == ["String is required."])
        text.allowsEmpty = true
        #expect(text.errorMessages(for: "") == [])
    }

    /// Issue 43, item 4: a number typed with `.0` or an exponent is read exactly, as the readers
    /// read one: `9007199254740993.0` is not 2^53.
    @Test func typedWholeNumbersAreExact() throws {
        let exact = try InputValidator.numeric().range(9_007_199_254_740_993, 9_007_199_254_740_993)
        #expect(exact.errorMessages(for: "9007199254740993.0") == [])
        #expect(exact.errorMessages(for: " 9.007199254740993e15 ") == [])
        #expect(exact.errorMessages(for: "9007199254740992.0") == ["Number is not in the correct range.."])
        let beyond = try InputValidator.numeric().range(0, 0x1p64)
        #expect(beyond.errorMessages(for: "18446744073709551616") == [])
        #expect(beyond.errorMessages(for: "18446744073709551617") == ["Number is not in the correct range.."])
    }
}
