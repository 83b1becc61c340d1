import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `verdict.check.NAME`: the host's own function for each catalog name, called straight from the
/// rule; the generic wrapper for other names.
@Suite struct RuleRuntimeCheckTests {
    @Test func aCatalogNameIsAHostFunctionThatAnswersTwoValues() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let results = try runtime.evaluate(
            """
            local email = verdict.check.email
            local function count(...) return select('#', ...) end
            return email == verdict.check.email, count(email("ann@example.com")), email("ann@example.com"),
              count(email("nope")), email("nope")
            """)
        // Calls in the middle of a list give their first result only (Lua's rule).
        #expect(results == [true, 2, true, 2, false, "must be an email address such as name@example.com."])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func eachCatalogNameIsRegisteredOnceWhateverFileAsks() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        _ = try runtime.evaluate("return verdict.check.email('a@b.co')", file: "rules/a.lua")
        let registered = runtime.state.callbacks.count
        _ = try runtime.evaluate("return verdict.check.email('a@b.co')", file: "rules/b.lua")
        _ = try runtime.evaluate(
            "local a, b, c = verdict.check.emial, verdict.check[''], verdict.check.nope", file: "rules/c.lua")
        #expect(runtime.state.callbacks.count == registered)
        #expect(runtime.checkFunctions.keys.sorted() == ["email"])
    }

    @Test func errorsAreRaisedAtTheLineOfTheRuleThatCalled() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let bad = try #require(runtime.failure("local x\nlocal ok = verdict.check.minLength('abc', 'six')"))
        #expect(bad.description.hasPrefix("rules/test.lua:2: verdict.check.minLength: rule 'minLength' argument 1"))
        let value = try #require(runtime.failure("\nreturn verdict.check.email({ f = function() end })"))
        #expect(value.description.hasPrefix("rules/test.lua:2: verdict.check.email value.f: a function cannot be"))
        let noArguments = try #require(runtime.failure("return verdict.check.minLength('abc')"))
        #expect(noArguments.description.hasPrefix("rules/test.lua:1: verdict.check.minLength: "))
        #expect(try runtime.evaluate("return pcall(verdict.check.minLength, 'abc', 'six')").first == false)
        #expect(runtime.state.stackTop == 0)
    }

    @Test func callsWithAndWithoutArgumentsGoThroughTheSameFunction() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        #expect(
            try runtime.evaluate(
                """
                local r, m = verdict.check.required, verdict.check.minLength
                local results = {}
                for _, call in ipairs({ { r, nil }, { r, 'x' }, { m, 'abc', 6 }, { m, 'abcdef', 6 } }) do
                  local ok, message = call[1](call[2], call[3])
                  results[#results + 1] = tostring(ok) .. " " .. tostring(message)
                end
                return table.unpack(results)
                """) == ["false is required.", "true nil", "false must be at least 6 characters long.", "true nil"])
        #expect(runtime.checkFunctions.keys.sorted() == ["minLength", "required"])
        #expect(runtime.state.stackTop == 0)
    }

    /// A function keeps the messages of its rule's failures that read the same every time: after
    /// many calls each answer is still the one a fresh runtime gives on its first call.
    @Test func keptMessagesAnswerAsTheFirstCallDoes() throws {
        let calls = [
            ("email", "'nope'"), ("email", "'a@'"), ("email", "'@b.co'"), ("email", "123"), ("email", "true"),
            ("url", "'ftp://x.org'"), ("url", "'not a url'"), ("url", "'http://'"), ("name", "'R2D2'"),
            ("name", "'a_b'"), ("integer", "'1.5'"), ("integer", "'x'"), ("number", "'x'"), ("boolean", "'maybe'"),
            ("required", "''"), ("required", "nil"), ("hexColor", "'#12'"), ("isbn", "'123'"),
            ("creditCard", "'4111 1111 1111 1112'"),
        ]
        let warm = try RuleRuntime(version: 1, limits: .testing)
        for _ in 0..<3 {
            for (name, value) in calls {
                let source = "return verdict.check.\(name)(\(value))"
                let fresh = try RuleRuntime(version: 1, limits: .testing)
                let first = try fresh.evaluate(source)
                #expect(try warm.evaluate(source) == first, "\(source)")
                #expect(first.first != true, "\(source) should fail")
            }
        }
        #expect(warm.state.stackTop == 0)
    }

    /// Issue 20, item 1: `verdict.check.max` compares a Lua integer with an integer bound exactly,
    /// and NaN (`0/0`) is within no bound.
    @Test func numberChecksAreExactAndRefuseNaN() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let results = try runtime.evaluate(
            """
            local max = verdict.check.max
            local function answer(ok, message) return tostring(ok) .. " " .. tostring(message) end
            return answer(max(9007199254740993, 9007199254740992)), answer(max(9007199254740992, 9007199254740992)),
              answer(max(9007199254740993, 9007199254740992.0)), answer(max(0/0, 1))
            """)
        #expect(
            results == [
                "false must be at most 9007199254740992.", "true nil", "false must be at most 9007199254740992.",
                "false should be a number.",
            ])
        #expect(runtime.state.stackTop == 0)
    }

    /// Strings a `verdict.check` screen may answer from Lua's bytes, and strings it must leave to
    /// the full path: non-ASCII, invalid UTF-8, quotes, control characters, long texts.
    static let checkedStrings: [String] = [
        "ann@example.com", "john..doe@x.com", "имя@домен.рф", "a@localserver", "\"q\"@example.com",
        #"a\b@example.com"#, "", " ", "Müller", "O'Brien", "Smith2000", "Jean-Luc Picard", "👍",
        "https://example.org/a?b=1", "http://例え.jp/パス", "gmail.com", "ftp://x.org", "https://exa mple.com",
        "line\nbreak", "nul\u{0}byte", String(repeating: "a", count: 64) + "@example.com",
        "https://example.com/" + String(repeating: "p", count: 3000), String(repeating: "Ab", count: 200),
    ]

    static let checkedTexts: [[UInt8]] = {
        var texts: [[UInt8]] = checkedStrings.map { Array($0.utf8) }
        texts += [[0xFF], [0x41, 0xC3]]
        texts.append(Array("ann@exa".utf8) + [0xFF] + Array("mple.com".utf8))
        return texts
    }()

    @Test func screenedAnswersEqualTheRulesOwnForEveryText() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let context = ValidationContext(source: Value.object([:]))
        let literals = Self.checkedTexts.map { bytes in "\"" + bytes.map { "\\" + String($0) }.joined() + "\"" }
        var screened = 0
        for name in RuleCatalog.names {
            guard let rule = try? RuleCatalog.make(name, RuleArguments(rule: name)), TextScreen(rule) != nil
            else { continue }
            screened += 1
            let answers = try runtime.evaluate(
                """
                local check, results = verdict.check.\(name), {}
                for _, s in ipairs({ \(literals.joined(separator: ", ")) }) do
                  local ok, message = check(s)
                  results[#results + 1] = tostring(ok) .. " " .. type(message)
                end
                return table.unpack(results)
                """)
            var expected: [Value] = []
            for bytes in Self.checkedTexts {
                let value =
                    bytes.withUnsafeBufferPointer { UTF8Bytes.string($0) }.map(Value.string) ?? .data(Data(bytes))
                switch rule.validate(value, in: context) {
                case .passed, .rewritten: expected.append("true nil")
                case .failed: expected.append("false string")
                }
            }
            #expect(answers == expected, "verdict.check.\(name)")
        }
        #expect(screened >= 4)  // email, url, name, required at least
        #expect(runtime.state.stackTop == 0)
    }
}
