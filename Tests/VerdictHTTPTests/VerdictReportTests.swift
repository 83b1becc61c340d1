import Testing
import Verdict
import VerdictHTTP

/// `VerdictReport`: the body of an answer is its members as one object, whatever it holds.
@Suite struct VerdictReportTests {
    static let failure = ValidationError(
        attribute: "title", rule: "minLength", key: "tooShort", message: "Title \"x\" is too short é",
        params: ["min": 6, "unit": "characters"], value: "x")
    static let secret = ValidationError(
        attribute: "password", rule: "required", key: "required", message: "Password is required.",
        value: "hunter2", isSecret: true)

    static let reports: [VerdictReport] = [
        VerdictReport(isValid: true, errors: [], strategy: "default"),
        VerdictReport(isValid: true, errors: []),
        VerdictReport(isValid: false, errors: [failure, secret], strategy: "rules", reason: "2 rules failed"),
        VerdictReport(
            isValid: true, errors: [], strategy: "default", cleaned: ["title": "Standup", "tags": ["a", 1]]),
        VerdictReport(
            isValid: false, errors: [failure], strategy: "rules", reason: "1 rule failed",
            explanation: Explanation(
                strategies: [StrategyStep(name: "rules", result: .invalid, reason: "1 rule failed")])),
    ]

    /// The text written in one buffer is the members, in order, as a problem's extensions write them.
    @Test(arguments: reports) func jsonIsTheMembersAsOneObject(_ report: VerdictReport) {
        var expected: [UInt8] = [UInt8(ascii: "{")]
        for (index, member) in report.members.enumerated() {
            if index > 0 { expected.append(UInt8(ascii: ",")) }
            expected.append(contentsOf: "\"\(member.name)\":".utf8)
            expected.append(contentsOf: member.json)
        }
        expected.append(UInt8(ascii: "}"))
        #expect(String(decoding: report.json, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test func aValidReportReadsAsServeAnswersIt() {
        #expect(
            String(decoding: Self.reports[0].json, as: UTF8.self)
                == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
    }
}
