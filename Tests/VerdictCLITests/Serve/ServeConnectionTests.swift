import Foundation
import Testing

/// What `verdict serve` does with requests no well-behaved client sends, over raw sockets: a
/// request the HTTP parser cannot read is a 400 problem, a client that goes away is no error, and
/// a connection whose request does not arrive within the read timeout is closed.
@Suite struct ServeConnectionTests {
    @Test func malformedChunkedBodyIsA400Problem() async throws {
        try await withServer { server in
            let connection = try RawConnection(port: server.port)
            connection.transmit(
                "POST /v1/validate/User HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n"
            )
            let answer = connection.readToEnd(timeout: .seconds(30))
            #expect(answer.closed)
            #expect(answer.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(answer.text.contains("\r\nContent-Type: application/problem+json\r\n"))
            #expect(
                answer.text.hasSuffix(
                    #"{"type":"tag:verdict,2025:malformed-request","title":"Malformed request","status":400,"#
                        + #""detail":"the request is not valid HTTP/1.1: invalid character in chunk size header","#
                        + #""instance":"/v1/validate/User"}"#))
            #expect(try await HTTPClient.get(server.url("/health")).status == 200)
            #expect(!server.logText.contains(" error "))
        }
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", "invalid HTTP method"),
        ("GET /health HTTP/1.1\r\nHost x\r\n\r\n", "invalid character in header"),
        (
            "POST /v1/validate/User HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
            "unexpected content-length header"
        ),
    ])
    func requestTheParserCannotReadIsA400ProblemWithoutInstance(request: String, detail: String) async throws {
        try await withServer { server in
            let connection = try RawConnection(port: server.port)
            connection.transmit(request)
            let answer = connection.readToEnd(timeout: .seconds(30))
            let body =
                #"{"type":"tag:verdict,2025:malformed-request","title":"Malformed request","status":400,"#
                + #""detail":"the request is not valid HTTP/1.1: \#(detail)"}"#
            #expect(answer.closed)
            #expect(
                answer.text == "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: \(body.utf8.count)\r\n"
                    + "Content-Type: application/problem+json\r\n\r\n\(body)")
            #expect(!server.logText.contains(" error "))
        }
    }

    /// A client that closes its connection mid-body is logged at debug level, not as an error.
    @Test func clientThatGoesAwayMidBodyIsNoError() async throws {
        try await withServer(environment: ["LOG_LEVEL": "debug"]) { server in
            let connection = try RawConnection(port: server.port)
            connection.transmit(
                "POST /v1/validate/User HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"na"
            )
            connection.disconnect()
            #expect(await server.waitForLog("client went away"))
            #expect(try await HTTPClient.get(server.url("/health")).status == 200)
            #expect(!server.logText.contains(" error "))
        }
    }

    /// Idle, slow and stalled connections are all closed once the read timeout passes; one that
    /// is answering is not.
    @Test(arguments: [
        ("", "idle"),
        ("GET /health HTTP/1.1\r\nHo", "a head cut off"),
        (
            "POST /v1/validate/User HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{\"user",
            "a body cut off"
        ),
    ])
    func connectionWithoutAWholeRequestIsClosedAfterTheReadTimeout(start: String, what: String) async throws {
        try await withServer(["--read-timeout", "1"]) { server in
            let connection = try RawConnection(port: server.port)
            connection.transmit(start)
            let answer = connection.readToEnd(timeout: .seconds(30))
            #expect(answer.closed, "\(what)")
            #expect(answer.text == "", "\(what)")
        }
    }

    /// A client that sends a byte every 100 ms never completes its head: it is cut off, while
    /// `/health` keeps answering other clients.
    @Test func slowClientsAreCutOffWhileHealthAnswers() async throws {
        try await withServer(["--read-timeout", "1"]) { server in
            let clients = try (0..<20).map { _ in try RawConnection(port: server.port) }
            let head = Array("POST /v1/validate/User HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8)
            var cutOff = Set<Int>()
            var health: [Int] = []
            for byte in 0..<300 where cutOff.count < clients.count {
                for (index, client) in clients.enumerated() where !cutOff.contains(index) {
                    if !client.transmit([byte < head.count ? head[byte] : UInt8(ascii: "a")]) { cutOff.insert(index) }
                }
                if byte % 10 == 0 { health.append(try await HTTPClient.get(server.url("/health")).status) }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(cutOff.count == clients.count)
            #expect(!health.isEmpty && health.allSatisfy { $0 == 200 })
        }
    }

    /// A keep-alive connection serves request after request within the timeout, each answer
    /// starting its clock again.
    @Test func keepAliveConnectionServesRequestsWithinTheTimeout() async throws {
        try await withServer(["--read-timeout", "2"]) { server in
            let connection = try RawConnection(port: server.port)
            for _ in 0..<3 {
                connection.transmit("GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
                let answer = connection.readToEnd(timeout: .milliseconds(500))
                #expect(!answer.closed)
                #expect(answer.text.hasSuffix(#"{"status":"ok","version":1,"models":2}"#))
            }
        }
    }

    /// A UTF-8 byte order mark before the body is ignored, as `verdict validate` ignores it in files.
    @Test func byteOrderMarkBeforeTheBodyIsIgnored() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.send(
                "POST", server.url("/v1/validate/User"),
                body: Data([0xEF, 0xBB, 0xBF] + Array(#"{"username": "ann_1", "password": "x"}"#.utf8)))
            #expect(answer.status == 200)
            #expect(answer.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
        }
    }

    /// Runs a body against a fresh server and stops it.
    private func withServer(
        _ arguments: [String] = [], environment: [String: String] = [:], _ body: (ServeProcess) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(arguments, environment: environment)
        defer { server.stop() }
        try await body(server)
    }
}
