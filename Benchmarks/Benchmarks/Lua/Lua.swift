// Lua rules through the engine (`RuleEngine.validate`), beside the same rules as Swift closures
// (`CustomRule`) run by a `RuleSet`. Each model exists with 1 and 8 copies of its rule, so the cost
// of one more rule call is (8 copies − 1 copy) / 7, free of the per-record cost.
// Aims: a string-argument Lua rule within 2x of the Swift closure; a Lua rule that reads 2 fields
// of an 8-field object under 300 ns per call.
import Benchmark
import Foundation
import Verdict
import VerdictBenchmarkSupport
import VerdictLua

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    // An engine validation takes microseconds: one per sample keeps each sample shorter than a
    // scheduler time slice on this shared 2-core machine (1,000 per sample were often preempted).
    // The timer then adds ~60–70 ns to each engine row; it cancels in the per-call differences.
    var perValidation = Benchmark.defaultConfiguration
    perValidation.scalingFactor = .one
    perValidation.maxIterations = 200_000

    let engine: RuleEngine
    do {
        let directory = try LuaFixtures.writeRulesDirectory()
        engine = try RuleEngine(directory: directory)
        try? FileManager.default.removeItem(at: directory)  // the engine keeps the files' text
    } catch {
        fatalError("the benchmark rules do not load: \(error)")
    }
    let record = LuaFixtures.record
    let options = EvaluationOptions()

    for model in LuaFixtures.models {
        // Every model must pass the record, or the figure would measure the error path.
        do {
            let verdict = try engine.validate(record, model: model.name, options: options)
            guard verdict.isValid else { fatalError("\(model.name) rejects the record: \(verdict.errors)") }
        } catch {
            fatalError("\(model.name): \(error)")
        }
        Benchmark("engine.validate: \(model.name)", configuration: perValidation) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try? engine.validate(record, model: model.name, options: options))
            }
        }
    }

    let now = options.now
    for model in LuaFixtures.swiftModels {
        guard model.rules.validate(record, now: now).isValid else { fatalError("\(model.name) rejects the record") }
        Benchmark("RuleSet.validate: \(model.name)") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(model.rules.validate(record, now: now))
            }
        }
    }
}
