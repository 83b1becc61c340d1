import Foundation
import Testing

/// Issue 43, item 4, through `verdict serve`: whole numbers in a JSON body are exact however they
/// are written, as `verdict validate` reads them (`ValidateNumberTests`), with the rule set of
/// `rules/numbers`.
@Suite struct ServeNumberTests {
    /// 2^53 + 1 written `9007199254740993.0` and `9.007199254740993e15` meets `min`, `exact`, `in`
    /// and `compare`; integers beyond 64 bits are above `2^64`, plainly and with an exponent.
    @Test func wholeNumbersWithinTheBoundsPass() async throws {
        let answer = try await Self.validate(
            #"{"above": 9007199254740993.0, "same": 9.007199254740993e15, "most": 9007199254740992.0, "#
                + #""listed": 9.007199254740993e15, "vast": 18446744073709551616, "beyond": 1.8446744073709551617e19}"#)
        #expect(answer.status == 200)
        #expect(answer.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
    }

    /// One past each bound, however written, each failing value given back as it was read: a
    /// number beyond 64 bits in its digits.
    @Test func wholeNumbersPastTheBoundsFail() async throws {
        let answer = try await Self.validate(
            #"{"above": 9.007199254740992e15, "same": 9007199254740994.0, "most": 9.007199254740993e15, "#
                + #""listed": 9007199254740992.0, "vast": 18446744073709551617, "beyond": 1.8446744073709551617e19}"#)
        #expect(answer.status == 200)
        let errors = [
            #"{"attribute":"above","rule":"min","message":"Above must be at least 9007199254740993.","#
                + #""key":"tooSmall","severity":"error","params":{"min":9007199254740993},"value":9007199254740992.0}"#,
            #"{"attribute":"same","rule":"exact","message":"Same must be exactly 9007199254740993.","#
                + #""key":"notExact","severity":"error","params":{"exact":9007199254740993},"value":9.007199254740994e+15}"#,
            #"{"attribute":"most","rule":"compare","message":"Most must be less than or equal to 9007199254740992.","#
                + #""key":"notCompared","severity":"error","params":{"compareValue":9007199254740992,"comparison":"lessOrEqual","#
                + #""operator":"<=","relation":"less than or equal to"},"value":9007199254740993}"#,
            Self.listedError(value: "9007199254740992.0"),
            Self.vastError,
            #"{"attribute":"beyond","rule":"compare","message":"Beyond must be greater than vast.","#
                + #""key":"notCompared","severity":"error","params":{"compareValue":"vast","comparison":"greater","#
                + #""operator":">","relation":"greater than"},"value":18446744073709551617}"#,
        ]
        let expected =
            #"{"valid":false,"errors":["# + errors.joined(separator: ",")
            + #"],"strategy":"rules","reason":"6 rules failed"}"#
        #expect(answer.body == expected)
    }

    /// Beyond 64 bits, two numbers that round to the same double are told apart by their digits.
    @Test func numbersBeyondSixtyFourBitsCompareByTheirDigits() async throws {
        let answer = try await Self.validate(
            #"{"vast": 1.8446744073709551617e19, "beyond": 18446744073709551618, "listed": 1.8446744073709551617e19}"#)
        let expected =
            #"{"valid":false,"errors":["# + Self.listedError(value: "18446744073709551617") + "," + Self.vastError
            + #"],"strategy":"rules","reason":"2 rules failed"}"#
        #expect(answer.body == expected)
    }

    /// The error of `listed` (2^53 + 1 or 2^64) for `value`, and of `vast` (at most 2^64) for 2^64 + 1.
    static func listedError(value: String) -> String {
        #"{"attribute":"listed","rule":"in","message":"Listed must be one of 9007199254740993, 1.8446744073709552e+19.","#
            + #""key":"notIncludedIn","severity":"error","params":{"range":[9007199254740993,1.8446744073709552e+19]},"value":\#(value)}"#
    }
    static let vastError =
        #"{"attribute":"vast","rule":"max","message":"Vast must be at most 1.8446744073709552e+19.","key":"tooBig","severity":"error","#
        + #""params":{"max":1.8446744073709552e+19},"value":18446744073709551617}"#

    /// Posts `body` to `/v1/validate/Reading` of a server over `rules/numbers`.
    private static func validate(_ body: String) async throws -> HTTPAnswer {
        let server = try await ServeProcess.start(rules: Fixtures.root.appendingPathComponent("rules/numbers"))
        defer { server.stop() }
        return try await HTTPClient.post(server.url("/v1/validate/Reading"), body)
    }
}
