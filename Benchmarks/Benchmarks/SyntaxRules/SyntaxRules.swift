// The syntax rules: cost per typical valid value through the rule protocol (what a chain pays),
// beside a prebuilt NSRegularExpression and a Swift Regex for email, as references.
// Aim: under 100 ns for a typical valid email.
import Benchmark
import Foundation
import Verdict
import VerdictBenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000
    )

    let context = ValidationContext(source: [String: Value]())

    for sample in SyntaxSample.all {
        let values = sample.values.map(Value.string)
        // Each value must pass, or the figure would measure a failure path.
        for value in values {
            guard case .passed = sample.rule.validate(value, in: context) else {
                fatalError("\(sample.name): typical value \(value) does not pass")
            }
        }
        Benchmark("\(sample.name) (\(sample.values.count) values, per value)") { benchmark in
            measureRule(sample.rule, values: values, context: context, benchmark: benchmark)
        }
    }

    // Email, layer by layer: the bare scanner, then the references.
    let emails = SyntaxSample.emails
    let email = EmailRule()
    Benchmark("email: EmailRule.isValid(String) (per value)") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(email.isValid(emails[index & 3]))
        }
    }

    let pattern = "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$"
    let expression: NSRegularExpression
    do {
        expression = try NSRegularExpression(pattern: pattern)
    } catch {
        fatalError("the reference pattern does not compile: \(error)")
    }
    for address in emails where !matches(expression, address) {
        fatalError("the reference NSRegularExpression rejects \(address)")
    }
    Benchmark("email: prebuilt NSRegularExpression (reference, per value)") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(matches(expression, emails[index & 3]))
        }
    }

    let regex: Regex<AnyRegexOutput>
    do {
        regex = try Regex(pattern)
    } catch {
        fatalError("the reference Regex does not compile: \(error)")
    }
    Benchmark("email: prebuilt Swift Regex (reference, per value)") { benchmark in
        for index in benchmark.scaledIterations {
            blackHole((try? regex.wholeMatch(in: emails[index & 3])) != nil)
        }
    }
}

/// Runs a rule over the values in turn, one value per scaled iteration.
@inline(never)
func measureRule(_ rule: some ValidationRule, values: [Value], context: ValidationContext, benchmark: Benchmark) {
    let mask = values.count - 1
    precondition(values.count & mask == 0, "the number of values must be a power of two")
    for index in benchmark.scaledIterations {
        blackHole(rule.validate(values[index & mask], in: context))
    }
}

/// Whether a prebuilt expression matches the whole string.
func matches(_ expression: NSRegularExpression, _ text: String) -> Bool {
    let range = NSRange(location: 0, length: text.utf16.count)
    return expression.firstMatch(in: text, options: [], range: range) != nil
}
