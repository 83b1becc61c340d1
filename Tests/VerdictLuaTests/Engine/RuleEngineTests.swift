import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// The engine over a rules directory: loading, validating, strategies, strictness, checking.
@Suite struct RuleEngineTests {
    static let user = """
        return {
          model = "User",
          scenarios = {
            login = { "username", "password" },
            register = { "username", "email", "password", "password_repeat", "!role" },
          },
          rules = {
            { { "username", "password" }, "required" },
            { "email", "email", on = { "register" } },
            { "password", "compare", on = { "register" } },
            { "role", "in", { "member", "admin" }, on = { "register" } },
          },
        }
        """
    static let mjUser = """
        return {
          model = "MJUser",
          rules = { { "name", "required" } },
          strategies = {
            "reachability",
            function(user) if user.revoked == true then return "invalid", "revoked" end end,
            "rules",
            { "timestamp", field = "updatedAt", expiry = 300 },
            "default",
          },
        }
        """

    @Test func loadsEveryFileSortedAndListsModels() throws {
        let directory = try RuleDirectory(["b.lua": Self.user, "a.lua": Self.mjUser, "notes.txt": "not lua"])
        let engine = try directory.engine()
        #expect(engine.version == 1)
        #expect(engine.models.map(\.name) == ["MJUser", "User"])
        #expect(engine.model(named: "User")?.file == directory.path("b.lua"))
        #expect(engine.model(named: "Nobody") == nil)
    }

    @Test func validatesInAScenario() throws {
        let engine = try RuleDirectory(["user.lua": Self.user]).engine()
        let login: Value = ["username": "ann", "password": "x"]
        #expect(try engine.checked(login, model: "User", scenario: "login", options: .testing).isValid)
        let register: Value = [
            "username": "ann", "password": "x", "password_repeat": "y", "email": "nope", "role": "root",
        ]
        let verdict = try engine.checked(register, model: "User", scenario: "register", options: .testing)
        #expect(!verdict.isValid)
        #expect(verdict.strategy == "rules")
        #expect(verdict.reason == "3 rules failed")
        #expect(verdict.errors.map(\.attribute) == ["email", "password", "role"])
        #expect(verdict.version == 1)
    }

