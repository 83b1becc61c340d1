// Runs one benchmark scenario in a plain loop, for profilers that count instructions
// (`valgrind --tool=callgrind`) on this noisy machine. See Benchmarks/README.md, "Profiling".
//
//     VerdictProfile list
//     VerdictProfile core-source 100000
import Foundation
import Verdict
import VerdictBenchmarkSupport
import VerdictLua

/// Keeps a result alive so the optimizer cannot drop the work.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

func scenarios() throws -> [(name: String, run: (Int) -> Void)] {
    let rules = RuleSet.calendarEvent
    let event = CalendarEvent.valid
    let source = CalendarEventSource(event: event)
    let dictionary = event.dictionary
    let jsonDictionary = event.jsonDictionary
    let anyDictionary = event.anyDictionary
    let invalid = CalendarEventSource(event: .invalid)
    let now = Date()
    var list: [(name: String, run: (Int) -> Void)] = [
        ("core-source", { _ in consume(rules.validate(source, now: now)) }),
        ("core-dictionary", { _ in consume(rules.validate(dictionary, now: now)) }),
        ("core-json", { _ in consume(rules.validate(jsonDictionary, now: now)) }),
        ("core-encodable", { _ in consume(rules.validate(event, now: now)) }),
        ("core-any", { _ in consume(rules.validate(anyDictionary, now: now)) }),
        ("core-invalid", { _ in consume(rules.validate(invalid, now: now)) }),
    ]
    let context = ValidationContext(source: [String: Value]())
    for sample in SyntaxSample.all {
        let values = sample.values.map(Value.string)
        let name = "syntax-" + sample.name.prefix { $0 != " " } + (sample.name.contains("non-ASCII") ? "-unicode" : "")
        list.append(
            (
                name,
                { index in consume(sample.rule.validate(values[index & 3], in: context)) }
            ))
    }
    let directory = try LuaFixtures.writeRulesDirectory()
    let engine = try RuleEngine(directory: directory)
    try? FileManager.default.removeItem(at: directory)  // the engine keeps the files' text
    let record = LuaFixtures.record
    let options = EvaluationOptions()
    for model in LuaFixtures.models {
        list.append(
            ("lua-" + model.name, { _ in consume(try? engine.validate(record, model: model.name, options: options)) }))
    }
    for model in LuaFixtures.swiftModels {
        list.append(("swift-" + model.name, { _ in consume(model.rules.validate(record, now: now)) }))
    }
    return list
}

let arguments = CommandLine.arguments.dropFirst()
do {
    let all = try scenarios()
    guard let name = arguments.first, name != "list" else {
        print("usage: VerdictProfile SCENARIO [ITERATIONS]\nscenarios:")
        for scenario in all { print("  \(scenario.name)") }
        exit(arguments.isEmpty ? 2 : 0)
    }
    guard let scenario = all.first(where: { $0.name == name }) else {
        FileHandle.standardError.write(Data("unknown scenario \(name); try `list`\n".utf8))
        exit(2)
    }
    let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
    let start = ContinuousClock.now
    for index in 0..<iterations { scenario.run(index) }
    let elapsed = ContinuousClock.now - start
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    print("\(name): \(iterations) iterations, \(Int(nanoseconds / Double(iterations))) ns each")
} catch {
    FileHandle.standardError.write(Data("could not prepare the scenarios: \(error)\n".utf8))
    exit(1)
}
