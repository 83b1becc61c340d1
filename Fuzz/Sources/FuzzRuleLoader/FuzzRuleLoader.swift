import Foundation
import Verdict
import VerdictLua

/// The rules directory: one per process, its one file rewritten on every run.
private let rulesDirectory: URL = {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    let url = URL(fileURLWithPath: "\(base)/verdict-fuzz-rules-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

private let records: [Value] = [
    .object([:]),
    .object(["name": .string("Ann"), "email": .string("ann@example.com"), "age": .int(41)]),
    .object(["a": .array([.int(1), .null, .bool(true)]), "b": .object(["c": .double(1.5)])]),
]

/// The default limits with a 50 ms deadline: runaway code is still stopped as by default (a
/// deadline, the watchdog arming the hook), but an endless loop costs a run 50 ms, not the default
/// 5 seconds, which libFuzzer reports as a slow unit.
private let limits = LuaLimits(timeLimit: .milliseconds(50))

/// libFuzzer entry: the input is a rule file, loaded by a new ``RuleEngine`` with the default
/// limits but a short deadline (``limits``). When it loads, every model validates a few records
/// and its own examples in each of its scenarios. A load error must name the file; nothing may
/// crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuleLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let file = rulesDirectory.appendingPathComponent("fuzz.lua")
    guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes: data, count: size)) else {
        fatalError("cannot write \(file.path)")
    }
    let engine: RuleEngine
    do {
        engine = try RuleEngine(directory: rulesDirectory, configuration: .init(limits: limits))
    } catch {
        if !error.description.contains("fuzz.lua") {
            fatalError("a load error that names no file: \(error.description)")
        }
        return 0
    }
    for model in engine.models {
        for scenario in model.scenarioNames.sorted() {
            for record in records + model.examples.map(\.record) {
                _ = try? engine.validate(record, model: model.name, scenario: scenario)
            }
        }
    }
    return 0
}
