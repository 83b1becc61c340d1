import Foundation
import Testing

/// An error raised by a rule names the rule file and line it came from, through the built
/// `verdict`: a chunk the rule compiled with `load` adds its name after them and can never take
/// their place, whatever name it was given.
@Suite struct RuleErrorLocationTests {
    static let rules = """
        return {
          model = "Loader",
          rules = {
            { "forged", function(value)
                load('error("boom")', "=/etc/shadow:999")()
                return true
              end },
            { "unnamed", function(value)
                load('error("boom")')()
                return true
              end },
            { "tail", function(value)
                return load('local x = ...\\nerror("boom")', "@other.lua")()
              end },
          },
        }
        """

    @Test func loadedChunkNamesComeAfterTheRuleFileAndLine() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("rules"), withIntermediateDirectories: true)
        try Data(Self.rules.utf8).write(to: folder.appendingPathComponent("rules/loader.lua"))
        try Data(#"{"forged": 1, "unnamed": 2, "tail": 3}"#.utf8).write(to: folder.appendingPathComponent("r.jsonl"))
        let run = try VerdictProcess.run(["validate", "r.jsonl"], in: folder)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        r.jsonl:1 invalid (record 1)
                          forged: Forged could not be checked: rules/loader.lua:5: [load "=/etc/shadow:999"]:1: boom
                          unnamed: Unnamed could not be checked: rules/loader.lua:9: [string "error("boom")"]:1: boom
                          tail: Tail could not be checked: rules/loader.lua:12: [load "@other.lua"]:2: boom
                        1 record, 1 invalid
                        """))
    }
}
