import Foundation
import Synchronization
import Testing
import Verdict

@testable import VerdictLua

/// Many tasks validating through one engine while another task reloads it, alternating good and
/// broken rule files: no failed validation, and every result from exactly one version. Run under
/// ThreadSanitizer by `make tsan`.
@Suite struct RuleEngineConcurrencyTests {
    static let validators = 8
    static let reloads = 60

    /// What the reloading task tells the validating ones.
    final class Progress: Sendable {
        /// The tag each served version was loaded with.
        let tags = Locked<[Int: String]>([1: "V1"])
        /// Set when the reloads are over.
        let done = Atomic<Bool>(false)
    }

    @Test func validationsDuringReloadsAreEachFromOneVersion() async throws {
        let directory = try RuleDirectory(["m.lua": RuleEngineReloadTests.model("V1")])
        let engine = try directory.engine()
        let progress = Progress()

        let results = try await withThrowingTaskGroup(of: [RecordVerdict].self) { group in
            for worker in 0..<Self.validators {
                group.addTask {
                    var verdicts: [RecordVerdict] = []
                    repeat {
                        let record: Value = ["x": .string("w\(worker)")]
                        verdicts.append(try engine.validate(record, model: "M", options: .testing))
                        if verdicts.count.isMultiple(of: 8) { await Task.yield() }
                    } while !progress.done.load(ordering: .acquiring) || verdicts.count < 50
                    return verdicts
                }
            }
            group.addTask {
                defer { progress.done.store(true, ordering: .releasing) }
                for round in 0..<Self.reloads {
                    let good = !round.isMultiple(of: 3)
                    let tag = "R\(round)"
                    try directory.write("m.lua", good ? RuleEngineReloadTests.model(tag) : RuleEngineReloadTests.broken)
                    let failure = engine.reload()
                    #expect((failure == nil) == good, "round \(round): \(failure?.description ?? "")")
                    if good { progress.tags.withLock { $0[engine.version] = tag } }
                    await Task.yield()
                }
                return []
            }
            var all: [RecordVerdict] = []
            for try await verdicts in group { all += verdicts }
            return all
        }

        let known = progress.tags.withLock { $0 }
        #expect(known.count == 1 + (0..<Self.reloads).filter { !$0.isMultiple(of: 3) }.count)
        #expect(results.count >= Self.validators * 50)
        var versionsSeen: Set<Int> = []
        for verdict in results {
            let tag = try #require(known[verdict.version], "version \(verdict.version) was never served")
            #expect(!verdict.isValid)
            #expect(verdict.errors.map(\.message) == ["X lua \(tag)", "X built-in \(tag)", "Y when \(tag)"])
            versionsSeen.insert(verdict.version)
        }
        #expect(versionsSeen.count > 1, "validations saw more than one version")
    }

    /// A German catalog whose two texts name its version, or a broken one (a text that is a number).
    static func catalog(_ tag: String?) -> String {
        guard let tag else { return "return { messages = { required = 5 } }" }
        return #"return { messages = { required = "fehlt (\#(tag)).", tooShort = "zu kurz (\#(tag))." } }"#
    }

    /// Answers worded in German while the catalog changes, good and broken: each answer's messages
    /// come from one catalog version, the one its verdict's rule-set version was loaded with.
    @Test func messagesDuringCatalogReloadsAreEachFromOneVersion() async throws {
        let model = #"return { model = "M", rules = { { "x", "required" }, { "y", "minLength", 5 } } }"#
        let directory = try RuleDirectory(["m.lua": model, "locales/de.lua": Self.catalog("C0")])
        let engine = try directory.engine()
        let progress = Progress()
        progress.tags.withLock { $0 = [1: "C0"] }
        var options = EvaluationOptions.testing
        options.locale = "de"

        let results = try await withThrowingTaskGroup(of: [RecordVerdict].self) { group in
            for _ in 0..<Self.validators {
                group.addTask { [options] in
                    var verdicts: [RecordVerdict] = []
                    repeat {
                        verdicts.append(try engine.validate(["y": "abc"], model: "M", options: options))
                        if verdicts.count.isMultiple(of: 8) { await Task.yield() }
                    } while !progress.done.load(ordering: .acquiring) || verdicts.count < 50
                    return verdicts
                }
            }
            group.addTask {
                defer { progress.done.store(true, ordering: .releasing) }
                for round in 1...Self.reloads {
                    let good = !round.isMultiple(of: 3)
                    let tag = "C\(round)"
                    try directory.write("locales/de.lua", Self.catalog(good ? tag : nil))
                    let failure = engine.reload()
                    #expect((failure == nil) == good, "round \(round): \(failure?.description ?? "")")
                    if good { progress.tags.withLock { $0[engine.version] = tag } }
                    await Task.yield()
                }
                return []
            }
            var all: [RecordVerdict] = []
            for try await verdicts in group { all += verdicts }
            return all
        }

        let known = progress.tags.withLock { $0 }
        var versionsSeen: Set<Int> = []
        for verdict in results {
            let tag = try #require(known[verdict.version], "version \(verdict.version) was never served")
            #expect(verdict.errors.map(\.message) == ["X fehlt (\(tag)).", "Y zu kurz (\(tag))."])
            versionsSeen.insert(verdict.version)
        }
        #expect(versionsSeen.count > 1, "validations saw more than one version")
    }

    @Test func manyTasksShareThePoolWithoutMixingRecords() async throws {
        let directory = try RuleDirectory([
            "m.lua": """
            return { model = "M", rules = {
              { "id", function(v, o, ctx)
                  local seen = o.id .. ":" .. o.name
                  if seen ~= v .. ":n" .. v then return false, "mixed " .. seen end
                  ctx.errors.add("echo", "saw " .. seen)
                  return true
                end },
            } }
            """
        ])
        let engine = try directory.engine()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<Self.validators {
                group.addTask {
                    for i in 0..<200 {
                        let id = worker * 1000 + i
                        let verdict = try engine.validate(["id": .int(id), "name": .string("n\(id)")], model: "M")
                        #expect(verdict.errors.map(\.message) == ["Echo saw \(id):n\(id)"])
                        if i.isMultiple(of: 16) { await Task.yield() }
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
