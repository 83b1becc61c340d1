internal import CVerdictLua
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import VerdictLua

/// The deadline mode of ``LuaLimits/Enforcement``: calls run with no hook and the watchdog thread
/// (`watchdog.c`) arms one only at its deadline. Its edge cases — a deadline at the very end of a
/// call, nested coroutines, many states at once, states released while the watchdog works — are
/// here; `make tsan` runs this suite under ThreadSanitizer.
///
/// Time bounds in these tests are containment checks with a wide margin (a runaway call must end
/// within its limit plus seconds on a loaded machine), never speed measurements.
@Suite(.serialized) struct LuaWatchdogTests {
    /// Deadline mode with a short limit and no instruction budget in the way.
    static func deadline(_ limit: Duration = .milliseconds(100)) -> LuaLimits {
        LuaLimits(instructionBudget: Int.max, memoryCap: 16 << 20, timeLimit: limit, enforcement: .deadline)
    }

    /// How much later than its limit a stopped call may end on a busy two-core machine.
    static let slack: Duration = .seconds(3)

    @Test func theWatchdogExistsOnThisPlatform() {
        #if os(Linux) && arch(x86_64)
            #expect(LuaLimits.hasWatchdog)
            #expect(!Self.deadline().countsInstructions)
        #else
            #expect(!LuaLimits.hasWatchdog)
        #endif
        #expect(Self.deadline().exact.countsInstructions)
        #expect(LuaLimits(timeLimit: nil, enforcement: .deadline).countsInstructions)
    }

