// The core benchmark: NGRValidator's CalendarEvent (7 attributes, 15 rules) validated on a valid
// object through each way a caller hands Verdict an object. Aim: under 1 µs per valid object.
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
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // Paths that take microseconds run one validation per sample, so that samples stay shorter
    // than a scheduler time slice on this shared 2-core machine (the timer adds ~60–70 ns).
    var perValidation = Benchmark.defaultConfiguration
    perValidation.scalingFactor = .one
    perValidation.maxIterations = 200_000

    let rules = RuleSet.calendarEvent
    let event = CalendarEvent.valid
    let source = CalendarEventSource(event: event)
    let dictionary = event.dictionary
    let jsonDictionary = event.jsonDictionary
    let anyDictionary = event.anyDictionary
    let now = Date()

    // Every input must be valid, or the figures would measure the error path.
    expectValid(rules.validate(source, now: now), "AttributeSource")
    expectValid(rules.validate(dictionary, now: now), "[String: Value]")
    expectValid(rules.validate(jsonDictionary, now: now), "[String: Value] with ISO 8601 strings")
    expectValid(rules.validate(event, now: now), "Encodable")
    expectValid(rules.validate(anyDictionary, now: now), "[String: Any]")

    Benchmark("CalendarEvent valid: AttributeSource") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(source, now: now))
        }
    }

    Benchmark("CalendarEvent valid: [String: Value], dates as Date") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(dictionary, now: now))
        }
    }

    Benchmark("CalendarEvent valid: [String: Value], dates as ISO 8601 strings") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(jsonDictionary, now: now))
        }
    }

    Benchmark("CalendarEvent valid: Encodable", configuration: perValidation) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(event, now: now))
        }
    }

    Benchmark("CalendarEvent valid: [String: Any]", configuration: perValidation) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(anyDictionary, now: now))
        }
    }

    // Parts of the Encodable path, to show where its time goes.
    Benchmark("ValueEncoder.encode(CalendarEvent) alone", configuration: perValidation) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ValueEncoder.encode(event))
        }
    }

    Benchmark("CalendarEvent valid: AttributeSource, default now (Date())") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(source))
        }
    }

    // The error path, for scale: every attribute fails and every message is rendered.
    let brokenSource = CalendarEventSource(event: .invalid)
    let brokenReport = rules.validate(brokenSource, now: now)
    guard brokenReport.errors.count >= 7 else {
        fatalError("the invalid event should fail every attribute, got \(brokenReport.errors.map(\.message))")
    }

    Benchmark(
        "CalendarEvent invalid (\(brokenReport.errors.count) errors): AttributeSource", configuration: perValidation
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(rules.validate(brokenSource, now: now))
        }
    }
}

/// Stops the run when a fixture that must pass does not.
func expectValid(_ report: ValidationReport, _ label: String) {
    guard report.isValid else {
        fatalError("\(label): the valid CalendarEvent failed: \(report.errors.map(\.message))")
    }
}
