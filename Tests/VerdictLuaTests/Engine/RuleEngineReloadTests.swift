import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `reload()` is atomic: a broken change keeps the old set serving, a good one replaces it.
@Suite struct RuleEngineReloadTests {
    /// A model whose every message names `tag`, through a Lua rule, a built-in rule's `message`,
    /// a `when` and a Lua strategy, so a result shows which version made it.
    static func model(_ tag: String) -> String {
        """
        local tag = "\(tag)"
        return {
          model = "M",
          rules = {
            { "x", function(v) return false, "lua " .. tag end },
            { "x", "minLength", 100, message = "built-in \(tag)" },
            { "y", "required", when = function(o) return o.x ~= nil end, message = "when \(tag)" },
          },
          strategies = {
            function(o, ctx) if o.skip then return "valid", "strategy " .. tag end end,
            "rules",
            "default",
          },
        }
        """
    }

    static let broken = "return {\n  model = \"M\",\n  rules = { { \"x\", \"required\" } \n}"

    @Test func aGoodChangeIsServedWithANewVersion() throws {
        let directory = try RuleDirectory(["m.lua": Self.model("A")])
        let engine = try directory.engine()
        #expect(try engine.messages(["x": "v"], model: "M") == ["X lua A", "X built-in A", "Y when A"])
        try directory.write("m.lua", Self.model("B"))
        #expect(engine.reload() == nil)
        #expect(engine.version == 2)
        let verdict = try engine.checked(["x": "v"], model: "M", options: .testing)
        #expect(verdict.errors.map(\.message) == ["X lua B", "X built-in B", "Y when B"])
        #expect(verdict.version == 2)
        #expect(try engine.checked(["skip": true], model: "M", options: .testing).reason == "strategy B")
    }

    @Test func aBrokenChangeKeepsTheOldSetAndReportsWhy() throws {
        let directory = try RuleDirectory(["m.lua": Self.model("A")])
        let engine = try directory.engine()
        try directory.write("m.lua", Self.broken)
        let failure = try #require(engine.reload())
        #expect(
            failure.issues.map(\.description) == [
                "\(directory.path("m.lua")):4: '}' expected (to close '{' at line 1) near <eof>"
            ])
        #expect(engine.version == 1)
        #expect(try engine.messages(["x": "v"], model: "M") == ["X lua A", "X built-in A", "Y when A"])
        try directory.write("m.lua", Self.model("C"))
        #expect(engine.reload() == nil)
        #expect(engine.version > 1)
        #expect(try engine.messages(["x": "v"], model: "M") == ["X lua C", "X built-in C", "Y when C"])
    }

    @Test(arguments: [
        "return { model = \"M\", rules = { { \"x\", \"requird\" } } }",
        "error('refuse')",
        "while true do end",
        "return { model = \"M\", rules = { { \"x\", function() end, unknown = 1 } } }",
    ])
    func anyKindOfBrokenFileKeepsTheOldSet(source: String) throws {
        let directory = try RuleDirectory(["m.lua": Self.model("A"), "n.lua": "return { model = \"N\" }"])
        let engine = try directory.engine()
        try directory.write("n.lua", source)
        #expect(engine.reload() != nil)
        #expect(engine.version == 1)
        #expect(engine.models.map(\.name) == ["M", "N"])
        #expect(try engine.messages(["x": "v"], model: "M") == ["X lua A", "X built-in A", "Y when A"])
    }

    @Test func removingAFileRemovesItsModels() throws {
        let directory = try RuleDirectory(["m.lua": Self.model("A"), "n.lua": "return { model = \"N\" }"])
        let engine = try directory.engine()
        try directory.remove("n.lua")
        #expect(engine.reload() == nil)
        #expect(engine.models.map(\.name) == ["M"])
        #expect(throws: EngineError.self) { try engine.checked([:], model: "N") }
    }

    @Test func versionsOnlyGrow() throws {
        let directory = try RuleDirectory(["m.lua": Self.model("A")])
        let engine = try directory.engine()
        var seen = [engine.version]
        for round in 0..<6 {
            try directory.write("m.lua", round.isMultiple(of: 2) ? Self.broken : Self.model("R\(round)"))
            let failed = engine.reload() != nil
            #expect(failed == round.isMultiple(of: 2))
            seen.append(engine.version)
        }
        #expect(seen == seen.sorted())
        #expect(Set(seen).count == 4)
    }
}
