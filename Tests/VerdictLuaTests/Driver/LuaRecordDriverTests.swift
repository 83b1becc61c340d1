import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// The record driver (``LuaRecordDriver``) against the rule-by-rule path: every JSON record must
/// get the same verdict — the same errors in the same order, messages, keys, parameters and values,
/// the same values written back, the same deciding strategy — in every mode (all errors, first
/// error, scenarios, `strict`, a locale), on edge cases and on generated records. Both engines run in
/// deadline mode; one of them never drives a record.
@Suite struct LuaRecordDriverTests {
    /// A model with a bit of everything the driver runs or hands back: rules that fail, raise and
    /// answer the wrong type; `when` (true, false, raising); built-in rules and filters in between;
    /// scenarios; `skipOnError`, `skipOnEmpty`; `ctx` read and written; the record read through
    /// its proxy; a C function as a rule; `each` and `nested` over another model; a message table,
    /// display names and a rule's own message.
    static let mixed = """
        local check = verdict.check
        local seen = 0
        return {
          {
            model = "Mixed",
            names = { code = "Product code" },
            messages = { note = { invalid = "Note: see the manual." } },
            scenarios = {
              create = { "title", "code", "email", "age", "note", "nick", "flag", "when", "tags", "count", "inner", "items", "mail2", "seen" },
              update = { "title", "note", "flag" },
            },
            rules = {
              { "title", function(v) return #v >= 3, "is too short." end },
              { "title", function(v) return not v:find("%d"), "has a digit." end, on = "create" },
              { "code", function(v)
                  if v == "boom" then error("exploded") end
                  if v == "table" then error({}) end
                  if v == "above" then error("from above", 2) end
                  return v ~= "bad"
                end, skipOnEmpty = false },
              { "code", function(v) if v == "num" then return 42 end if v == "str" then return "yes" end return true end },
              { "email", "required", on = "create" },
              { "email", function(v) return check.email(v), "is not an email." end },
              { "email", "email", except = "update" },
              { "age", function(v) return type(v) == "number", "is not a number." end },
              { "age", function(v) return type(v) ~= "number" or v >= 18, "is under age." end, skipOnError = true },
              { "note", "trim" },
              { "note", function(v) return #v < 10 end },
              { "nick", function(v, o) return v ~= o.title, "repeats the title." end, when = function(o) return o.title ~= nil end },
              { "flag", function(v, o, ctx)
                  if v == "add" then ctx.errors.add("title", "is flagged.") end
                  if v == "has" then return not ctx.errors.has("title"), "follows a title error." end
                  if v == "attr" then return false, ctx.attribute .. "/" .. tostring(ctx.scenario) .. "/" .. #ctx.errors end
                  if v == "keys" then local n = 0 for _ in pairs(o) do n = n + 1 end return false, "saw " .. n end
                  return true
                end, skipOnEmpty = false },
              { "title", function(v) return v ~= "Again", "is Again." end, skipOnError = true },
              { "when", function(v) return false, "never passes." end,
                when = function(o) if o.when == "boom" then error("decided badly") end return o.when == "yes" end },
              { "tags", function(v) return type(v) == "table", "is not a list." end },
              { "count", tostring },
              { "mail2", check.email },
              { "inner", "nested", model = "Inner" },
              { "items", "each", model = "Inner" },
              { "seen", function(v) seen = seen + 1 return v ~= "counted", "counted " .. seen end },
              { "title", "maxLength", 12 },
              { "title", function(v) return v ~= "Thirteen char", "is thirteen." end, message = "{name} is unlucky." },
            },
          },
          {
            model = "Inner",
            rules = {
              { "n", function(v) return type(v) == "number" and v > 0, "must be positive." end },
            },
          },
          {
            model = "Empties",
            rules = {
              { "a", function(v) return v ~= nil, "is missing." end, skipOnEmpty = false },
              { "a", function(v) return v ~= "", "is empty." end, skipOnEmpty = false },
              { "a", function(v) return false, "runs on values." end },
              { "b", function(v) return v ~= "", "is blank." end, isEmpty = function(v) return v == "-" end },
              { "c", "required" },
              { "c", function(v) return #v > 1, "is one letter." end },
            },
          },
        }
        """

    /// The engine under `limits`, driving records or not.
    static func engine(_ directory: RuleDirectory, drives: Bool) throws -> RuleEngine {
        var configuration = RuleEngine.Configuration(limits: .testingDeadline)
        configuration.drivesRecords = drives
        return try RuleEngine(directory: directory.url, configuration: configuration)
    }

