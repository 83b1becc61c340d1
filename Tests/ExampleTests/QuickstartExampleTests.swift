import Testing

@Suite struct QuickstartExampleTests {
    @Test func printsTheTourOutput() throws {
        #expect(
            try ExampleRunner.run("QuickstartExample") == """
                valid: false
                title [minLength]: Title should have at least 6 signs.
                creatorLastName [lengthRange]: Lastname must be at least 4 characters long.
                creatorEmail [email]: Email must be an email address such as name@example.com.
                startDate [earlierThan]: Start date must be earlier than endDate.
                endDate [laterThan]: End date must be later than startDate.
                termsOfUse [trueValue]: You must accept the terms of use.
                first error: Title should have at least 6 signs.
                body valid: true

                """)
    }
}
