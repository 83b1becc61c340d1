import Foundation
import Testing

/// `verdict test`: runs every model's examples; prints each failure with the errors it got; the
/// last line is `N passed, M failed`; exit 1 when an example fails.
@Suite struct TestCommandTests {
    @Test func allExamplesPass() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person"])
        #expect(run == .expect(0, stdout: "4 passed, 0 failed"))
    }

    @Test func modelsWithoutExamplesPassTrivially() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/multi"])
        #expect(run == .expect(0, stdout: "0 passed, 0 failed"))
    }

    @Test func failingExamplesArePrintedWithTheirErrors() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/failing"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        FAIL Coupon valid example 2 (rules/failing/coupon.lua): expected valid, got 2 errors
                          code: Code must be exactly 8 characters long.
                          percent: Percent must be at most 90.
                        FAIL Coupon invalid example 2 (rules/failing/coupon.lua): expected invalid, got valid
                        6 passed, 2 failed
                        """))
    }

    @Test func brokenRuleSetExitsTwo() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/misspelled"])
        #expect(
            run
                == .expect(
                    2,
                    stderr:
                        "rules/misspelled/article.lua:6: rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)"
                ))
    }

    /// A failing example is red on a terminal, plain with `NO_COLOR`.
    @Test(arguments: [false, true])
    func failureIsRedOnlyOnATerminalWithoutNoColor(noColor: Bool) throws {
        let run = try VerdictProcess.runOnTerminal(["test", "--rules", "rules/failing"], noColor: noColor)
        let fail = noColor ? "FAIL" : "\u{1B}[31mFAIL\u{1B}[0m"
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        \(fail) Coupon valid example 2 (rules/failing/coupon.lua): expected valid, got 2 errors
                          code: Code must be exactly 8 characters long.
                          percent: Percent must be at most 90.
                        \(fail) Coupon invalid example 2 (rules/failing/coupon.lua): expected invalid, got valid
                        6 passed, 2 failed
                        """))
    }
}