    /// JSON records, one a line.
    static func records(_ lines: [String]) throws -> [InputRecord] {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for line in lines {
            let start = bytes.count
            bytes += line.utf8
            ranges.append(start..<bytes.count)
        }
        return try InputRecord.read(bytes, in: ranges).map { try $0.get() }
    }

    /// The verdicts of each line through both engines, which must be equal; and how many records
    /// the driving engine drove.
    static func compare(
        _ lines: [String], model: String, rules: String, scenario: String? = nil,
        options: EvaluationOptions = .testing
    ) throws -> (differences: [String], driven: Int) {
        let directory = try RuleDirectory(["models.lua": rules])
        let driving = try engine(directory, drives: true)
        let plain = try engine(directory, drives: false)
        let records = try Self.records(lines)
        let driven = try driving.validate(records, model: model, scenario: scenario, options: options)
        let expected = try plain.validate(records, model: model, scenario: scenario, options: options)
        var differences: [String] = []
        for (index, (got, want)) in zip(driven, expected).enumerated() where got != want {
            differences.append(
                "\(lines[index]):\n  driven \(got.errors.map(\.message)) \(got.rewrittenValues)\n  plain  \(want.errors.map(\.message)) \(want.rewrittenValues)\n  \(got)\n  \(want)"
            )
        }
        #expect(driving.idleStackTops.allSatisfy { $0 == 0 })
        return (differences, driving.pool.drivenRecords)
    }

    static let edgeCases: [String] = [
        #"{"title": "Good title", "code": "ok", "email": "a@example.com", "age": 30, "note": "short", "flag": "no"}"#,
        #"{}"#,
        #"{"title": null, "code": null, "email": null, "age": null}"#,
        #"{"title": "", "code": "", "email": "", "age": "", "note": "", "flag": ""}"#,
        #"{"title": "ab", "code": "bad"}"#,
        #"{"title": "a1", "code": "boom"}"#,
        #"{"title": "Fine", "code": "table"}"#,
        #"{"title": "Fine", "code": "above"}"#,
        #"{"title": "Fine", "code": "num"}"#,
        #"{"title": "Fine", "code": "str"}"#,
        #"{"title": "Fine", "email": "not-an-email"}"#,
        #"{"title": "Fine", "age": 12}"#,
        #"{"title": "Fine", "age": "twelve"}"#,
        #"{"title": "Fine", "age": 18.5}"#,
        #"{"title": "Fine", "note": "  padded  "}"#,
        #"{"title": "Fine", "note": "  a much longer note  "}"#,
        #"{"title": "Fine", "note": "longer than ten"}"#,
        #"{"title": "Same", "nick": "Same"}"#,
        #"{"nick": "Alone"}"#,
        #"{"title": "Fine", "flag": "add"}"#,
        #"{"title": "x", "flag": "has"}"#,
        #"{"title": "Fine", "flag": "has"}"#,
        #"{"title": "Fine", "flag": "attr"}"#,
        #"{"title": "Fine", "flag": "keys", "nick": "Fine"}"#,
        #"{"title": "Again"}"#,
        #"{"title": "A1", "flag": "add"}"#,
        #"{"title": "Again", "flag": "add"}"#,
        #"{"title": "Fine", "when": "yes"}"#,
        #"{"title": "Fine", "when": "no"}"#,
        #"{"title": "Fine", "when": "boom"}"#,
        #"{"title": "Fine", "tags": ["a", "b"]}"#,
        #"{"title": "Fine", "tags": "a"}"#,
        #"{"title": "Fine", "count": 3}"#,
        #"{"title": "Fine", "mail2": "a@example.com"}"#,
        #"{"title": "Fine", "inner": {"n": 0}}"#,
        #"{"title": "Fine", "items": [{"n": 1}, {"n": -1}]}"#,
        #"{"title": "Fine", "seen": "counted"}"#,
        #"{"title": "Fine", "seen": "x"}"#,
        #"{"title": "Much too long a title"}"#,
        #"{"title": "Thirteen char"}"#,
        #"{"title": "Esc\u0061ped", "email": "b\u0040example.com"}"#,
        #"{"title": "Fine", "title": "No"}"#,
        #"{"title": "Ünïcødé ✓", "code": "ok"}"#,
        #"{"title": true, "code": false, "email": 12, "age": true}"#,
        #"{"title": 1e3, "age": -0.5}"#,
        #"{"title": ["list"], "code": {"an": "object"}}"#,
        #"{"flag": "attr", "title": "Fine", "age": 3, "note": "x"}"#,
        // Values pushed in C around ones only the host converts: a number, then plain strings after
        // it; an escaped string first; a key whose last occurrence is a number.
        #"{"title": "Fine", "count": 3, "mail2": "a@example.com", "seen": "x"}"#,
        #"{"title": "T\u0069tle", "code": "ok", "note": "fine", "flag": "no"}"#,
        #"{"age": "x", "title": "Fine", "age": 40, "email": "a@example.com"}"#,
    ]

