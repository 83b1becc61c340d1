import Testing

@Suite struct UserScenariosExampleTests {
    @Test func showsScenariosAndARefusedUnsafeAttribute() throws {
        #expect(
            try ExampleRunner.run("UserScenariosExample") == """
                refused unsafe attribute 'role' = admin
                assigned: email, password, password_repeat, username
                role stays: member
                register valid: true; username trimmed to 'ann_1'
                Unknown scenario 'signup'; known scenarios: default, login, register.
                refused unsafe attribute 'email' = ignored@example.com
                login valid: true; active: username, password
                after clearing username: ["Username is required."]

                """)
    }
}
