import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// Issue 4's sandbox cases through rule files and the engine: each is a failed record with a
/// clear error naming file and line (failing closed), nothing crashes, and the engine keeps
/// serving.
@Suite struct RuleEngineSandboxTests {
    static let good = """
        return { model = "Good", rules = { { "name", "required" }, { "name", "minLength", 2 } } }
        """

    static func attack(_ body: String) -> String {
        """
        return { model = "M", rules = {
          { "x", function(value, object, ctx)
              \(body)
            end },
          { "y", "required" },
        } }
        """
    }

    @Test(arguments: [
        ("error('boom')", "boom"),
        ("while true do end", "instruction budget of 2000000 instructions exhausted"),
        ("local s = 'x' while true do s = s .. s end", "memory limit of 32 MiB exceeded"),
        ("local t = {} for i = 1, 1e9 do t[i] = ('x'):rep(4096) .. i end", "memory limit of 32 MiB exceeded"),
        ("return io.open('/etc/passwd') ~= nil", "attempt to index a nil value (global 'io')"),
        ("return os.execute('touch /tmp/verdict-escaped')", "attempt to call a nil value (field 'execute')"),
        ("return require('io') ~= nil", "attempt to call a nil value (global 'require')"),
        (
            "return assert(load('\\27Lua\\84\\0\\25\\147\\r\\n\\26\\n'))() ~= nil",
            "attempt to load a binary chunk (mode is 't')"
        ),
        ("return load('return 1', 'x', 'b')", "load: only text chunks are allowed (mode \"t\"), not \"b\""),
        ("return string.dump(print) ~= nil", "attempt to call a nil value (field 'dump')"),
        ("return debug.getregistry() ~= nil", "attempt to index a nil value (global 'debug')"),
        ("return #string.rep('x', 1 << 32) > 0", "memory limit of 32 MiB exceeded"),
        ("return #('ab'):rep(3 << 30, ',') > 0", "memory limit of 32 MiB exceeded"),
    ])
    func attackIsAFailedRecordWithFileAndLine(body: String, reason: String) throws {
        let directory = try RuleDirectory(["m.lua": Self.attack(body), "good.lua": Self.good])
        let engine = try directory.engine()
        let verdict = try engine.checked(["x": "anything", "y": "present"], model: "M", options: .testing)
        #expect(!verdict.isValid)
        #expect(verdict.errors.map(\.message) == ["X could not be checked: \(directory.path("m.lua")):3: \(reason)"])
        #expect(verdict.errors.map(\.key) == [.ruleError])
        // The engine keeps serving: the same model, and another.
        #expect(try engine.checked(["y": "present"], model: "M", options: .testing).isValid)
        #expect(try engine.checked(["name": "Ann"], model: "Good", options: .testing).isValid)
        #expect(try engine.messages(["name": "A"], model: "Good") == ["Name must be at least 2 characters long."])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/verdict-escaped"))
    }

    @Test func everyRuntimeOfThePoolStaysUsableAfterManyAttacks() throws {
        let directory = try RuleDirectory([
            "m.lua": Self.attack(
                "if value == 'loop' then while true do end end\n      if value == 'eat' then local t = {} while true do t[#t + 1] = {} end end\n      return value == 'ok'"
            ),
            "good.lua": Self.good,
        ])
        let engine = try directory.engine()
        for round in 0..<20 {
            let attack = round.isMultiple(of: 2) ? "loop" : "eat"
            #expect(try !engine.checked(["x": .string(attack), "y": 1], model: "M", options: .testing).isValid)
            #expect(try engine.checked(["x": "ok", "y": 1], model: "M", options: .testing).isValid)
            #expect(try engine.checked(["name": "Ann"], model: "Good", options: .testing).isValid)
        }
    }

    @Test func aRuleThatHoardsMemoryDoesNotLeaveTheEngineFailing() throws {
        let directory = try RuleDirectory([
            "hoard.lua": """
            return { model = "Hoard", rules = {
              { "x", function(v) hoard = hoard or {} hoard[#hoard + 1] = ("x"):rep(3 << 20) .. #hoard return true end },
            } }
            """,
            "good.lua": """
            return { model = "Good", rules = { { "name", function(v) return #(v .. "!") > 2, "is too short." end } } }
            """,
        ])
        let engine = try directory.engine()
        for round in 0..<30 {
            #expect(try engine.checked(["x": 1], model: "Hoard", options: .testing).isValid, "round \(round)")
            #expect(try engine.checked(["name": "Ann"], model: "Good", options: .testing).isValid, "round \(round)")
        }
    }

    @Test func aFileThatAttacksWhileLoadingIsRefusedWithFileAndLine() throws {
        let directory = try RuleDirectory([
            "a.lua": "local f = io.open('/etc/passwd')\nreturn { model = 'A' }",
            "b.lua": "local t = {}\nwhile true do t[#t + 1] = ('x'):rep(1000) end",
            "c.lua": "local s = string.rep('x', 1 << 33)",
            "good.lua": Self.good,
        ])
        #expect(
            directory.issues().map(\.description) == [
                "\(directory.path("a.lua")):1: attempt to index a nil value (global 'io')",
                "\(directory.path("b.lua")):2: memory limit of 32 MiB exceeded",
                "\(directory.path("c.lua")):1: memory limit of 32 MiB exceeded",
            ])
    }
}