    @Test(
        arguments: [
            (nil, ValidationMode.allErrors), ("create", .allErrors), ("update", .allErrors), (nil, .firstError),
            ("create", .firstError),
        ] as [(String?, ValidationMode)])
    func edgeCasesGetTheSameVerdicts(scenario: String?, mode: ValidationMode) throws {
        var options = EvaluationOptions.testing
        options.mode = mode
        let (differences, driven) = try Self.compare(
            Self.edgeCases, model: "Mixed", rules: Self.mixed, scenario: scenario, options: options)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven > 0, "the driver ran no record")
    }

    @Test func strictAndALocaleGetTheSameVerdicts() throws {
        let options = EvaluationOptions(now: referenceNow, strict: true, locale: LocaleTag("de"))
        let (differences, driven) = try Self.compare(
            Self.edgeCases, model: "Mixed", rules: Self.mixed, scenario: "create", options: options)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven > 0)
    }

    @Test func emptyValuesAreSkippedAsTheChainsSkipThem() throws {
        let lines = [
            #"{}"#, #"{"a": null}"#, #"{"a": ""}"#, #"{"a": " "}"#, #"{"a": "x"}"#, #"{"b": "-"}"#, #"{"b": ""}"#,
            #"{"b": "y"}"#, #"{"c": ""}"#, #"{"c": "z"}"#, #"{"c": "zz", "a": "", "b": null}"#,
        ]
        let (differences, driven) = try Self.compare(lines, model: "Empties", rules: Self.mixed)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven == lines.count)
    }

    /// The side-by-side benchmark's all-Lua model, on records generated with every kind of fault.
    @Test(arguments: [ValidationMode.allErrors, .firstError])
    func generatedRecordsGetTheSameVerdicts(mode: ValidationMode) throws {
        let rules = try String(contentsOf: Self.benchmarkRules, encoding: .utf8)
        var generator = RecordGenerator(seed: 24)
        let lines = (0..<600).map { _ in generator.record() }
        var options = EvaluationOptions.testing
        options.mode = mode
        let (differences, driven) = try Self.compare(lines, model: "CalendarEvent", rules: rules, options: options)
        #expect(differences == [], "\(differences.prefix(5).joined(separator: "\n"))")
        #expect(driven > 500)
    }

    @Test func generatedRecordsOfTheMixedModelGetTheSameVerdicts() throws {
        var generator = RecordGenerator(seed: 7)
        let lines = (0..<400).map { _ in generator.mixedRecord() }
        for scenario in [nil, "create", "update"] {
            let (differences, driven) = try Self.compare(lines, model: "Mixed", rules: Self.mixed, scenario: scenario)
            #expect(differences == [], "\(differences.prefix(5).joined(separator: "\n"))")
            #expect(driven > 0)
        }
    }

    /// An explained validation records every rule's step: it runs rule by rule, so the driving
    /// engine explains each record as the other does, and drives none.
    @Test func explainedRecordsGoRuleByRule() throws {
        var options = EvaluationOptions.testing
        options.explains = true
        let (differences, driven) = try Self.compare(
            Self.edgeCases, model: "Mixed", rules: Self.mixed, scenario: "create", options: options)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven == 0)
    }

    /// A record that passes is answered without a validation context; one that fails gets one.
    @Test func aPassingRecordBuildsNoContext() throws {
        let rules = try String(contentsOf: Self.benchmarkRules, encoding: .utf8)
        let directory = try RuleDirectory(["models.lua": rules])
        let engine = try Self.engine(directory, drives: true)
        let good =
            #"{"title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "a@example.com", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}"#
        let bad =
            #"{"title": "Demo", "creatorLastName": "Kowalski", "creatorEmail": "a@example.com", "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}"#
        let bytes = Array((good + bad).utf8)
        let records = try InputRecord.read(bytes, in: [0..<good.utf8.count, good.utf8.count..<bytes.count]).map {
            try $0.get()
        }
        let verdicts = try engine.validate(Array(repeating: records[0], count: 50), model: "CalendarEvent")
        #expect(verdicts.allSatisfy { $0.isValid })
        #expect(engine.pool.drivenRecords == 50)
        #expect(engine.pool.drivenContexts == 0)
        let failing = try engine.validate([records[1]], model: "CalendarEvent", options: .testing)
        #expect(failing.first?.errors.map(\.message) == ["Title should have at least 6 signs."])
        #expect(engine.pool.drivenContexts == 1)
    }

    /// In exact mode every rule call counts on its own: the driver is not used.
    @Test func theExactBudgetRunsRuleByRule() throws {
        let rules = try String(contentsOf: Self.benchmarkRules, encoding: .utf8)
        let directory = try RuleDirectory(["models.lua": rules])
        let engine = try directory.engine(limits: .testing)
        let line = #"{"title": "Demo"}"#
        let bytes = Array(line.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        _ = try engine.validate([record], model: "CalendarEvent", options: .testing)
        #expect(engine.pool.drivenRecords == 0)
    }

    /// A runaway rule in a driven record is stopped at the deadline, reported at its line, and the
    /// record's other rules still run, each once.
    @Test func aRunawayRuleInADrivenRecordIsReportedAtItsLine() throws {
        let rules = """
            local calls = 0
            return {
              model = "Loop",
              rules = {
                { "a", function(v) calls = calls + 1 return true end },
                { "b", function(v)
                    while v do end
                  end },
                { "c", function(v) calls = calls + 1 return false, "ran after, call " .. calls end },
              },
            }
            """
        let (differences, driven) = try Self.compare([#"{"a": "1", "b": "2", "c": "3"}"#], model: "Loop", rules: rules)
        #expect(differences == [])
        #expect(driven == 1)
        let directory = try RuleDirectory(["loop.lua": rules])
        let engine = try Self.engine(directory, drives: true)
        let bytes = Array(#"{"a": "1", "b": "2", "c": "3"}"#.utf8)
        let verdict = try engine.validate(
            [try InputRecord.read(bytes, in: bytes.indices)], model: "Loop", options: .testing)
        #expect(
            verdict.first?.errors.map(\.message) == [
                "B could not be checked: \(directory.path("loop.lua")):7: time limit of 0.4 seconds exceeded",
                "C ran after, call 2",
            ])
    }

    /// `pairs(object)` goes over every field the record has, driven or not, whatever was read
    /// before; and a field one record had is never seen in the next.
    @Test func pairsGoesOverEveryFieldOfTheRecord() throws {
        let rules = """
            return {
              model = "Keys",
              rules = {
                { "a", function(v, o) return o.b ~= "stale", "sees b." end, skipOnEmpty = false },
                { "a", function(v, o)
                    local seen = {}
                    for key, value in pairs(o) do
                      seen[#seen + 1] = key .. "=" .. (type(value) == "table" and "table" or tostring(value))
                    end
                    table.sort(seen)
                    return false, table.concat(seen, " ")
                  end, skipOnEmpty = false },
              },
            }
            """
        let lines = [
            #"{"a": "1", "b": "stale", "n": 2.5, "t": true, "z": null}"#, #"{"a": "2"}"#, #"{}"#,
            #"{"c": [1, 2], "a": "3"}"#,
        ]
        let (differences, driven) = try Self.compare(lines, model: "Keys", rules: rules)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven >= 3)
        let directory = try RuleDirectory(["keys.lua": rules])
        let engine = try Self.engine(directory, drives: true)
        let verdicts = try engine.validate(Self.records(lines), model: "Keys", options: .testing)
        #expect(
            verdicts.map { $0.errors.map(\.message) } == [
                ["A sees b.", "A a=1 b=stale n=2.5 t=true"], ["A a=2"], ["A "], ["A a=3 c=table"],
            ])
    }

    /// Empty values are skipped through the driver's masks for the first 62 values and by
    /// comparing the value after them: a model with 64 attributes, each absent, null, empty, blank,
    /// set, escaped, a number or false in some record.
    @Test func emptyValuesBeyondTheMasksAreSkippedToo() throws {
        // A driver runs at most 64 chains: one a value, the last two past the masks.
        let names = (1...LuaRecordDriver.maximumChains).map { "f\($0)" }
        let kinds = [
            "function(v) return #v > 1, \"is short.\" end",
            "function(v) return v ~= nil, \"is missing.\" end, skipOnEmpty = false",
            "function(v) return v ~= \" \", \"is blank.\" end",
        ]
        let entries = names.enumerated().map { index, name in
            "{ \"\(name)\", \(kinds[index % kinds.count]) }"
        }
        let rules = "return { model = \"Wide\", rules = {\n" + entries.joined(separator: ",\n") + "\n} }"
        let values = [nil, "\"\"", "\" \"", "\"x\"", "\"long enough\"", "\"\\u0041\"", "0", "false", "null"]
        var generator = RecordGenerator(seed: 62)
        let lines = (0..<40).map { _ in
            let fields = names.compactMap { name in
                values[generator.next(values.count)].map { "\"\(name)\": \($0)" }
            }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let (differences, driven) = try Self.compare(lines, model: "Wide", rules: rules)
        #expect(differences == [], "\(differences.prefix(3).joined(separator: "\n"))")
        #expect(driven == lines.count)
    }

    /// Rules that read the record's other fields — those the driver stores by name, and those it
    /// does not — in a model whose attribute names need escaping in Lua, beside rules that name
    /// fewer parameters than a rule gets, or any number (`...`).
    static let readers = """
        return {
          {
            model = "Readers",
            rules = {
              { "a", function(v, o) return o.b == nil or v ~= o.b, "equals b." end },
              { "b", function(v, o) return o["we\\"ird\\\\key"] ~= "x", "sees the odd key." end },
              { "we\\"ird\\\\key", function(v, o) return o.a ~= "x", "sees a." end },
              { "größe", function(v, o) return o.other == nil, "sees other " .. tostring(o.other) .. "." end },
              { "n", function(v, o)
                  return type(o.n) == "number", "is a " .. type(o.n) .. " beside " .. tostring(o["größe"]) .. "."
                end },
              { "a", function(...) return select("#", ...) == 3, "got " .. select("#", ...) .. " arguments." end },
              { "b", function() return true end },
              { "a", function(v) return v ~= "one", "is one." end, when = function(o) return o.b ~= "skip" end },
            },
          },
          {
            model = "Other",
            rules = {
              { "b", function(v, o) return o.a == nil, "sees a " .. tostring(o.a) .. "." end, skipOnEmpty = false },
            },
          },
        }
        """

    static let readerLines = [
        #"{"a": "x", "b": "y", "größe": 1, "n": 5, "other": "o"}"#,
        #"{"a": "one"}"#,
        #"{"a": "z", "b": "z", "n": "5"}"#,
        #"{"n": "6", "größe": "big"}"#,
        #"{"a": "x", "b": "skip"}"#,
        #"{"b": "q", "a": "x\u0041", "größe": "g"}"#,
        #"{"a": 3, "b": 3, "n": 1.5}"#,
        #"{"größe": 2, "other": 7}"#,
        #"{"a": null, "b": null, "we\"ird\\key": "x"}"#,
        #"{"a": "x", "we\"ird\\key": "y", "b": "x"}"#,
    ]

    /// A rule reads the record at hand only: a field the record before had is never seen, through
    /// the driver's values or past them; odd names are stored under their own bytes; every rule
    /// gets the arguments it names, a vararg rule all three.
    @Test func rulesReadOtherFieldsOfTheRecordAtHandOnly() throws {
        let (differences, driven) = try Self.compare(Self.readerLines, model: "Readers", rules: Self.readers)
        #expect(differences == [], "\(differences.joined(separator: "\n"))")
        #expect(driven >= 6)
        let directory = try RuleDirectory(["readers.lua": Self.readers])
        let engine = try Self.engine(directory, drives: true)
        let verdicts = try engine.validate(Self.records(Self.readerLines), model: "Readers", options: .testing)
        #expect(
            verdicts.map { $0.errors.map(\.message) } == [
                ["Größe sees other o."], ["A is one."], ["A equals b.", "N is a string beside nil."],
                ["N is a string beside big."], [], [],
                ["A equals b."], ["Größe sees other 7."], [], ["A equals b.", "We\"ird\\key sees a."],
            ])
    }

    /// Two models driven in turn by the same runtimes: each driver keeps its own values, so one
    /// model's rules never see a value the other stored.
    @Test func modelsDrivenInTurnKeepTheirValuesApart() throws {
        let directory = try RuleDirectory(["readers.lua": Self.readers])
        let driving = try Self.engine(directory, drives: true)
        let plain = try Self.engine(directory, drives: false)
        let records = try Self.records(Self.readerLines)
        for model in ["Readers", "Other", "Readers", "Other"] {
            for record in records {
                let got = try driving.validate([record], model: model, options: .testing)
                let want = try plain.validate([record], model: model, options: .testing)
                #expect(got == want, "\(model): \(got) against \(want)")
            }
        }
        #expect(driving.pool.drivenRecords > 0)
    }

    static let benchmarkRules = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/side-by-side/rules-lua/calendar_event.lua")
}

