import Testing

@Suite struct QuickstartExampleTests {
    @Test func printsTheTourOutput() throws {
        #expect(
            try ExampleRunner.run("QuickstartExample") == """
                valid: false
                title [minLength]: Title should have at least 6 signs.
                creatorLastName [lengthRange]: Lastname is too short.
                creatorEmail [email]: Email has invalid syntax.
                startDate [earlierThan]: StartDate isn't earlier than compared date.
                endDate [laterThan]: EndDate isn't later than compared date.
                termsOfUse [trueValue]: You must accept the terms of use.
                first error: Title should have at least 6 signs.
                body valid: true

                """)
    }
}
