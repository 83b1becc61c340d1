import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// A temporary rules directory for one test, removed when the last reference goes.
final class RuleDirectory: Sendable {
    let url: URL

    /// Creates the directory and writes `files` (name → Lua source) into it.
    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-lua-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes (or replaces, atomically) one file; `name` may have a folder (`locales/de.lua`).
    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// Removes one file.
    func remove(_ name: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(name))
    }

    /// The name the engine gives a file in issues and messages.
    func path(_ name: String) -> String {
        RuleEngine.displayName(of: url.appendingPathComponent(name), in: url)
    }

    /// An engine over the directory.
    func engine(limits: LuaLimits = .testing) throws -> RuleEngine {
        try RuleEngine(directory: url, configuration: .init(limits: limits))
    }

    /// The issues loading the directory reports, or `[]` when it loads.
    func issues(limits: LuaLimits = .testing) -> [RuleFileIssue] {
        RuleEngine.check(directory: url, configuration: .init(limits: limits)).issues
    }
}

extension LuaLimits {
    /// Limits that stop runaway scripts in well under a second, counting every instruction: a
    /// script is stopped at the same instruction on every machine, whatever else it runs.
    static let testing = LuaLimits(
        instructionBudget: 2_000_000, memoryCap: 32 << 20, timeLimit: .seconds(2), enforcement: .exactBudget)

    /// ``testing`` stopped at a deadline instead, as `verdict validate` and the engine's default
    /// are: runaway scripts end at a short time limit.
    static let testingDeadline = LuaLimits(
        instructionBudget: 2_000_000, memoryCap: 32 << 20, timeLimit: .milliseconds(400), enforcement: .deadline)
}

/// The time every engine test validates at: 2026-01-01T00:00:00Z.
let referenceNow = Date(timeIntervalSince1970: 1_767_225_600)

extension EvaluationOptions {
    /// Options at ``referenceNow``, online.
    static let testing = EvaluationOptions(now: referenceNow)
}

extension RuleEngine {
    /// Validates at ``referenceNow`` and returns the messages, in order.
    func messages(
        _ record: Value, model: String, scenario: String? = nil,
        options: EvaluationOptions = .testing
    ) throws -> [String] {
        let messages = try validate(record, model: model, scenario: scenario, options: options).errors.map(\.message)
        #expect(idleStackTops.allSatisfy { $0 == 0 }, "a Lua call left values on a stack")
        return messages
    }

    /// Validates at ``referenceNow`` and checks every idle runtime's Lua stack is balanced.
    func checked(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .testing
    ) throws -> RecordVerdict {
        let verdict = try validate(record, model: model, scenario: scenario, options: options)
        #expect(idleStackTops.allSatisfy { $0 == 0 }, "a Lua call left values on a stack")
        return verdict
    }
}

/// One rule file loaded into a fresh runtime without an engine, for loader and runtime tests.
struct LoadedRuleFile {
    let runtime: RuleRuntime
    let pool: RuntimePool
    let sources: RuleSources
    let models: [ModelDefinition]
    let issues: [RuleFileIssue]

    /// Loads `source` as `file`.
    init(_ source: String, file: String = "rules/test.lua", limits: LuaLimits = .testing) throws {
        let pool = RuntimePool(limits: limits)
        let sources = RuleSources(version: 1, files: [(file, source)])
        let runtime = try RuleRuntime(version: 1, limits: limits)
        var loader = RuleFileLoader(runtime: runtime, pool: pool, sources: sources)
        loader.load(file, source: source)
        loader.linkModels()
        sources.setExpectedFunctions(runtime.functions.count)
        pool.serve(version: 1, adopting: nil)
        self.runtime = runtime
        self.pool = pool
        self.sources = sources
        self.models = loader.models
        self.issues = loader.issues
    }

    /// The one issue, as `FILE:LINE: message (hint: …)`.
    var issueTexts: [String] { issues.map(\.description) }

    /// The model with this name.
    func model(_ name: String) -> ModelDefinition? { models.first { $0.name == name } }
}

extension LoadedRuleFile {
    /// Validates `record` with a model (the first by default) in this file's runtime, at
    /// ``referenceNow``, and returns the context with the errors and rewritten values.
    func validate(
        _ record: Value, model name: String? = nil, scenario: String? = nil,
        extras: [String: Value] = [:], mode: ValidationMode = .allErrors
    ) -> ValidationContext {
        let context = ValidationContext(
            source: record, now: referenceNow, scenario: scenario, extras: extras, runtime: runtime)
        let definition = name.flatMap(model) ?? models.first
        definition?.rules.run(in: context, mode: mode)
        return context
    }

    /// The messages of ``validate(_:model:scenario:extras:mode:)``.
    func messages(_ record: Value, model name: String? = nil, scenario: String? = nil) -> [String] {
        validate(record, model: name, scenario: scenario).errors.map(\.message)
    }
}

extension RuleRuntime {
    /// Runs `source` as a rule file would run (its own environment, `verdict` in it) and returns
    /// its results through the value bridge.
    func evaluate(_ source: String, file: String = "rules/test.lua") throws -> [Value] {
        let environment = try state.makeEnvironment()
        state.setField("verdict", of: environment, to: verdictLibrary)
        let chunk = try state.load(source, chunkName: file, environment: environment)
        let read: Result<[Value], LuaConversionError> = try state.call(chunk) { _ in
            0
        } results: { stack, count in
            var out: [Value] = []
            for i in 0..<count {
                do throws(LuaConversionError) {
                    out.append(try stack.value(at: -count + i, path: "result[\(i + 1)]"))
                } catch {
                    return .failure(error)
                }
            }
            return .success(out)
        }
        return try read.get()
    }

    /// The error ``evaluate(_:file:)`` must throw.
    func failure(_ source: String, file: String = "rules/test.lua") -> LuaError? {
        do {
            _ = try evaluate(source, file: file)
            return nil
        } catch {
            return error as? LuaError
        }
    }
}
