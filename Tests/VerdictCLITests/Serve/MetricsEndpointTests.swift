import Foundation
import Testing

/// `GET /metrics` of a real `verdict serve`: its counters move as requests are made.
@Suite struct MetricsEndpointTests {
    static let validateRoute = #"route="/v1/validate/{model}""#

    @Test func requestAndRecordCountersMoveWithRequests() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let note = server.url("/v1/validate/Note")
        #expect(try await HTTPClient.post(note, #"{"title": "hi"}"#).status == 200)
        #expect(try await HTTPClient.post(note, #"{"title": "far too long a title"}"#).status == 200)
        #expect(try await HTTPClient.post(server.url("/v1/validate/Nope"), "{}").status == 404)
        #expect(try await HTTPClient.post(note, "[1]").status == 400)
        #expect(try await HTTPClient.get(server.url("/no/such/path")).status == 404)
        #expect(try await HTTPClient.post(server.url("/v1/remote/User/username"), #"{"instance": "ab"}"#).status == 200)

        let answer = try await HTTPClient.get(server.url("/metrics"))
        #expect(answer.status == 200)
        #expect(answer.contentType == "text/plain; version=0.0.4; charset=utf-8")
        let first = try MetricSamples(answer.body)
        // Every metric says what it counts, in a HELP line just before its TYPE line.
        let lines = answer.body.split(separator: "\n", omittingEmptySubsequences: false)
        let typed = lines.indices.filter { lines[$0].hasPrefix("# TYPE ") }
        #expect(!typed.isEmpty)
        for index in typed {
            let name = lines[index].split(separator: " ")[2]
            #expect(index > 0 && lines[index - 1].hasPrefix("# HELP \(name) "), "no HELP line for \(name)")
        }
        let route = Self.validateRoute
        #expect(first[#"verdict_http_requests_total{\#(route),model="Note",status="200"}"#] == 2)
        #expect(first[#"verdict_http_requests_total{\#(route),model="Note",status="400"}"#] == 1)
        #expect(first[#"verdict_http_requests_total{\#(route),model="unknown",status="404"}"#] == 1)
        #expect(first[#"verdict_http_requests_total{route="unmatched",model="",status="404"}"#] == 1)
        #expect(
            first[#"verdict_http_requests_total{route="/v1/remote/{model}/{attribute}",model="User",status="200"}"#]
                == 1)
        #expect(first[#"verdict_http_request_duration_seconds_count{\#(route),model="Note"}"#] == 3)
        #expect(first[#"verdict_http_request_duration_seconds_bucket{\#(route),model="Note",le="+Inf"}"#] == 3)
        #expect(first[#"verdict_http_request_duration_seconds_sum{\#(route),model="Note"}"#] > 0)
        // The bad body never reached validation; the remote check is no record of its own.
        #expect(first[#"verdict_records_validated_total{model="Note"}"#] == 2)
        #expect(first[#"verdict_records_refused_total{model="Note"}"#] == 1)
        #expect(!first.has(#"verdict_records_validated_total{model="User"}"#))
        #expect(first[#"verdict_rules_version"#] == 1)

        // One more valid record moves the counters by one each, and the scrape itself is counted.
        #expect(try await HTTPClient.post(note, #"{"title": "ok"}"#).status == 200)
        let second = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(second[#"verdict_http_requests_total{\#(route),model="Note",status="200"}"#] == 3)
        #expect(second[#"verdict_records_validated_total{model="Note"}"#] == 3)
        #expect(second[#"verdict_records_refused_total{model="Note"}"#] == 1)
        #expect(second[#"verdict_http_requests_total{route="/metrics",model="",status="200"}"#] == 1)
    }

    @Test func ruleErrorsAndBudgetExhaustionsAreCounted() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "loop.lua",
            """
            return {
              model = "Loop",
              rules = {
                { "a", function(v) if v == "spin" then while true do end end return true end },
                { "b", function(v) if v == "boom" then error("boom") end return true end },
              },
            }
            """)
        let server = try await fixture.start()
        defer { server.stop() }
        let loop = server.url("/v1/validate/Loop")
        let spun = try await HTTPClient.post(loop, #"{"a": "spin", "b": "boom"}"#)
        // serve runs Lua against a deadline by default: the endless loop is stopped at its time
        // limit (counted against its instruction budget only where no watchdog is built).
        let limit = spun.body.contains("time limit of") ? "time" : "instructions"
        #expect(spun.body.contains("time limit of") || spun.body.contains("instruction budget of"))
        #expect(try await HTTPClient.post(loop, #"{"b": "boom"}"#).status == 200)
        #expect(try await HTTPClient.post(loop, #"{"a": "fine"}"#).status == 200)
        let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(samples[#"verdict_rule_errors_total{model="Loop"}"#] == 3)
        #expect(samples[#"verdict_budget_exhaustions_total{model="Loop",limit="\#(limit)"}"#] == 1)
        #expect(samples[#"verdict_records_validated_total{model="Loop"}"#] == 3)
        #expect(samples[#"verdict_records_refused_total{model="Loop"}"#] == 2)
        // A rule that cannot run is the rule set's problem, answered 200: not a server error.
        #expect(!server.logText.contains(" error "))
    }

    @Test func reloadsAreCountedAcceptedAndRefused() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try fixture.write("note.lua", ServeFixture.noteRules.replacingOccurrences(of: "10", with: "12"))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        try fixture.write("note.lua", "return {")
        #expect(await server.waitForLog("rules change refused"))
        let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(samples[#"verdict_rule_reloads_total{result="accepted"}"#] == 1)
        #expect(samples[#"verdict_rule_reloads_total{result="refused"}"#] == 1)
        #expect(samples["verdict_rules_version"] == 2)
    }
}
