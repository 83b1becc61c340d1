import Testing

@Suite struct StrategyChainExampleTests {
    @Test func mjUserIsValidNowAndInvalidSixSecondsLater() throws {
        #expect(
            try ExampleRunner.run("StrategyChainExample") == """
                fresh, online: valid by timestamp (updated 0 s ago; expires after 5 s)
                6 s later, online: invalid by timestamp (updated 6 s ago; expires after 5 s)
                6 s later, offline: valid by reachability (offline: the cached object stands)
                fresh but revoked: invalid by invalidation (marked invalid)

                """)
    }
}
