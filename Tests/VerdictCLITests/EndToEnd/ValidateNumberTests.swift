import Foundation
import Testing

/// Issue 20, item 1: numbers beyond 2^53 through the built `verdict`. The rule file's integer bounds
/// (`max 9007199254740992`, `min`, `exact`, `range`, `compare "<="`) stay integers, and each input
/// format's integers and doubles are compared with them exactly: JSON, CSV and YAML agree.
@Suite struct ValidateNumberTests {
    /// The report of `data/numbers.*`: record 2 holds the issue's integers one past each bound and
    /// `1.5`; record 3 doubles equal to 2^53 (which no integer bound above 2^53 meets) and `1e2`.
    static func numbersReport(_ file: String, lines: (Int, Int)) -> String {
        """
        \(file):\(lines.0) invalid (record 2)
          below: Below must be at most 9007199254740992.
          big: Big must be at most 4611686018427387904.
          above: Above must be at least 9007199254740993.
          same: Same must be exactly 9007199254740993.
          band: Band must be at most 9007199254740995.
          most: Most must be less than or equal to 9007199254740992.
          whole: Whole must be an integer.
        \(file):\(lines.1) invalid (record 3)
          above: Above must be at least 9007199254740993.
          same: Same must be exactly 9007199254740993.
          band: Band must be at least 9007199254740993.
        3 records, 2 invalid
        """
    }

    @Test(arguments: [("data/numbers.json", (3, 4)), ("data/numbers.csv", (3, 4)), ("data/numbers.yaml", (10, 18))])
    func boundsBeyondTwoTo53AreExactInEveryFormat(file: String, lines: (Int, Int)) throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/numbers", file])
        #expect(run == .expect(1, stdout: Self.numbersReport(file, lines: lines)))
    }

    /// 2^63, which the JSON reader gives as a double (no `Int` holds it), is an integer, and above
    /// every integer bound.
    @Test func twoTo63IsAnIntegerAboveEveryIntegerBound() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/numbers", "-"],
            stdin: Data(#"{"whole": 9223372036854775808, "big": 9223372036854775808}"#.utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1)
                          big: Big must be at most 4611686018427387904.
                        1 record, 1 invalid
                        """))
    }

    /// Issue 43, item 4: whole numbers are exact however they are written. Record 1 holds 2^53 + 1
    /// written `9007199254740993.0` and `9.007199254740993e15`, within every bound (`min`, `exact`,
    /// `in`) and `compare`, and integers beyond 64 bits that round to 2^64, plainly and with an
    /// exponent; record 2 the same one past each bound; record 3 beyond 64 bits, compared with
    /// another such number (`compare ">" verdict.field`) and listed against 2^64. CSV writes its
    /// numbers beyond `Int` with an exponent: a plain one is text there.
    @Test(arguments: [
        ("data/written-numbers.json", (3, 4)), ("data/written-numbers.yaml", (10, 17)),
        ("data/written-numbers.csv", (3, 4)),
    ])
    func wholeNumbersAreExactHoweverWritten(file: String, lines: (Int, Int)) throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/numbers", file])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        \(file):\(lines.0) invalid (record 2)
                          above: Above must be at least 9007199254740993.
                          same: Same must be exactly 9007199254740993.
                          most: Most must be less than or equal to 9007199254740992.
                          listed: Listed must be one of 9007199254740993, 1.8446744073709552e+19.
                          vast: Vast must be at most 1.8446744073709552e+19.
                          beyond: Beyond must be greater than vast.
                        \(file):\(lines.1) invalid (record 3)
                          listed: Listed must be one of 9007199254740993, 1.8446744073709552e+19.
                          vast: Vast must be at most 1.8446744073709552e+19.
                        3 records, 2 invalid
                        """))
    }

    /// A record given back prints its numbers as they are: a whole number the reader kept exact
    /// as its digits, a double as before.
    @Test func aCleanedRecordKeepsItsNumbersExact() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/numbers", "--format", "jsonl", "--emit", "cleaned", "-"],
            stdin: Data(
                #"{"above": 9.007199254740993e15, "beyond": 18446744073709551617, "vast": 1.8446744073709551616e19, "whole": 100.0}"#
                    .utf8))
        #expect(
            run
                == .expect(
                    0,
                    stdout: #"{"index":0,"file":"<stdin>","line":1,"valid":true,"strategy":"default","errors":[],"#
                        + #""cleaned":{"above":9007199254740993,"beyond":18446744073709551617,"#
                        + #""vast":1.8446744073709552e+19,"whole":100.0}}"#))
    }

    /// YAML's `.nan` is within no bound and ordered with nothing; YAML's 2^63 is an integer.
    @Test func yamlNaNMeetsNoBound() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/numbers", "--input-format", "yaml", "-"],
            stdin: Data("whole: 9223372036854775808\nbelow: .nan\nmost: .nan\n".utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1)
                          below: Below should be a number.
                          most: Most must be less than or equal to 9007199254740992.
                        1 record, 1 invalid
                        """))
    }
}
