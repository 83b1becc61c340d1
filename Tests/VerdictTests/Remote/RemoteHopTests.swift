import Testing
import Verdict

/// `RemoteHop`: the chain of checks a remote check belongs to, as headers.
@Suite struct RemoteHopTests {
    @Test func originIsTheFirstCheckThroughNoServer() {
        #expect(RemoteHop.origin.headers == ["Verdict-Hop": "1"])
        #expect(RemoteHop.origin.description == "hop 1")
    }

    @Test func nextCountsTheCheckAndAddsTheServer() {
        let second = RemoteHop.first(through: "a1").next(through: "b2")
        #expect(second == RemoteHop(count: 2, servers: ["a1", "b2"]))
        #expect(second.headers == ["Verdict-Hop": "2", "Verdict-Via": "a1, b2"])
        #expect(second.description == "hop 2 via a1, b2")
    }

    @Test(
        arguments: [
            ("3", "a1, b2", RemoteHop(count: 3, servers: ["a1", "b2"])),
            (" 2 ", "a1", RemoteHop(count: 2, servers: ["a1"])),
            ("1", nil, RemoteHop(count: 1)),
            (nil, "a1", RemoteHop(count: 1, servers: ["a1"])),
        ] as [(String?, String?, RemoteHop)])
    func headersAreRead(count: String?, servers: String?, hop: RemoteHop) throws {
        #expect(try RemoteHop(count: count, servers: servers) == hop)
    }

    @Test func noHeadersIsNoHop() throws {
        #expect(try RemoteHop(count: nil, servers: nil) == nil)
    }

    @Test(
        arguments: [
            ("0", nil, "malformed Verdict-Hop header: \"0\""),
            ("x", nil, "malformed Verdict-Hop header: \"x\""),
            ("-1", nil, "malformed Verdict-Hop header: \"-1\""),
            ("2", "a1,,b2", "malformed Verdict-Via header: \"a1,,b2\""),
            ("2", " ", "malformed Verdict-Via header: \" \""),
        ] as [(String?, String?, String)])
    func malformedHeadersAreRefused(count: String?, servers: String?, message: String) {
        #expect {
            _ = try RemoteHop(count: count, servers: servers)
        } throws: { error in
            (error as? RemoteHop.MalformedHeader)?.description == message
        }
    }
}
