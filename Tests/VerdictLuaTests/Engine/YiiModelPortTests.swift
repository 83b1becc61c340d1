import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `rules/yii_user.lua`, FXModelValidation's documented model ported as it is written there, gives
/// the results its documentation describes (README and "Validating Input").
@Suite struct YiiModelPortTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules/yii_user.lua")

    static func source() throws -> String { try String(contentsOf: file, encoding: .utf8) }

    /// A form of the model in a scenario; `source` replaces the shipped file's text (the same
    /// model with one option taken out).
    static func form(_ scenario: String, source: String? = nil) throws -> Form {
        let loaded = try LoadedRuleFile(try source ?? Self.source(), file: "rules/yii_user.lua")
        #expect(loaded.issueTexts == [])
        let form = try #require(loaded.model("YiiUser")).makeForm()
        try form.setScenario(scenario)
        return form
    }

    /// Scenarios: username and password are required at login; email only when registering.
    @Test func rulesApplyInTheirScenarios() throws {
        let login = try Self.form("login")
        login.assign(["username": "john"])
        #expect(!login.validate())
        #expect(login.errors.attributes == ["password"])
        let register = try Self.form("register")
        register.assign(["username": "john", "password": "password123", "agree": true])
        #expect(!register.validate())
        #expect(register.errors.attributes == ["email"])
    }

    /// Massive assignment sets safe attributes only: `!secret` is validated at login but must be
    /// set explicitly; `title` and `description` are safe through the `safe` rule.
    @Test func onlySafeAttributesAreAssigned() throws {
        let login = try Self.form("login")
        let result = login.assign(["username": "john", "password": "x", "secret": 42, "email": "a@b.co"])
        #expect(result.assigned.sorted() == ["password", "username"])
        #expect(result.refused.sorted() == ["email", "secret"])
        #expect(login.validate())
        login.setValue("forty-two", for: "secret")
        #expect(!login.validate())
        #expect(login.errors.attributes == ["secret"])
        let register = try Self.form("register")
        #expect(register.assign(["title": "Dr", "description": "…"]).assigned.sorted() == ["description", "title"])
    }

    /// Data filtering: `trim` and `default` on "username,email" write back; `default` turns an
    /// empty input into null; `level` defaults to 1.
    @Test func filtersWriteBack() throws {
        let register = try Self.form("register")
        register.assign(["username": "  john  ", "email": "", "password": "password123", "agree": true])
        _ = register.validate()
        #expect(register["username"] == "john")
        #expect(register["email"] == Value.null)
        #expect(register["level"] == 1)
        #expect(register.errors.attributes == ["email"])
    }

    /// Conditional validation: `state` is required when the country is the USA.
    @Test func whenDecidesTheRule() throws {
        let form = try Self.form("register")
        form.assign([
            "username": "john", "email": "john@doe.com", "password": "password123", "agree": true, "country": "USA",
        ])
        #expect(!form.validate())
        #expect(form.errors.attributes == ["state"])
        form.setValue("Canada", for: "country")
        #expect(form.validate())
    }

    /// `isEmpty`: for `agree`, only a missing value is empty, so `""` and `false` satisfy `required`.
    @Test func isEmptyDecidesWhatRequiredRefuses() throws {
        let form = try Self.form("register")
        form.assign(["username": "john", "email": "john@doe.com", "password": "password123", "agree": ""])
        #expect(form.validate())
        form.setValue(.null, for: "agree")
        #expect(!form.validate())
        #expect(form.errors.attributes == ["agree"])
    }

    /// An inline validator with `skipOnEmpty = false` (FXModelValidation's advice for inline
    /// validators) sees an empty title, which is what it looks for; the same model without the
    /// option skips the empty title, as every validator skips empty values.
    @Test func anInlineValidatorWithSkipOnEmptyFalseSeesAnEmptyValue() throws {
        let record: [String: Value] = [
            "username": "john", "email": "john@doe.com", "password": "password123", "agree": true,
            "description": "A reader.", "title": "",
        ]
        let form = try Self.form("register")
        form.assign(record)
        #expect(!form.validate())
        #expect(form.errors.attributes == ["title"])
        #expect(form.errors["title"] == ["Title is needed with a description."])
        form.setValue("Dr", for: "title")
        #expect(form.validate())
        form.setValue(.null, for: "description")
        form.setValue(.null, for: "title")
        #expect(form.validate())

        let shipped = try Self.source()
        let skipping = shipped.replacingOccurrences(of: "end, skipOnEmpty = false },", with: "end },")
        try #require(skipping != shipped)
        let withoutOption = try Self.form("register", source: skipping)
        withoutOption.assign(record)
        #expect(withoutOption.validate())
    }

    /// `except`: the password may not equal the username in every scenario but login; the same
    /// model without `except` refuses it at login too.
    @Test func exceptKeepsARuleOutOfTheExceptedScenarioOnly() throws {
        let credentials: [String: Value] = ["username": "password123", "password": "password123"]
        let login = try Self.form("login")
        login.assign(credentials)
        #expect(login.validate())
        let register = try Self.form("register")
        register.assign(["username": "password123", "email": "john@doe.com", "password": "password123", "agree": true])
        #expect(!register.validate())
        #expect(register.errors.attributes == ["password"])
        #expect(register.errors["password"] == ["Password must differ from the username."])

        let shipped = try Self.source()
        let everywhere = shipped.replacingOccurrences(
            of: #"operator = "!=", except = { "login" },"#, with: #"operator = "!=","#)
        try #require(everywhere != shipped)
        let loginToo = try Self.form("login", source: everywhere)
        loginToo.assign(credentials)
        #expect(!loginToo.validate())
        #expect(loginToo.errors["password"] == ["Password must differ from the username."])
    }

    /// skipOnError: a username already too short is not also reported for its characters.
    @Test func skipOnErrorReportsAnAttributeOnce() throws {
        let form = try Self.form("register")
        form.assign(["username": "j!", "email": "john@doe", "password": "short", "agree": true])
        #expect(!form.validate())
        #expect(form.errors.attributes.sorted() == ["email", "password", "username"])
        #expect(form.errors["username"] == ["Username must be at least 3 characters long."])
    }
}
