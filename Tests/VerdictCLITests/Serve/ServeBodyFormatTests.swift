import Foundation
import Testing

/// The bodies of `POST /v1/validate/{model}`: a JSON object or a URL-encoded form, whose text
/// stands for numbers and booleans where it can; another `Content-Type`, or none, is a 415. An
/// answer gives the record back as `"cleaned"` when a filter changed a value.
@Suite struct ServeBodyFormatTests {
    /// A model whose rules need a number and a boolean, which a form can only send as text.
    static let ticketRules = """
        return {
          model = "Ticket",
          rules = {
            { "holder", "trim" },
            { {"holder", "seats"}, "required" },
            { "seats", "integer", min = 1, max = 8 },
            { "vip", "boolean" },
            { "guests", "each", "minLength", 2 },
          },
        }
        """

    @Test func aFormIsValidatedAsItsJSONTwinIs() async throws {
        try await withServer { server in
            let url = server.url("/v1/validate/Ticket")
            let form = try await HTTPClient.send(
                "POST", url, body: Data("holder=Ann+Lee&seats=2&vip=true".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            let json = try await HTTPClient.post(url, #"{"holder": "Ann Lee", "seats": 2, "vip": true}"#)
            #expect(form.status == 200)
            #expect(form.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
            #expect(form.body == json.body)
        }
    }

    @Test func aFormsErrorsNameItsFields() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.send(
                "POST", server.url("/v1/validate/Ticket"), body: Data("holder=Ann&seats=12&vip=maybe".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded; charset=UTF-8"])
            #expect(answer.status == 200)
            #expect(
                answer.body == """
                    {"valid":false,"errors":[\
                    {"attribute":"seats","rule":"integer","message":"Seats must be at most 8.","key":"tooBig","severity":"error","params":{"max":8,"min":1},"value":12},\
                    {"attribute":"vip","rule":"boolean","message":"Vip must be a boolean: true or false.",\
                    "key":"notBoolean","severity":"error","params":{"false":false,"true":true},"value":"maybe"}\
                    ],"strategy":"rules","reason":"2 rules failed"}
                    """)
        }
    }

    @Test func aFilteredRecordIsGivenBackCleaned() async throws {
        try await withServer { server in
            let url = server.url("/v1/validate/Ticket")
            let json = try await HTTPClient.post(url, #"{"holder": "  Ann ", "seats": 2}"#)
            #expect(
                json.body
                    == #"{"valid":true,"errors":[],"strategy":"default","reason":null,"#
                    + #""cleaned":{"holder":"Ann","seats":2}}"#)
            let form = try await HTTPClient.send(
                "POST", url, body: Data("holder=+Ann+&seats=9&vip=true".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(
                form.body
                    == #"{"valid":false,"errors":[{"attribute":"seats","rule":"integer","message":"Seats must be at most 8.","#
                    + #""key":"tooBig","severity":"error","params":{"max":8,"min":1},"value":9}],"strategy":"rules","reason":"1 rule failed","#
                    + #""cleaned":{"holder":"Ann","seats":9,"vip":true}}"#)
        }
    }

    /// `each` refuses a value that is not a list: a wrong-type error at the attribute.
    @Test func eachRefusesAValueThatIsNotAList() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(
                server.url("/v1/validate/Ticket"), #"{"holder": "Ann", "seats": 2, "guests": "Bo"}"#)
            #expect(
                answer.body
                    == #"{"valid":false,"errors":[{"attribute":"guests","rule":"each","#
                    + #""message":"Guests should be an array.","key":"wrongType","severity":"error","#
                    + #""params":{"expected":"an array","type":"array"},"value":"Bo"}],"strategy":"rules","reason":"1 rule failed"}"#
            )
        }
    }

    @Test(arguments: [
        (
            "text/plain", "the body is text/plain; it must be application/json or application/x-www-form-urlencoded"
        ),
        (
            "application/json; charset=latin1",
            "the body is application/json in latin1; it must be UTF-8"
        ),
    ])
    func anotherTypeIs415(contentType: String, detail: String) async throws {
        try await withServer { server in
            let answer = try await HTTPClient.send(
                "POST", server.url("/v1/validate/Ticket"), body: Data(#"{"holder": "Ann"}"#.utf8),
                headers: ["Content-Type": contentType])
            #expect(answer.status == 415)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body
                    == #"{"type":"tag:verdict,2025:unsupported-media-type","title":"Unsupported media type","#
                    + #""status":415,"detail":"\#(detail)","instance":"/v1/validate/Ticket"}"#)
        }
    }

    /// Over a raw socket: HTTP clients add a `Content-Type` of their own to a body without one.
    @Test func aBodyWithoutAContentTypeIs415WithTheTypesItTakes() async throws {
        try await withServer { server in
            let body = #"{"holder": "Ann", "seats": 2}"#
            let connection = try RawConnection(port: server.port)
            connection.transmit(
                "POST /v1/validate/Ticket HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
            let answer = connection.readToEnd(timeout: .seconds(30))
            #expect(answer.text.hasPrefix("HTTP/1.1 415 Unsupported Media Type\r\n"))
            #expect(answer.text.contains("\r\nAccept: application/json, application/x-www-form-urlencoded\r\n"))
            #expect(
                answer.text.hasSuffix(
                    #""detail":"the request has no Content-Type; the body must be application/json or "#
                        + #"application/x-www-form-urlencoded","instance":"/v1/validate/Ticket"}"#))
            #expect(try await HTTPClient.get(server.url("/health")).status == 200)
        }
    }

    private func withServer(_ body: (ServeProcess) async throws -> Void) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("ticket.lua", Self.ticketRules)
        let server = try await fixture.start()
        defer { server.stop() }
        try await body(server)
    }
}
