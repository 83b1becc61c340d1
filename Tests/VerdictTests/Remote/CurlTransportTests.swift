#if os(Linux)
    import Foundation
    import Testing
    import Verdict
    import VerdictTestSupport

    /// `CurlTransport` against a real HTTP server on 127.0.0.1: what it sends, what it hands back,
    /// and how it ends when no answer comes.
    @Suite(.serialized) struct CurlTransportTests {
        let transport = CurlTransport()

        static func request(_ url: URL, timeout: Duration = .seconds(10), body: String = #"{"instance":"ada"}"#)
            -> RemoteRequest
        {
            RemoteRequest(
                url: url, headers: ["Accept": "application/json", "X-Check": "one two"], body: Data(body.utf8),
                timeout: timeout)
        }

        @Test func postsTheBodyAndHeadersAndReturnsTheAnswer() async throws {
            let server = try LoopbackServer { _ in .respond(status: 200, body: "true") }
            defer { server.stop() }
            let response = try await transport.send(Self.request(server.url("/v1/remote/User/name")))
            #expect(response == RemoteResponse(statusCode: 200, text: "true"))
            let request = try #require(server.requests.first)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/remote/User/name")
            #expect(request.headers["accept"] == "application/json")
            #expect(request.headers["x-check"] == "one two")
            #expect(String(decoding: request.body, as: UTF8.self) == #"{"instance":"ada"}"#)
        }

        /// libcurl would send `Expect: 100-continue` for this body and wait for the server's go-ahead.
        @Test func aLargeBodyIsSentWithoutAskingToContinue() async throws {
            let server = try LoopbackServer { _ in .respond(status: 200, body: "true") }
            defer { server.stop() }
            let body = #"{"instance":""# + String(repeating: "a", count: 2 * 1024 * 1024) + #""}"#
            let response = try await transport.send(Self.request(server.url(), body: body))
            #expect(response == RemoteResponse(statusCode: 200, text: "true"))
            let request = try #require(server.requests.first)
            #expect(request.headers["expect"] == nil)
            #expect(request.body.count == body.utf8.count)
        }

        @Test func anEmptyBodyIsSentAsAnEmptyPost() async throws {
            let server = try LoopbackServer { _ in .respond(status: 200, body: "false") }
            defer { server.stop() }
            let response = try await transport.send(Self.request(server.url(), body: ""))
            #expect(response == RemoteResponse(statusCode: 200, text: "false"))
            #expect(server.requests.first?.method == "POST")
            #expect(server.requests.first?.body.isEmpty == true)
        }

        @Test(arguments: [404, 500, 503])
        func anyStatusIsAnAnswerNotAnError(status: Int) async throws {
            let server = try LoopbackServer { _ in .respond(status: status, body: "nope") }
            defer { server.stop() }
            let response = try await transport.send(Self.request(server.url()))
            #expect(response == RemoteResponse(statusCode: status, text: "nope"))
        }

        @Test func aRefusedConnectionSaysSo() async throws {
            let url = try #require(URL(string: "http://127.0.0.1:\(try LoopbackSocket.unusedPort())/check"))
            let error = await #expect(throws: CurlTransportError.self) {
                try await transport.send(Self.request(url))
            }
            #expect(error?.code == 7)
            #expect(error?.description.hasSuffix("(curl 7)") == true)
            #expect(error?.message.contains("127.0.0.1") == true, "\(String(describing: error))")
            #expect(error?.isTimeout == false)
        }

        @Test(.timeLimit(.minutes(1))) func aSilentServerTimesOut() async throws {
            let server = try LoopbackServer(.hang)
            defer { server.stop() }
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: CurlTransportError.self) {
                try await transport.send(Self.request(server.url(), timeout: .milliseconds(300)))
            }
            #expect(error?.isTimeout == true, "\(String(describing: error))")
            #expect(clock.now - start >= .milliseconds(250))
        }

        @Test(.timeLimit(.minutes(1))) func cancellingTheTaskEndsTheWaitAtOnce() async throws {
            let server = try LoopbackServer(.hang)
            defer { server.stop() }
            let transport = self.transport
            let request = Self.request(server.url(), timeout: .seconds(30))
            let task = Task { try await transport.send(request) }
            try await Task.sleep(for: .milliseconds(200))
            let clock = ContinuousClock()
            let start = clock.now
            task.cancel()
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(clock.now - start < .seconds(5))
        }

        @Test func anAlreadyCancelledTaskSendsNothing() async throws {
            let server = try LoopbackServer { _ in .respond(status: 200, body: "true") }
            defer { server.stop() }
            let transport = self.transport
            let request = Self.request(server.url())
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await transport.send(request)
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(server.requests.isEmpty)
        }

        @Test func anAnswerLongerThanAMebibyteIsRefused() async throws {
            let server = try LoopbackServer { _ in .respond(status: 200, body: String(repeating: "x", count: 1 << 21)) }
            defer { server.stop() }
            let error = await #expect(throws: CurlTransportError.self) {
                try await transport.send(Self.request(server.url()))
            }
            #expect(error?.message == "the answer is longer than 1048576 bytes")
        }

        @Test(arguments: ["file:///etc/hostname", "ftp://127.0.0.1/check", "gopher://127.0.0.1/check"])
        func onlyHTTPAndHTTPSAreSpoken(url: String) async throws {
            let error = await #expect(throws: CurlTransportError.self) {
                try await transport.send(Self.request(try #require(URL(string: url))))
            }
            #expect(error?.code == 1, "\(String(describing: error))")  // CURLE_UNSUPPORTED_PROTOCOL
        }

        @Test func manyRequestsAtOnceEachGetTheirOwnAnswer() async throws {
            let server = try LoopbackServer { request in
                .respond(status: 200, body: String(decoding: request.body, as: UTF8.self))
            }
            defer { server.stop() }
            let transport = self.transport
            let url = server.url()
            let bodies = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for index in 0..<24 {
                    group.addTask {
                        let response = try await transport.send(Self.request(url, body: "\(index)"))
                        return (index, String(decoding: response.body, as: UTF8.self))
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
            #expect(bodies == Dictionary(uniqueKeysWithValues: (0..<24).map { ($0, "\($0)") }))
        }
    }
#endif
