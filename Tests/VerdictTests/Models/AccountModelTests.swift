import Testing
import Verdict

/// The login/register example of the README.
@Suite struct AccountModelTests {
    @Test func loginAssignsCredentialsAndRefusesTheRest() throws {
        let account = Account()
        try account.setScenario("login")
        let result = account.assign([
            "username": "  ann  ", "password": "s3cret-pass", "role": "admin",
        ])
        #expect(result.assigned == ["password", "username"])
        #expect(result.refused == ["role"])
        #expect(account.refused == ["role"])
        #expect(account.role == "member")
        #expect(account.validate())
        #expect(account.username == "ann")
    }

    @Test func registerValidatesTheRepeatAndKeepsRoleUnsafe() throws {
        let account = Account()
        try account.setScenario("register")
        #expect(account.activeAttributes == ["username", "password", "password_repeat", "role"])
        #expect(account.safeAttributes == ["username", "password", "password_repeat"])
        account.assign([
            "username": "ann", "password": "s3cret-pass", "password_repeat": "typo",
            "role": "admin",
        ])
        #expect(!account.validate())
        #expect(
            account.errors.messagesByAttribute == [
                "password": ["Password must be equal to password_repeat."]
            ])
        #expect(account.role == "member")
        #expect(account.isAttributeRequired("password") && !account.isAttributeRequired("role"))
    }
}
