import Foundation
import Testing
import VerdictTestSupport

/// `verdict serve` over a rules directory that is a mounted ConfigMap, updated as the kubelet
/// updates it (`AtomicWriterVolume`): each update is one reload, and the answers are the new
/// version's.
@Suite struct ServeConfigMapTests {
    /// A rule set whose German answer names it twice: its limit in the rule file, its name in the
    /// catalog.
    static func ruleSet(_ name: String, maximum: Int) -> [String: String] {
        [
            "signup.lua": #"return { model = "Signup", rules = { { "code", "maxLength", \#(maximum) } } }"#,
            "locales/de.lua": #"return { messages = { tooLong = "set \#(name) allows {max}." } }"#,
        ]
    }

    /// The answer to `{"code": "XXXXX"}` in German.
    static func answer(_ name: String, maximum: Int) -> String {
        #"{"valid":false,"errors":[{"attribute":"code","rule":"maxLength","#
            + #""message":"set \#(name) allows \#(maximum).","key":"tooLong","severity":"error","#
            + #""params":{"max":\#(maximum),"unit":"characters"},"value":"XXXXX"}],"#
            + #""strategy":"rules","reason":"1 rule failed"}"#
    }

    @Test func eachUpdateIsOneReloadOfTheNewVersion() async throws {
        let volume = try AtomicWriterVolume(Self.ruleSet("A", maximum: 3))
        let server = try await ServeProcess.start(rules: volume.url)
        defer { server.stop() }
        let validate = server.url("/v1/validate/Signup?locale=de")
        let first = try await HTTPClient.post(validate, #"{"code": "XXXXX"}"#)
        #expect(first.body == Self.answer("A", maximum: 3))

        for update in 1...3 {
            let (name, maximum) = update.isMultiple(of: 2) ? ("A", 3) : ("B", 4)
            try volume.update(Self.ruleSet(name, maximum: maximum))
            #expect(await server.waitForLog("rules reloaded: version \(update + 1)"))
            let answer = try await HTTPClient.post(validate, #"{"code": "XXXXX"}"#)
            #expect(answer.body == Self.answer(name, maximum: maximum))
        }
        // Polls enough to reload a fourth time, had any step been a change of its own.
        try await Task.sleep(for: .milliseconds(500))
        let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(samples[#"verdict_rule_reloads_total{result="accepted"}"#] == 3)
        #expect(samples[#"verdict_rule_reloads_total{result="refused"}"#] == 0)
        #expect(samples["verdict_rules_version"] == 4)
    }
}