    @Test func noHookIsSetWhileCallsRun() throws {
        let state = try LuaState(limits: Self.deadline(.seconds(30)))
        #expect(
            try state.evaluate("local n = 0 for i = 1, 100000 do n = n + i end return n") == [.integer(5_000_050_000)])
        #expect(verdict_lua_main_hook_mask(state.handle) == 0)
        #expect(verdict_lua_is_exact(state.handle) == 0)
        state.limits = Self.deadline().exact
        _ = try state.evaluate("return 1")
        #expect(verdict_lua_main_hook_mask(state.handle) != 0, "exact mode keeps the count hook")
        state.limits = Self.deadline()
        _ = try state.evaluate("local n = 0 for i = 1, 10 do n = n + i end return n")
        #expect(verdict_lua_main_hook_mask(state.handle) == 0)
    }

    @Test func instructionsAreNotCountedButCWorkIs() throws {
        let state = try LuaState(
            limits: LuaLimits(instructionBudget: 10_000, timeLimit: .seconds(30), enforcement: .deadline))
        // A million VM instructions under a budget of ten thousand: not counted.
        #expect(try state.evaluate("local n = 0 for i = 1, 200000 do n = n + 1 end return n") == [.integer(200_000)])
        // The same budget still bounds what a C function does.
        let error = try #require(state.failure("local t = {}\nreturn table.concat(t, '', 1, 1e9)"))
        #expect(error.kind == .instructionBudget)
        #expect(error.line == 2)
    }

    /// Each with the line the error must name (`nil`: a line, whichever: a stop inside coroutines
    /// is raised again in each thread it passes through).
    @Test(
        arguments: [
            ("while true do end", 1),
            ("local n = 0\nrepeat n = n + 1 until false", 2),
            ("local function f() return f() end\nreturn f()", 1),
            ("for i = 1, math.huge do local s = tostring(i) end", 1),
            ("while true do pcall(function() while true do end end) end", 1),
            ("local t = setmetatable({}, {__index = function(t, k) while true do end end})\nreturn t.x", 1),
            ("local co = coroutine.create(function() while true do end end)\nreturn coroutine.resume(co)", 1),
            (
                "local f = coroutine.wrap(function()\n  local g = coroutine.wrap(function() while true do end end)\n  g()\nend)\nf()",
                nil
            ),
            (
                "local f = coroutine.wrap(function()\n  local g = coroutine.create(function()\n    local h = coroutine.wrap(function() while true do end end)\n    h()\n  end)\n  coroutine.resume(g)\n  while true do end\nend)\nwhile true do pcall(f) end",
                nil
            ),
            (
                "local co = coroutine.wrap(function() while true do pcall(coroutine.yield) end end)\nwhile true do co() end",
                nil
            ),
        ] as [(String, Int?)])
    func aRunawayCallIsStoppedAtItsDeadline(source: String, line: Int?) throws {
        let limit: Duration = .milliseconds(100)
        let state = try LuaState(limits: Self.deadline(limit))
        let started = ContinuousClock.now
        let error = try #require(state.failure(source))
        let elapsed = ContinuousClock.now - started
        #expect(error.kind == .timeLimit, "\(error)")
        #expect(error.file == "rules/user.lua")
        #expect(line == nil ? error.line != nil : error.line == line)
        #expect(elapsed >= limit - .milliseconds(10))
        #expect(elapsed < limit + Self.slack)
        #expect(state.stackTop == 0)
        #expect(verdict_lua_main_hook_mask(state.handle) == 0, "the stopping hook outlived its call")
        #expect(try state.evaluate("local n = 0 for i = 1, 1000 do n = n + i end return n") == [.integer(500_500)])
    }

    @Test func aCoroutineMadeInOneCallIsStoppedInTheNext() throws {
        let state = try LuaState(limits: Self.deadline())
        let environment = try state.makeEnvironment()
        _ = try state.evaluate(
            "spin = coroutine.wrap(function() coroutine.yield() while true do end end)\nspin()",
            environment: environment)
        let error = try #require(state.failure("spin()", environment: environment))
        #expect(error.kind == .timeLimit)
        #expect(error.line == 1)
        #expect(try state.evaluate("return 'usable'") == [.string("usable")])
    }

    @Test(arguments: [
        "local t = setmetatable({}, {__len = function() return 1e15 end, __index = rawlen, __newindex = rawequal})\ntable.insert(t, 1, 'x')",
        "return table.concat(setmetatable({}, {__index = function() return '' end}), '', 1, 1e15)",
        "return string.rep('x', 2^40)",
    ])
    func cFunctionsStayGuarded(source: String) throws {
        let state = try LuaState(
            limits: LuaLimits(instructionBudget: 1_000_000, timeLimit: .seconds(30), enforcement: .deadline))
        let started = ContinuousClock.now
        let error = try #require(state.failure(source))
        #expect(error.kind == .instructionBudget || error.kind == .memory, "\(error)")
        #expect(ContinuousClock.now - started < Self.slack)
        #expect(try state.evaluate("return 1") == [.integer(1)])
    }

    /// The race the watch's compare-and-swap settles: the watchdog arming a call at the moment it
    /// ends. Another thread arms the state as often as it can while this one makes thousands of
    /// short calls; each call must either finish with its result or stop with the time limit, and
    /// none may leave the hook behind for the next. The calls go on until the other thread has
    /// armed some (a loaded machine, or ThreadSanitizer, may start it late).
    @Test func aDeadlineAtTheEndOfACallLeavesNoHookBehind() throws {
        let state = try LuaState(limits: Self.deadline(.seconds(60)))
        let environment = try state.makeEnvironment()
        _ = try state.evaluate(
            "function work(n) local s = 0 for i = 1, n do s = s + i end return s end", environment: environment)
        let work = try state.load("return work(40)", chunkName: "rules/user.lua", environment: environment)
        nonisolated(unsafe) let handle = state.handle
        let done = Atomic(false)
        let armings = Atomic(0)
        let armer = DispatchGroup()
        DispatchQueue.global().async(group: armer) {
            while !done.load(ordering: .acquiring) {
                if verdict_lua_watch_arm_now(handle) != 0 { armings.add(1, ordering: .relaxed) }
            }
        }
        var finished = 0
        var stopped = 0
        var leftHooks = 0
        var wrong: [String] = []
        var calls = 0
        let giveUp = ContinuousClock.now + .seconds(60)
        while calls < 20_000 || armings.load(ordering: .relaxed) < 100 && ContinuousClock.now < giveUp {
            calls += 1
            do {
                let result: Int64? = try state.call(work) { _ in
                    0
                } results: { stack, _ in
                    stack.integer(at: -1)
                }
                if result == 820 { finished += 1 } else { wrong.append("result \(String(describing: result))") }
            } catch {
                if error.kind == .timeLimit { stopped += 1 } else { wrong.append("\(error)") }
            }
            if verdict_lua_main_hook_mask(handle) != 0 { leftHooks += 1 }
        }
        done.store(true, ordering: .releasing)
        armer.wait()
        withExtendedLifetime(state) {}
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(leftHooks == 0)
        #expect(finished + stopped == calls)
        #expect(armings.load(ordering: .relaxed) > 0, "the other thread never armed a call")
        #expect(
            try state.call(work) { _ in
                0
            } results: { stack, _ in
                stack.integer(at: -1)
            } == 820)
    }

    /// States on many threads at once, more than there are cores, each with its own deadline:
    /// every runaway one is stopped near its own limit, and the quick ones are never stopped.
    @Test func manyStatesAtOnceAreEachStoppedAtTheirOwnDeadline() throws {
        let limits: [Duration] = [
            .milliseconds(80), .milliseconds(150), .milliseconds(250), .milliseconds(400),
            .milliseconds(120), .milliseconds(200), .milliseconds(300), .milliseconds(500),
        ]
        let outcomes = Mutex<[String]>([])
        let group = DispatchGroup()
        for (n, limit) in limits.enumerated() {
            DispatchQueue.global().async(group: group) {
                let report: String
                do {
                    let state = try LuaState(limits: Self.deadline(limit))
                    let started = ContinuousClock.now
                    let error = state.failure("local n = \(n)\nwhile true do n = n + 1 end")
                    let elapsed = ContinuousClock.now - started
                    var quick = 0
                    for i in 0..<200 where (try? state.evaluate("return \(i)")) == [.integer(Int64(i))] { quick += 1 }
                    report =
                        error?.kind == .timeLimit && error?.line == 2 && elapsed >= limit - .milliseconds(10)
                            && elapsed < limit + Self.slack && quick == 200
                        ? "ok" : "state \(n): \(String(describing: error)) after \(elapsed), \(quick) quick calls"
                } catch {
                    report = "state \(n): \(error)"
                }
                outcomes.withLock { $0.append(report) }
            }
        }
        group.wait()
        let reports = outcomes.withLock { $0 }
        #expect(reports.count == limits.count)
        #expect(reports.allSatisfy { $0 == "ok" }, "\(reports)")
    }

    /// States made and released while the watchdog scans, arms and sleeps: released just after
    /// being stopped, released while idle, and armed from another thread while they come and go.
    @Test func statesReleasedWhileTheWatchdogWorksAreNeverTouched() throws {
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for worker in 0..<3 {
            DispatchQueue.global().async(group: group) {
                for round in 0..<25 {
                    do {
                        let state = try LuaState(limits: Self.deadline(.milliseconds(5)))
                        nonisolated(unsafe) let handle = state.handle
                        if worker == 2 {
                            // Armed by hand while a call may or may not be running. The block holds
                            // the state: arming a handle whose state is gone would read freed memory
                            // (another thread's new state may already live there).
                            nonisolated(unsafe) let held = state
                            DispatchQueue.global().async {
                                withExtendedLifetime(held) { _ = verdict_lua_watch_arm_now(handle) }
                            }
                        }
                        let error = state.failure("while true do end")
                        if error?.kind != .timeLimit {
                            failures.withLock {
                                $0.append("worker \(worker) round \(round): \(String(describing: error))")
                            }
                        }
                        withExtendedLifetime(state) {}
                    } catch {
                        failures.withLock { $0.append("worker \(worker) round \(round): \(error)") }
                    }
                    // Made and dropped without a call.
                    _ = try? LuaState(limits: Self.deadline(.milliseconds(5)))
                }
            }
        }
        group.wait()
        #expect(failures.withLock { $0 } == [])
    }

    /// Exact mode is still exact: the same script is stopped at the same instruction every time.
    @Test func exactModeStopsAtTheSameInstructionEveryTime() throws {
        var counts: [LuaScalar] = []
        for _ in 0..<3 {
            let state = try LuaState(limits: LuaLimits(instructionBudget: 100_000, enforcement: .exactBudget))
            let environment = try state.makeEnvironment()
            let error = try #require(state.failure("n = 0\nwhile true do n = n + 1 end", environment: environment))
            #expect(error.kind == .instructionBudget)
            counts += try state.evaluate("return n", environment: environment)
        }
        #expect(counts.count == 3)
        #expect(Set(counts.map(\.description)).count == 1, "\(counts)")
    }
}
