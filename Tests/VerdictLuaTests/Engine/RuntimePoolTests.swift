import Foundation
import Synchronization
import Testing
import Verdict

@testable import VerdictLua

/// The pool of Lua runtimes: reuse, versions, concurrent checkouts. Run under ThreadSanitizer by
/// `make tsan`.
@Suite struct RuntimePoolTests {
    static let source = #"return { model = "M", rules = { { "x", function(v) return v == 1 end } } }"#

    static func sources(version: Int, text: String = source) -> RuleSources {
        let sources = RuleSources(version: version, files: [("m.lua", text)])
        sources.setExpectedFunctions(1)
        return sources
    }

    @Test func anIdleRuntimeIsReused() throws {
        let pool = RuntimePool(limits: .testing)
        let sources = Self.sources(version: 1)
        pool.serve(version: 1, adopting: nil)
        let first = try pool.withRuntime(sources) { ObjectIdentifier($0) }
        let second = try pool.withRuntime(sources) { ObjectIdentifier($0) }
        #expect(first == second)
        try pool.withRuntime(sources) { runtime in
            #expect(runtime.version == 1)
            #expect(runtime.functions.count == 1)
            #expect(runtime.state.stackTop == 0)
        }
    }

    @Test func runtimesOfAVersionNoLongerServedAreDropped() throws {
        let pool = RuntimePool(limits: .testing)
        let old = Self.sources(version: 1)
        let new = Self.sources(version: 2)
        pool.serve(version: 1, adopting: nil)
        let first = try pool.withRuntime(old) { $0 }  // kept alive: its address is not reused
        pool.serve(version: 2, adopting: nil)
        // A validation that started with version 1 still gets a version-1 runtime...
        #expect(try pool.withRuntime(old) { $0.version } == 1)
        // ...but it is not kept: version 2 runtimes are.
        let second = try pool.withRuntime(new) { $0 }
        #expect(try pool.withRuntime(new) { $0 } === second)
        #expect(first !== second)
        #expect(second.version == 2)
    }

    @Test func aRuntimeThatCannotBePreparedIsAnError() throws {
        let pool = RuntimePool(limits: .testing)
        let broken = RuleSources(version: 1, files: [("m.lua", "return { model = ")])
        broken.setExpectedFunctions(0)
        #expect(throws: EngineError.self) { try pool.withRuntime(broken) { _ in () } }
        let different = Self.sources(version: 1, text: "return { model = 'M' }")
        do {
            try pool.withRuntime(different) { _ in () }
            Issue.record("a runtime with other functions than expected was served")
        } catch {
            #expect(
                "\(error)" == "could not prepare a Lua runtime: the rule files defined different functions this time")
        }
    }

    @Test func concurrentCheckoutsNeverShareARuntime() async throws {
        let pool = RuntimePool(limits: .testing, maximumIdle: 3)
        let sources = Self.sources(version: 1)
        pool.serve(version: 1, adopting: nil)
        let tracker = Tracker()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<50 {
                        try pool.withRuntime(sources) { runtime in
                            let id = ObjectIdentifier(runtime)
                            let fresh = tracker.inUse.withLock { $0.insert(id).inserted }
                            if !fresh { tracker.overlaps.add(1, ordering: .relaxed) }
                            let context = ValidationContext(source: Value.object(["x": 1]), runtime: runtime)
                            let outcome = runtime.callRule(
                                0, value: 1, context: context, ruleName: "lua", origin: "m.lua:1")
                            #expect(outcome.isPassed == true)
                            _ = tracker.inUse.withLock { $0.remove(id) }
                        }
                        await Task.yield()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(tracker.overlaps.load(ordering: .relaxed) == 0)
    }

    /// Which runtimes are checked out, and how often one was handed out twice at once.
    final class Tracker: Sendable {
        let inUse = Locked<Set<ObjectIdentifier>>([])
        let overlaps = Atomic<Int>(0)
    }
}

extension RuleOutcome {
    /// Whether the outcome is a pass, `nil` for a rewrite.
    var isPassed: Bool? {
        switch self {
        case .passed: true
        case .failed: false
        case .rewritten: nil
        }
    }
}