/// Records with faults of every kind, from a seed: the same records on every run.
struct RecordGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }

    mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }

    /// A CalendarEvent: valid fields most of the time, and each field now and then absent, null,
    /// empty, of the wrong type, too short or long, with escapes or non-ASCII text, or invalid.
    mutating func record() -> String {
        var fields: [String] = []
        func add(_ key: String, _ choices: [String], absentOdds: Int = 12) {
            if next(absentOdds) == 0 { return }
            fields.append("\"\(key)\": \(pick(choices))")
        }
        add(
            "title",
            [
                #""Quarterly planning""#, #""Demo""#, #""""#, "null", "12", #""Caf\u00e9 meeting""#, #""Überprüfung""#,
                #""Planning""#, #""Planning""#,
            ])
        add(
            "creatorLastName",
            [
                #""Kowalski""#, #""Li""#, #""Smith2000""#, #""Fernández""#, #""""#, "null", #""O'Brien""#,
                #""Kowalski""#, #""A very long last name that goes on and on""#,
            ])
        add(
            "creatorEmail",
            [
                #""anna@example.com""#, #""anna@@example.com""#, #""""#, "null", "true", #""lucia@example.es""#,
                #""x@y""#, #""anna@example.com""#,
            ])
        add(
            "url",
            [#""https://calendar.example.org/events/1""#, #""not a url""#, #""""#, "null", #""ftp://example.com""#],
            absentOdds: 2)
        add(
            "startDate",
            [
                #""2026-03-01T09:00:00Z""#, #""2019-06-01T09:00:00Z""#, #""2026-03-02T09:00:00Z""#, #""yesterday""#,
                #""""#, "null", "1767225600",
            ])
        add(
            "endDate",
            [#""2026-03-01T10:00:00Z""#, #""2026-03-01T08:00:00Z""#, #""2026-03-02T09:00:00Z""#, #""""#, "null"])
        add("termsOfUse", ["true", "true", "true", "false", #""yes""#, "null", "1"])
        if next(30) == 0 { fields.append(#""extra": [1, 2, {"x": null}]"#) }
        if next(40) == 0 { fields.append(#""title": "Repeated key wins""#) }
        return "{" + fields.shuffled(using: &self).joined(separator: ", ") + "}"
    }

    /// A record of the mixed model.
    mutating func mixedRecord() -> String {
        var fields: [String] = []
        func add(_ key: String, _ choices: [String]) {
            if next(3) == 0 { return }
            fields.append("\"\(key)\": \(pick(choices))")
        }
        add(
            "title",
            [
                #""Good title""#, #""ab""#, #""a1""#, #""Again""#, #""""#, "null", #""Thirteen char""#,
                #""Much too long a title""#,
            ])
        add("code", [#""ok""#, #""bad""#, #""boom""#, #""num""#, #""str""#, #""""#, "null", #""table""#, #""above""#])
        add("email", [#""a@example.com""#, #""nope""#, #""""#, "null"])
        add("age", ["30", "12", #""twelve""#, "18.5", "null"])
        add("note", [#""  padded  ""#, #""a long note here""#, #""""#, "null"])
        add("nick", [#""Good title""#, #""Other""#])
        add("flag", [#""add""#, #""has""#, #""attr""#, #""no""#, #""keys""#])
        add("when", [#""yes""#, #""no""#, #""boom""#])
        add("tags", [#"["a"]"#, #""a""#])
        add("seen", [#""counted""#, #""x""#])
        return "{" + fields.joined(separator: ", ") + "}"
    }
}

extension RecordGenerator: RandomNumberGenerator {
    mutating func next() -> UInt64 {
        _ = next(2)
        return state
    }
}