    @Test func unknownModelsAndScenariosAreEngineErrors() throws {
        let engine = try RuleDirectory(["user.lua": Self.user, "mj.lua": Self.mjUser]).engine()
        #expect(throws: EngineError(message: "unknown model 'Usr' (models: MJUser, User)")) {
            try engine.checked([:], model: "Usr")
        }
        #expect(
            throws: EngineError(
                message: "unknown scenario 'signup' of model 'User' (scenarios: default, login, register)")
        ) {
            try engine.checked([:], model: "User", scenario: "signup")
        }
    }

    @Test func aBatchGetsTheVerdictsOfItsRecordsOneByOne() throws {
        let engine = try RuleDirectory(["user.lua": Self.user, "mj.lua": Self.mjUser]).engine()
        let records: [Value] = [
            ["username": "ann", "password": "x"], ["username": "bob"], [:],
            ["username": "cy", "password": "y", "revoked": true],
        ]
        for model in ["User", "MJUser"] {
            let batch = try engine.validate(records, model: model, options: .testing)
            let single = try records.map { try engine.validate($0, model: model, options: .testing) }
            #expect(batch == single)
        }
        let users = try engine.validate(records, model: "User", options: .testing)
        #expect(users.map(\.isValid) == [true, false, false, true])
        let mjUsers = try engine.validate(records, model: "MJUser", options: .testing)
        #expect(mjUsers[3].reason == "revoked")
        #expect(try engine.validate([Value](), model: "User").isEmpty)
        #expect(throws: EngineError.self) { try engine.validate(records, model: "Usr") }
        #expect(engine.idleStackTops.allSatisfy { $0 == 0 })
    }

    /// Each line read as a JSON record and as a decoded value.
    static func read(_ lines: [String]) throws -> ([InputRecord], [Value]) {
        let records = try lines.map { line in
            let bytes = Array(line.utf8)
            return try InputRecord.read(bytes, in: bytes.indices)
        }
        return (records, try lines.map { try JSONReader().read($0) })
    }

    /// The testing options with `strict` on.
    static var strict: EvaluationOptions {
        var options = EvaluationOptions.testing
        options.strict = true
        return options
    }

    @Test func jsonRecordsGetTheVerdictsOfTheirValues() throws {
        let engine = try RuleDirectory(["user.lua": Self.user, "mj.lua": Self.mjUser]).engine()
        let lines = [
            #"{"username": "ann", "password": "x"}"#, #"{"username": "bob", "isAdmin": true}"#, #"{}"#,
            #"{"username": "cy", "password": "y", "revoked": true, "email": "nope", "role": "root"}"#,
        ]
        let (records, values) = try Self.read(lines)
        for (model, scenario) in [("User", "register"), ("User", "login"), ("MJUser", "default")] {
            for options in [EvaluationOptions.testing, Self.strict] {
                let fromRecords = try engine.validate(records, model: model, scenario: scenario, options: options)
                let fromValues = try engine.validate(values, model: model, scenario: scenario, options: options)
                #expect(fromRecords == fromValues)
                #expect(fromRecords.contains { !$0.isValid })
            }
        }
    }

    /// A model whose rules can all be screened: a JSON record the screen clears skips the chain,
    /// and every verdict — cleared, failing, unscreenable, strict, per scenario — is still the
    /// verdict of the record's decoded value.
    @Test func screenedJSONRecordsGetTheVerdictsOfTheirValues() throws {
        let event = """
            return {
              model = "Event",
              scenarios = { default = { "title", "email", "start", "finish" }, draft = { "title" } },
              names = { email = "E-mail" },
              rules = {
                { "title", "required" },
                { "title", "minLength", 4 },
                { "email", "email", on = { "default" } },
                { { "start", "finish" }, "required", on = { "default" } },
                { "finish", "laterThan", verdict.field "start" },
              },
            }
            """
        let engine = try RuleDirectory(["event.lua": event]).engine()
        let lines = [
            #"{"title": "Retro", "email": "a@example.com", "start": "2026-01-01T09:00:00Z", "finish": "2026-01-01T10:00:00Z"}"#,
            #"{"title": "Retro", "email": "nope", "start": "2026-01-01T09:00:00Z", "finish": "2026-01-01T08:00:00Z"}"#,
            #"{"title": "Re"}"#, #"{"t\u0069tle": "Retro"}"#, #"{"title": "Retro", "extra": 1}"#, #"{}"#,
            #"{"title": ["Retro"], "start": 5}"#,
        ]
        let (records, values) = try Self.read(lines)
        var firstError = EvaluationOptions.testing
        firstError.mode = .firstError
        for scenario in ["default", "draft"] {
            for options in [EvaluationOptions.testing, Self.strict, firstError] {
                let fromRecords = try engine.validate(records, model: "Event", scenario: scenario, options: options)
                let fromValues = try engine.validate(values, model: "Event", scenario: scenario, options: options)
                #expect(fromRecords == fromValues, "\(scenario)")
                // An array of JSON records takes their own path; any other collection the generic one.
                let generic = try engine.validate(records[...], model: "Event", scenario: scenario, options: options)
                #expect(generic == fromValues, "\(scenario)")
                #expect(fromRecords.contains(where: \.isValid) && fromRecords.contains { !$0.isValid })
                let prepared = try engine.prepare(records, model: "Event", scenario: scenario, options: options)
                #expect(prepared == fromValues)
            }
        }
    }

    @Test func aRecordNeverSeesFieldsCachedForTheRecordBefore() throws {
        let source = """
            return { model = "Pair", rules = {
              { "a", function(v, pair) return pair.b == nil or pair.b == v, "differs from b." end },
              { "a", function(v, pair) return pair.b ~= "stale", "saw a stale b." end },
            } }
            """
        let engine = try RuleDirectory(["pair.lua": source]).engine()
        let records: [Value] = [["a": "x", "b": "x"], ["a": "y"], ["a": "z", "b": "stale"], ["a": "w"]]
        let verdicts = try engine.validate(records, model: "Pair", options: .testing)
        #expect(verdicts.map(\.isValid) == [true, true, false, true])
        #expect(verdicts[2].errors.map(\.message) == ["A differs from b.", "A saw a stale b."])
        #expect(try engine.validate(["a": "y"], model: "Pair", options: .testing).isValid)
    }

    @Test func strictReportsKeysThatAreNotSafeInTheScenario() throws {
        let engine = try RuleDirectory(["user.lua": Self.user]).engine()
        var options = EvaluationOptions.testing
        options.strict = true
        let body: Value = [
            "username": "ann", "email": "ann@example.com", "password": "pw", "password_repeat": "pw", "role": "admin",
            "isAdmin": true,
        ]
        let verdict = try engine.checked(body, model: "User", scenario: "register", options: options)
        #expect(!verdict.isValid)
        #expect(
            verdict.errors.map(\.message) == [
                "Is admin is not a safe attribute in scenario 'register'.",
                "Role is not a safe attribute in scenario 'register'.",
            ])
        #expect(verdict.errors.map(\.rule) == ["strict", "strict"])
    }

    @Test func theStrategyChainDecidesInOrder() throws {
        let directory = try RuleDirectory(["mj.lua": Self.mjUser])
        let engine = try directory.engine()
        let fresh: Value = ["name": "Ann", "updatedAt": "2025-12-31T23:59:00Z"]
        let stale: Value = ["name": "Ann", "updatedAt": "2025-12-31T23:00:00Z"]
        func decide(_ record: Value, online: Bool = true) throws -> (Bool, String?, String?) {
            let verdict = try engine.checked(
                record, model: "MJUser", options: EvaluationOptions(now: referenceNow, isReachable: online))
            return (verdict.isValid, verdict.strategy, verdict.reason)
        }
        #expect(try decide(fresh) == (true, "timestamp", "updated 60 s ago; expires after 300 s"))
        #expect(try decide(stale) == (false, "timestamp", "updated 3600 s ago; expires after 300 s"))
        #expect(try decide(stale, online: false) == (true, "reachability", "offline: the cached object stands"))
        let revoked = try decide(["name": "Bo", "updatedAt": "2025-12-31T23:59:00Z", "revoked": true])
        #expect(revoked.0 == false)
        #expect(revoked.1 == "lua (\(directory.path("mj.lua")):6)")
        #expect(revoked.2 == "revoked")
        #expect(try decide(["updatedAt": "2025-12-31T23:59:00Z"]).1 == "rules")
    }

    @Test func aLuaStrategyThatErrorsFailsTheRecordClearly() throws {
        let directory = try RuleDirectory([
            "m.lua": """
            return {
              model = "M",
              strategies = {
                function(o) return o.profile.age > 17 end,
                "default",
              },
            }
            """
        ])
        let engine = try directory.engine()
        let verdict = try engine.checked(["name": "Ann"], model: "M", options: .testing)
        let place = directory.path("m.lua")
        #expect(!verdict.isValid)
        #expect(verdict.strategy == nil)
        #expect(
            verdict.errors.map(\.message) == [
                "could not be validated: strategy 'lua (\(place):4)' failed: \(place):4: attempt to index a nil value (field 'profile')"
            ])
        #expect(try engine.checked(["profile": ["age": 30]], model: "M", options: .testing).isValid)
    }

    @Test func duplicateModelsAcrossFilesAreIssues() throws {
        let directory = try RuleDirectory(["a.lua": Self.user, "b.lua": "\n" + Self.user])
        #expect(
            directory.issues().map(\.description) == [
                "\(directory.path("b.lua")):3: model 'User' is already defined in \(directory.path("a.lua")):2"
            ])
        #expect(throws: RuleLoadFailure.self) { try directory.engine() }
    }

    @Test func everyBrokenFileIsReportedAtOnce() throws {
        let directory = try RuleDirectory([
            "a.lua": "return {\n  model = \"A\",\n  rules = { { \"x\", \"requird\" } },\n}",
            "b.lua": "return { model = ",
            "c.lua": Self.user,
        ])
        let report = RuleEngine.check(directory: directory.url, configuration: .init(limits: .testing))
        #expect(report.files == 3)
        #expect(report.models == 2)  // A (its bad rule left out) and User; b.lua defines none
        #expect(
            report.issues.map(\.description) == [
                "\(directory.path("a.lua")):3: rules[1]: unknown rule 'requird' (hint: did you mean 'required'?)",
                "\(directory.path("b.lua")):1: unexpected symbol near <eof>",
            ])
        let goodDirectory = try RuleDirectory(["c.lua": Self.user])
        let good = RuleEngine.check(directory: goodDirectory.url)
        #expect(good.issues.isEmpty)
        #expect(good.models == 1)
    }

    @Test func directoriesWithoutRuleFilesOrWithBadFilesAreRefused() throws {
        let empty = try RuleDirectory(["readme.md": "# nothing"])
        #expect(empty.issues().map(\.message) == ["no rule files (*.lua) here"])
        let binary = try RuleDirectory()
        try Data([0xFF, 0xFE, 0x00]).write(to: binary.url.appendingPathComponent("x.lua"))
        #expect(binary.issues().map(\.description) == ["\(binary.path("x.lua")): the file is not UTF-8 text"])
    }

    @Test func examplesPassWhenValidatedInTheirScenario() throws {
        let directory = try RuleDirectory([
            "user.lua": Self.user.replacingOccurrences(
                of: "  },\n}",
                with: """
                      },
                      examples = {
                        valid = { { scenario = "login", username = "ann", password = "x" } },
                        invalid = { { scenario = "login", username = "ann" }, { password = "x" } },
                      },
                    }
                    """)
        ])
        let engine = try directory.engine()
        let examples = try #require(engine.model(named: "User")?.examples)
        #expect(examples.count == 3)
        for example in examples {
            let verdict = try engine.checked(
                example.record, model: "User", scenario: example.scenario, options: .testing)
            #expect(verdict.isValid == example.expectsValid, "\(example.label)")
        }
    }

    @Test func firstErrorModeStopsAtTheFirstFailure() throws {
        let engine = try RuleDirectory(["user.lua": Self.user]).engine()
        var options = EvaluationOptions.testing
        options.mode = .firstError
        #expect(try engine.checked([:], model: "User", options: options).errors.count == 1)
        #expect(try engine.checked([:], model: "User", options: .testing).errors.count == 2)
    }
}
