import Foundation
import Testing
import Verdict

/// One bare value through a chain: NGRValidator's `validateValue:named:`.
@Suite struct ValidateValueTests {
    @Test func aPassingValueHasNoErrors() {
        #expect(Validate("age").min(18).validate(value: 21).isEmpty)
        #expect(Validate("email").required().email().validate(value: "ada@example.com").isEmpty)
    }

    @Test func aFailingValueGivesTheChainsErrors() {
        let errors = Validate("age").min(18).validate(value: 12)
        #expect(errors.map(\.description) == ["age: Age must be at least 18."])
        #expect(errors.map(\.key) == [.tooSmall])
        #expect(errors.map(\.value) == [12])
        #expect(errors.map(\.params) == [["min": .int(18)]])  // an integer bound stays an integer (issue 20)
    }

    @Test func theNameReplacesTheDisplayName() {
        let chain = Validate("age").min(18)
        #expect(chain.validate(value: 12, named: "Your age").map(\.message) == ["Your age must be at least 18."])
        #expect(chain.validate(value: 12, named: "").map(\.message) == ["must be at least 18."])
        let named = Validate("dob").displayName("Date of birth").required()
        #expect(named.validate(value: nil).map(\.message) == ["Date of birth is required."])
    }

    @Test func everyRuleReportsUnlessFirstErrorModeStops() {
        let chain = Validate("title").maxLength(5).minLength(20)
        #expect(
            chain.validate(value: "foo_bar_baz").map(\.message) == [
                "Title must be at most 5 characters long.", "Title must be at least 20 characters long.",
            ])
        #expect(
            chain.validate(value: "foo_bar_baz", mode: .firstError).map(\.message) == [
                "Title must be at most 5 characters long."
            ])
    }

    @Test func emptyValuesAreSkippedButByRequired() {
        #expect(Validate("nickname").minLength(3).validate(value: "").isEmpty)
        #expect(Validate("name").required().minLength(3).validate(value: nil).map(\.message) == ["Name is required."])
        #expect(Validate("name").required().validate(value: "").map(\.message) == ["Name is required."])
    }

    @Test func filtersFeedTheLaterRules() {
        #expect(Validate("code").trim().maxLength(3).validate(value: "  abc  ").isEmpty)
        #expect(
            Validate("code").maxLength(3).validate(value: "  abc  ").map(\.message) == [
                "Code must be at most 3 characters long."
            ])
    }

    @Test func swiftValuesConvertThroughValueConvertible() {
        let age = 12
        #expect(Validate("age").min(18).validate(value: age).map(\.message) == ["Age must be at least 18."])
        let missing: Int? = nil
        #expect(Validate("age").required().validate(value: missing).map(\.message) == ["Age is required."])
        let tags = ["a", "bc"]
        let errors = Validate("tags").each { $0.minLength(2) }.validate(value: tags)
        #expect(errors.map(\.description) == ["tags[0]: Tags must be at least 2 characters long."])
    }

    @Test func theValueStandsAloneScenariosAsideRemoteUnsent() {
        // No other attribute: `compare` finds `password_repeat` absent.
        #expect(Validate("password").compare().validate(value: "secret").map(\.key) == [.notRepeated])
        // A bare value has no scenario, so `on` does not keep the chain from running.
        #expect(Validate("code").required().on("register").validate(value: nil).map(\.message) == ["Code is required."])
        // Remote rules need the network: the synchronous path does not send them.
        #expect(Validate("username").remote(stubURL).validate(value: "invalid-name").isEmpty)
    }

    /// `each` refuses a value that is not an array, `nested` one that is not an object, with the
    /// wrong-type error at the attribute's path; empty values are left to `required`.
    @Test func eachAndNestedRefuseAValueOfAnotherType() {
        let tags = Validate("tags").each { $0.minLength(2) }
        #expect(tags.validate(value: "ab").map(\.description) == ["tags: Tags should be an array."])
        #expect(tags.validate(value: ["ab": "cd"]).map(\.key) == [.wrongType])
        #expect(tags.validate(value: nil).isEmpty)
        #expect(tags.validate(value: [] as [String]).isEmpty)
        let address = Validate("address").nested(RuleSet { Validate("city").required() })
        #expect(address.validate(value: "Main 1").map(\.description) == ["address: Address should be an object."])
        #expect(address.validate(value: ["Main 1"]).map(\.rule) == ["nested"])
        #expect(address.validate(value: ["city": "Oslo"]).isEmpty)
        #expect(address.validate(value: nil).isEmpty)
        // Lists of objects: each element that is not an object is refused at its own path.
        let items = Validate("items").each { $0.nested(RuleSet { Validate("sku").required() }) }
        #expect(
            items.validate(value: [["sku": "A"], 1, "x"] as Value).map(\.description) == [
                "items[1]: Items should be an object.", "items[2]: Items should be an object.",
            ])
        // Twice `each`: the type is checked once.
        let twice = Validate("tags").each { $0.minLength(2) }.each { $0.maxLength(3) }
        #expect(twice.validate(value: 5).count == 1)
    }
}
