import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `rules/yii_user.lua`, FXModelValidation's documented model ported as it is written there, gives
/// the results its documentation describes (README and "Validating Input").
@Suite struct YiiModelPortTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules/yii_user.lua")

    static func form(_ scenario: String) throws -> Form {
        let loaded = try LoadedRuleFile(try String(contentsOf: file, encoding: .utf8), file: "rules/yii_user.lua")
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

    /// skipOnError: a username already too short is not also reported for its characters.
    @Test func skipOnErrorReportsAnAttributeOnce() throws {
        let form = try Self.form("register")
        form.assign(["username": "j!", "email": "john@doe", "password": "short", "agree": true])
        #expect(!form.validate())
        #expect(form.errors.attributes.sorted() == ["email", "password", "username"])
        #expect(form.errors["username"] == ["Username is too short."])
    }
}
