import Foundation
import Testing

/// `--max-invalid N|P%`: exit 0 while the invalid records are at most N, or P percent of the
/// records, 1 past that — at, just under and just over the limit; an unreadable input is still
/// exit 2; a value that is neither is a usage error naming it.
@Suite struct ValidateThresholdTests {
    /// 8 records, 4 of them invalid — one unreadable, which counts as invalid: 50%.
    static let records = """
        {"name": "Annabel"}
        {"name": "Al"}
        {"name": "Annabel", "plan": "gold"}
        {"name": "Annabel", "email": "ann@example.com"}
        {"name":
        {"name": "Annabel", "nickname": "Annie-B"}
        {"name": "Annabel", "plan": "pro"}
        {"name": "Annabel", "age": 30}

        """

    @Test(arguments: [
        ("3", 1), ("4", 0), ("5", 0), ("0", 1),
        ("49.99%", 1), ("50%", 0), ("50.0%", 0), ("50.01%", 0), ("49.999999%", 1), ("100%", 0), ("0%", 1),
    ])
    func exitStatusFollowsTheLimit(limit: String, status: Int32) throws {
        let run = try ValidateSummaryTests.run(["--quiet", "--max-invalid", limit], records: Self.records)
        #expect(run == .expect(status, stdout: "8 records, 4 invalid (1 unreadable)"))
    }

    /// On a generated file whose invalid count the generator knows: the limit at the count, one
    /// under and one over, as a number and as a percentage of 1,000 records (exact in tenths).
    @Test func limitsAroundAGeneratedFilesInvalidCount() throws {
        let signups = GeneratedSignups(count: 1000, seed: 470)
        let invalid = ValidateSummaryTests.expected(signups).invalid
        #expect(invalid > 100 && invalid < 900)
        let cases: [(String, Int32)] = [
            ("\(invalid)", 0), ("\(invalid - 1)", 1), ("\(invalid + 1)", 0),
            (Self.tenths(invalid), 0), (Self.tenths(invalid - 1), 1), (Self.tenths(invalid + 1), 0),
        ]
        for (limit, status) in cases {
            let run = try ValidateSummaryTests.run(["--quiet", "--max-invalid", limit], records: signups.text)
            #expect(run.status == status, "--max-invalid \(limit) with \(invalid) of 1000 invalid")
        }
    }

    /// `n` of 1,000 as a percentage: `n / 10` percent, written exactly.
    static func tenths(_ n: Int) -> String { "\(n / 10).\(n % 10)%" }

    @Test func withoutTheLimitAnyInvalidRecordIsExitOne() throws {
        let run = try ValidateSummaryTests.run(["--quiet"], records: Self.records)
        #expect(run.status == 1)
    }

    @Test func anUnreadableInputIsStillExitTwo() throws {
        let root = try Fixtures.folder(
            ruleFile: "signup.lua", ValidateSummaryTests.rules, records: Self.records, named: "signups.jsonl")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--quiet", "--max-invalid", "100%", "signups.jsonl", "missing.jsonl"],
            in: root)
        #expect(
            run
                == .expect(
                    2, stdout: "8 records, 4 invalid (1 unreadable), 1 input not read",
                    stderr: "verdict: cannot read 'missing.jsonl': No such file or directory"))
    }

    /// The message for a `--max-invalid` that is neither a count nor a percentage.
    static func unreadable(_ text: String) -> String {
        "Error: --max-invalid takes a number of records (10) or a percentage of them (0.5%), not '\(text)'"
    }

    @Test(arguments: [
        ("--max-invalid", "5x", unreadable("5x")), ("--max-invalid", "%", unreadable("%")),
        ("--max-invalid", "1.%", unreadable("1.%")), ("--max-invalid", ".5%", unreadable(".5%")),
        ("--max-invalid", "5 %", unreadable("5 %")), ("--max-invalid", "", unreadable("")),
        ("--max-invalid", "0.0000001%", unreadable("0.0000001%")),
        ("--max-invalid", "120%", "Error: --max-invalid takes a percentage from 0% to 100%, not '120%'"),
        ("--max-invalid", "100.01%", "Error: --max-invalid takes a percentage from 0% to 100%, not '100.01%'"),
        ("--max-invalid", "-1", "Error: --max-invalid cannot be negative: '-1'"),
        ("--max-invalid", "-5%", "Error: --max-invalid cannot be negative: '-5%'"),
        ("--max-errors", "0", "Error: --max-errors must be at least 1, not 0"),
        ("--max-errors", "-3", "Error: --max-errors must be at least 1, not -3"),
        ("--max-errors", "ten", "Error: The value 'ten' is invalid for '--max-errors <N>'"),
    ])
    func aBadValueIsAUsageError(option: String, value: String, message: String) throws {
        let run = try ValidateSummaryTests.run([option, value], records: Self.records)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == message)
    }
}
