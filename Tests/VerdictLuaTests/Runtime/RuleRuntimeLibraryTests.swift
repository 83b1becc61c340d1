internal import CVerdictLua
import Testing
import Verdict

@testable import VerdictLua
import Foundation

/// What Lua code sees of the host: `verdict.check.*`, `verdict.time`/`iso`, the read-only record
/// proxy, `ctx` and `ctx.errors`.
@Suite struct RuleRuntimeLibraryTests {
    @Test func checkExposesBuiltInRulesAsPredicates() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let results = try runtime.evaluate(
            """
            local r = {}
            local function add(...) for i = 1, select('#', ...) do r[#r + 1] = (select(i, ...)) end end
            add(verdict.check.email("ann@example.com"))
            add(verdict.check.email("nope"))
            add(verdict.check.minLength("secret-pw", 6))
            add(verdict.check.minLength("abc", 6))
            add(verdict.check["in"]("b", {"a", "b"}))
            add(verdict.check.compare(5, ">", 3))
            add(verdict.check.required(nil))
            add(verdict.check.email(nil))
            add(verdict.check.lengthRange("ab", 3, 5))
            return table.unpack(r)
            """)
        #expect(
            results == [
                true, false, "must be an email address such as name@example.com.", true, false,
                "must be at least 6 characters long.", true, true, false, "is required.", true, false,
                "must be at least 3 characters long.",
            ])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func checkOfAnUnknownRuleIsAnErrorWithAHint() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let error = try #require(runtime.failure("local x\nlocal ok = verdict.check.emial('a@b.c')"))
        #expect(
            error.description.hasPrefix(
                "rules/test.lua:2: verdict.check.emial: unknown rule 'emial' (did you mean 'email'?)"))
        let bad = try #require(runtime.failure("local ok = verdict.check.minLength('abc', 'six')"))
        #expect(bad.message.hasPrefix("verdict.check.minLength: rule 'minLength' argument 1 should be"))
        #expect(runtime.state.stackTop == 0)
    }

    @Test func checkNamesTheValueOrArgumentItCannotConvert() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let value = try #require(runtime.failure("return verdict.check.email({ tags = { 1, function() end } })"))
        #expect(value.message.hasPrefix("verdict.check.email value.tags[2]: a function cannot be a value here"))
        let argument = try #require(runtime.failure("return verdict.check.minLength('abc', function() end)"))
        #expect(argument.message.hasPrefix("verdict.check.minLength argument 1: a function cannot be a value here"))
        #expect(runtime.state.stackTop == 0)
    }

    @Test func timeAndIsoConvertBetweenSecondsAndISO8601() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        #expect(
            try runtime.evaluate(
                "return verdict.time '2026-01-01T00:00:00Z', verdict.iso(0), verdict.time 'soon', verdict.iso 'x'")
                == [1_767_225_600.0, "1970-01-01T00:00:00Z", nil, nil])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func timeIsNilForAnythingButAnISO8601String() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        #expect(
            try runtime.evaluate(
                "return verdict.time(), verdict.time(5), verdict.time({}), verdict.time '2026-01-31', select('#', verdict.time(1))"
            ) == [.null, .null, .null, 1_769_817_600.0, 1])
        #expect(runtime.state.stackTop == 0)
    }

    /// verdict.time remembers the last few texts it read: every answer must still be the text's
    /// own, whatever was read before it — more texts than it remembers, texts of one length that
    /// differ in a byte (in the first, a middle or the last eight bytes compared at once), a text
    /// that is not a date between two that are, and texts too long to keep.
    @Test func timeAnswersEachTextAsItsOwnWhateverWasReadBefore() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let texts = [
            "2026-01-01T00:00:00Z", "2026-01-01T00:00:01Z", "2026-01-01T00:00:0xZ", "2025-12-31",
            "2026-01-01T00:00:02Z", "2026-01-02T00:00:00Z", "2026-01-01T00:00:00.25000000000000000000000Z", "",
        ]
        // What each text parses to on its own (nil: not a date).
        let expected: [Value] = texts.map { text in
            var bytes = Array(text.utf8)
            let date = bytes.withUnsafeMutableBufferPointer { ISO8601.parse(bytes: UnsafeBufferPointer($0)) }
            return date.map { .double($0.timeIntervalSince1970) } ?? .null
        }
        #expect(expected.filter { $0 != .null }.count == 6)
        let list = texts.map { "'\($0)'" }.joined(separator: ", ")
        // Each text read three times, in orders that put every text in and out of the memory.
        let answers = try runtime.evaluate(
            """
            local texts = { \(list) }
            local r = {}
            for _, order in ipairs({ { 1, 2, 3, 4, 5, 6, 7, 8 }, { 8, 7, 6, 5, 4, 3, 2, 1 }, { 3, 1, 3, 2, 3, 7, 3, 8 } }) do
              for _, i in ipairs(order) do r[#r + 1] = { i, verdict.time(texts[i]) } end
            end
            local out = {}
            for _, pair in ipairs(r) do out[#out + 1] = pair[1]; out[#out + 1] = pair[2] or "nil" end
            return table.unpack(out)
            """)
        #expect(answers.count == 48)
        for pair in stride(from: 0, to: answers.count, by: 2) {
            guard case .int(let index) = answers[pair] else {
                Issue.record("not an index: \(answers[pair])")
                continue
            }
            let want = expected[Int(index) - 1]
            #expect(answers[pair + 1] == (want == .null ? .string("nil") : want), "text \(texts[Int(index) - 1])")
        }
        #expect(runtime.state.stackTop == 0)
    }

    /// verdict.time remembers a text with the address of the string it was read from. Once that
    /// string is collected, a new string with another date may get the same address: it must be
    /// answered as its own text, not as the one remembered there.
    @Test func timeAnswersANewStringAtAFreedStringsAddressAsItsOwn() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        var addresses: [String] = []
        for day in 1...28 {
            let answers = try runtime.evaluate(
                """
                local text = string.format('2026-02-%02dT00:00:00Z', \(day))
                return string.format('%p', text), verdict.time(text)
                """)
            #expect(answers.count == 2)
            guard answers.count == 2, case .string(let address) = answers[0] else { continue }
            addresses.append(address)
            #expect(answers[1] == .double(1_769_904_000 + Double(day - 1) * 86_400), "day \(day)")
            _ = verdict_lua_gc_collect(runtime.state.handle)
        }
        // The case this test is for happened: some day's string reused an earlier day's address.
        #expect(Set(addresses).count < addresses.count)
        #expect(runtime.state.stackTop == 0)
    }

    @Test(arguments: [
        ("verdict.extra = 1", "rules/test.lua:1: verdict is read-only"),
        ("verdict.check.email = function() return true end", "rules/test.lua:1: verdict.check is read-only"),
        ("return getmetatable(verdict)", nil),
    ])
    func verdictLibraryIsReadOnly(source: String, error expected: String?) throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        if let expected {
            let error = try #require(runtime.failure(source))
            #expect(error.description.hasPrefix(expected))
        } else {
            #expect(try runtime.evaluate(source) == [false])
        }
        #expect(
            try runtime.evaluate("return verdict.check.email('x')") == [
                false, "must be an email address such as name@example.com.",
            ])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func ctxTellsWhatTheHostKnows() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "a", function(v, o, ctx)
                  return false, string.format("%d %s %s %s %s", ctx.now, tostring(ctx.reachable), ctx.scenario,
                    ctx.attribute, ctx.extras.tenant)
                end },
            } }
            """)
        let context = loaded.validate(["a": 1], scenario: "create", extras: ["tenant": "acme"])
        #expect(context.errors.map(\.message) == ["A 1767225600 true create a acme"])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func ctxErrorsReadsTheErrorsFoundSoFar() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "a", "required" },
              { "b", function(v, o, ctx)
                  local first = ctx.errors[1]
                  return false, string.format("%d|%s|%s|%s|%s|%s|%s", #ctx.errors, first.attribute, first.rule,
                    first.message, tostring(ctx.errors.has("a")), tostring(ctx.errors:has("b")), tostring(ctx.errors[2]))
                end },
            } }
            """)
        #expect(loaded.messages(["b": 1]) == ["A is required.", "B 1|a|required|A is required.|true|false|nil"])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func ctxErrorsAddIsSeenByTheSwiftCaller() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "start", function(v, o, ctx)
                  if o.finish < v then
                    ctx.errors.add("finish", "must not be before {attribute} start.")
                    ctx.errors:add("start", "is after the finish.")
                  end
                  return true
                end, name = "order" },
            } }
            """)
        let context = loaded.validate(["start": 5, "finish": 3])
        #expect(
            context.errors == [
                ValidationError(
                    attribute: "finish", rule: "order", key: .invalid, message: "must not be before finish start."),
                ValidationError(
                    attribute: "start", rule: "order", key: .invalid, message: "Start is after the finish."),
            ])
        #expect(loaded.validate(["start": 1, "finish": 3]).errors.isEmpty)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test(arguments: [
        ("ctx.errors.add('a')", "ctx.errors.add needs an attribute name and a message"),
        ("ctx.errors[1] = 'x'", "ctx.errors is read-only; use ctx.errors.add(attribute, message)"),
        ("ctx.scenario = 'admin'", "ctx is read-only"),
        ("o.a = 'changed'", "the record is read-only in rules (use a filter rule to change a value)"),
    ])
    func writingWhereLuaMayNotIsARuleError(statement: String, message: String) throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "a", function(v, o, ctx)
                  \(statement)
                  return true
                end },
              { "a", "exactLength", 2 },
            } }
            """)
        let context = loaded.validate(["a": "ok"])
        #expect(context.errors.map(\.message) == ["A could not be checked: rules/test.lua:3: \(message)"])
        #expect(context.errors.first?.key == .ruleError)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func rawsetOnTheRecordProxyIsRefused() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "a", function(v, o) rawset(o, "b", "forged") return true end },
              { "b", "required" },
              { "b", function(v, o) return false, tostring(v) end, skipOnEmpty = false },
              { "c", function(v, o) return pcall(rawset, o, "b", "forged") == false, "wrote" end },
            } }
            """)
        // The proxy is shared by every record of the runtime: a raw write would be read by every
        // later record (and every later request of a server). It is an error of the rule.
        for _ in 0..<2 {
            #expect(
                loaded.messages(["a": 1, "c": 1]) == [
                    "A could not be checked: rules/test.lua:2: the record is read-only in rules (use a filter rule to change a value)",
                    "B is required.", "B nil",
                ])
        }
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func recordProxyReadsFieldsOnDemandAndSeesFilters() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "name", "trim" },
              { "name", function(v, o)
                  return false, string.format("[%s] [%s] %s %s %s %s", v, o.name, o.address.city, #o.tags,
                    tostring(o.missing), type(o.when))
                end },
            } }
            """)
        let record: Value = [
            "name": "  Ann  ", "address": ["city": "Oslo"], "tags": ["x", "y"], "when": .date(referenceNow),
        ]
        #expect(loaded.messages(record) == ["Name [Ann] [Ann] Oslo 2 nil string"])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    /// A rule sees a list's null elements as `verdict.null`, at their places, through the record
    /// proxy as in its value; a filter that keeps them writes the nulls back.
    @Test func nullElementsOfAListReachRulesAndFiltersInPlace() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "tags", function(v, o)
                  return false, string.format("%d %d %s %s", #v, #o.tags, tostring(v[3]), tostring(v[2] == verdict.null))
                end },
              { "tags", "filter", function(v) return { v[3], v[1], verdict.null } end },
            } }
            """)
        let context = loaded.validate(["tags": ["a", "b", .null]])
        #expect(context.errors.map(\.message) == ["Tags 3 3 verdict.null false"])
        #expect(context.rewrittenValues["tags"] == [.null, "a", .null])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func aFieldPastTheBridgeCapsIsARuleErrorNotATruncatedValue() throws {
        var deep: Value = 1
        for _ in 0..<70 { deep = [deep] }
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "a", function(v, o) return o.deep ~= nil end },
              { "deep", function(v) return true end },
            } }
            """)
        let messages = loaded.messages(["a": 1, "deep": deep])
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("A could not be checked: rules/test.lua:2: deep") == true)
        #expect(messages.allSatisfy { $0.hasSuffix(": nested deeper than 64 levels") })
        #expect(loaded.runtime.state.stackTop == 0)
    }
}
