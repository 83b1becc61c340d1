import Foundation
import Testing

/// `verdict serve --candidate`: every record also validated with a candidate rule set, off the
/// answer's path; agreements and disagreements counted exactly, disagreements in the decision log,
/// answers always from the active rules.
@Suite struct ServeCandidateTests {
    /// The titles sent: 1 to 20 characters. The active rules allow 10, the candidate's 5.
    static let titles = (1...20).map { String(repeating: "t", count: $0) }

    @Test func disagreementsAreCountedExactlyAndLogged() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let candidate = try ServeFixture()
        defer { candidate.remove() }
        try candidate.write("note.lua", ServeFixture.noteRules.replacingOccurrences(of: "10", with: "5"))
        let log = fixture.rules.deletingLastPathComponent().appendingPathComponent("decisions-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let server = try await fixture.start(["--candidate", candidate.rules.path, "--decision-log", log.path])
        defer { server.stop() }
        var validByActive = 0
        for title in Self.titles {
            let answer = try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "\#(title)"}"#)
            #expect(answer.status == 200)
            if answer.body.contains("\"valid\":true") { validByActive += 1 }
        }
        #expect(validByActive == 10, "answers come from the active rules (at most 10 characters)")
        // Worked out from the rules: up to 5 characters both accept; 6 to 10 only the active set
        // accepts; past 10 both refuse, with a different limit in their errors.
        let agree = Self.titles.filter { $0.count <= 5 }.count
        let disagree = Self.titles.count - agree
        let samples = try await Self.waitForCandidate(server, total: Self.titles.count)
        #expect(samples[#"verdict_candidate_decisions_total{agreement="agree"}"#] == Double(agree))
        #expect(samples[#"verdict_candidate_decisions_total{agreement="disagree"}"#] == Double(disagree))
        #expect(samples[#"verdict_candidate_decisions_total{agreement="shed"}"#] == 0)
        let deadline = ContinuousClock.now + .seconds(10)
        var withCandidate: [[String: Any]] = []
        while ContinuousClock.now < deadline {
            let lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
            withCandidate = lines.compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            .filter { $0["candidate"] != nil }
            if withCandidate.count >= disagree { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(withCandidate.count == disagree)
        let sixLong = try #require(
            withCandidate.first { ($0["input"] as? [String: String])?["title"] == "tttttt" })
        #expect(sixLong["verdict"] as? String == "valid")
        #expect((sixLong["candidate"] as? [String: Any])?["verdict"] as? String == "invalid")
    }

    @Test func aCandidateEqualToTheActiveRulesAgreesOnEveryRecord() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--candidate", fixture.rules.path])
        defer { server.stop() }
        for title in Self.titles {
            _ = try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "\#(title)"}"#)
        }
        let samples = try await Self.waitForCandidate(server, total: Self.titles.count)
        #expect(samples[#"verdict_candidate_decisions_total{agreement="agree"}"#] == Double(Self.titles.count))
        #expect(samples[#"verdict_candidate_decisions_total{agreement="disagree"}"#] == 0)
    }

    /// `/metrics` once the candidate has counted `total` records (or after 10 s).
    static func waitForCandidate(_ server: ServeProcess, total: Int) async throws -> MetricSamples {
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let answer = try await HTTPClient.get(server.url("/metrics"))
            let samples = try MetricSamples(answer.body)
            let counted = ["agree", "disagree", "shed"].map {
                samples[#"verdict_candidate_decisions_total{agreement="\#($0)"}"#]
            }.reduce(0, +)
            if counted >= Double(total) || ContinuousClock.now >= deadline { return samples }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}
