import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `RuleEngine.document`, loaded by the core library without Lua, answers as the engine does: for
/// every model of the shipped rules and the fixtures that uses no Lua function, in every scenario
/// and every locale, on its examples and on records generated around its rules
/// (``SchemaRecordGenerator``) — the same verdict, strategy, reason, and errors with the same
/// attribute, rule, key, parameters, severity and message. A difference prints the record and
/// both answers.
@Suite(.serialized)
struct RuleEngineDocumentTests {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    static let directories: [URL] =
        [
            ModelDefinitionSchemaDifferentialTests.shippedRules, ModelDefinitionSchemaDifferentialTests.schemaFixtures,
        ]
        + ["fx-style", "localized", "multi", "person", "numbers", "features"].map {
            ModelDefinitionSchemaDifferentialTests.cliFixtures.appendingPathComponent($0)
        }

    @Test(arguments: directories)
    func theDocumentAnswersAsTheEngine(_ directory: URL) throws {
        let engine = try RuleEngine(directory: directory)
        let needingLua = Set(engine.document.modelsNeedingLua)
        let document = try RuleSetDocument(json: Array(engine.document.json.utf8))
        #expect(document == engine.document, "the document reads back as written")
        let pure = RuleSetDocument(
            models: document.models.filter { !needingLua.contains($0["model"]?.stringValue ?? "") },
            catalogs: document.catalogs)
        let loaded = try pure.load()
        #expect(loaded.models.count == engine.models.count - needingLua.count)
        var compared = 0
        var differences: [String] = []
        for model in loaded.models {
            let definition = try #require(engine.model(named: model.name))
            let seeds = definition.examples.map(\.record)
            for scenario in model.scenarios.names {
                var generator = SchemaRecordGenerator(
                    ruleSet: definition.rules, extraAttributes: definition.attributes, seeds: seeds, seed: 11)
                let records = seeds + generator.records(scenario == ScenarioList.defaultScenario ? 400 : 100)
                for locale in [nil] + engine.catalogs.locales.map(Optional.some) {
                    for record in records {
                        let expected = try engine.validate(
                            record, model: model.name, scenario: scenario,
                            options: EvaluationOptions(now: Self.now, locale: locale))
                        let found = try loaded.validate(
                            record, model: model.name, scenario: scenario, locale: locale, now: Self.now)
                        compared += 1
                        if !Self.same(expected, found), differences.count < 5 {
                            differences.append(
                                "\(model.name) [\(scenario), \(locale?.identifier ?? "en")] \(record)\n"
                                    + "  engine:   \(Self.describe(expected))\n  document: \(Self.describe(found))")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(compared > 0 || loaded.models.isEmpty)
    }

    @Test func theShippedExamplesPassThroughTheDocument() throws {
        let engine = try RuleEngine(directory: ModelDefinitionSchemaDifferentialTests.shippedRules)
        let needingLua = Set(engine.document.modelsNeedingLua)
        #expect(needingLua == ["Signup", "ContactForm", "MJUser", "Address", "Order", "YiiUser"])
        let loaded = try RuleSetDocument(
            models: engine.document.models.filter { !needingLua.contains($0["model"]?.stringValue ?? "") }
        ).load()
        var examples = 0
        for model in loaded.models {
            for example in model.examples {
                let verdict = try loaded.validate(
                    example.record, model: model.name, scenario: example.scenario, now: Self.now)
                #expect(verdict.isValid == example.expectsValid, "\(model.name): \(example.record)")
                examples += 1
            }
        }
        #expect(examples >= 6)
    }

    @Test func aModelWithLuaIsRefusedOnceAFunctionWithItsFileAndLine() throws {
        let engine = try RuleEngine(directory: ModelDefinitionSchemaDifferentialTests.shippedRules)
        #expect(throws: RuleSetDocumentError.self) { try engine.document.load() }
        do {
            _ = try engine.document.load()
        } catch {
            let lines = error.problems.map(\.description)
            #expect(
                lines.contains(
                    "rules/ajw_signup.lua:8: model 'Signup': rules[3]: its rule (`lua`) is a Lua function, which a rule set loaded without Lua cannot run (hint: write it with built-in rules and a `when` table, or load the rules with VerdictLua)"
                ), "\(lines.joined(separator: "\n"))")
            #expect(error.problems.allSatisfy { $0.file != nil && $0.line != nil })
        }
    }

    /// Every kind of Lua function a model may hold is refused once, at the line it was written.
    @Test func eachKindOfLuaFunctionIsRefusedAtItsLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(
            """
            return {
              model = "Kinds",
              rules = {
                { "a", function(v) return true end },
                { "b", "filter", function(v) return v end },
                { "c", "default", value = function() return 1 end },
                { "d", "required", when = function(o) return true end },
                { "e", "required", isEmpty = function(v) return v == 0 end },
                { "f", "each", rules = { { function(v) return true end } } },
                { "g", "required", when = { field = "a", equals = 1 } },
              },
              strategies = { "rules", function(o) return "valid" end },
            }
            """.utf8
        ).write(to: directory.appendingPathComponent("kinds.lua"))
        let engine = try RuleEngine(directory: directory)
        let document = engine.document
        #expect(document.modelsNeedingLua == ["Kinds"])
        do {
            _ = try document.load()
            Issue.record("a model with Lua functions loaded")
        } catch {
            let prefix = directory.path + "/"
            let found = error.problems.map { problem in
                let file = problem.file.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
                return "\(file ?? "?"):\(problem.line ?? 0) \(problem.message)"
            }
            let expected = [
                "kinds.lua:4 model 'Kinds': rules[1]: its rule (`lua`) is a Lua function",
                "kinds.lua:5 model 'Kinds': rules[2]: argument 1 of `filter` is a Lua function",
                "kinds.lua:6 model 'Kinds': rules[3]: argument 1 of `default` is a Lua function",
                "kinds.lua:7 model 'Kinds': rules[4]: `when` is a Lua function",
                "kinds.lua:8 model 'Kinds': rules[5]: `isEmpty` is a Lua function",
                "kinds.lua:9 model 'Kinds': rules[6].rules[1]: its rule (`lua`) is a Lua function",
                "kinds.lua:12 model 'Kinds': strategies[2] is a Lua function",
            ]
            #expect(found.count == expected.count, "\(found.joined(separator: "\n"))")
            for (line, start) in zip(found, expected) {
                #expect(line.hasPrefix(start), "\(line)")
            }
        }
        // The declarative `when` is data: the model without its functions loads.
        let declarative = try #require(document.models.first?["rules"]?.arrayValue?.last)
        #expect(declarative["when"] == ["field": "a", "equals": 1])
    }

    /// Every exported document satisfies the document's JSON Schema (Python's `jsonschema`).
    @Test func everyExportedDocumentMeetsTheDocumentSchema() throws {
        let schemaFile = JSONSchemaChecker.repository.appendingPathComponent(
            "docs/schemas/rule-set-document.schema.json")
        let schemaValue = try Value(jsonBytes: Array(try Data(contentsOf: schemaFile)))
        guard case .object(let schema) = SchemaNode(constant: schemaValue) else {
            Issue.record("the schema is not an object")
            return
        }
        let documents = try Self.directories.map { try RuleEngine(directory: $0).document.value }
        let answers = try JSONSchemaChecker.check(
            schemas: [schema], records: documents.map { (case: 0, record: $0) })
        #expect(answers.count == documents.count)
        #expect(answers.allSatisfy { $0.isValid }, "\(answers)")
        // And it can fail: a document with an unknown key in an entry is refused.
        var broken = try #require(documents.first?.objectValue)
        var models = try #require(broken["models"]?.arrayValue)
        var model = try #require(models.first?.objectValue)
        model["rulez"] = []
        models[0] = .object(model)
        broken["models"] = .array(models)
        let refused = try JSONSchemaChecker.check(schemas: [schema], records: [(case: 0, record: .object(broken))])
        #expect(refused.map(\.isValid) == [false])
    }

    /// The same verdict, strategy and reason, and the same errors: every field of each equal.
    static func same(_ a: RecordVerdict, _ b: RecordVerdict) -> Bool {
        a.isValid == b.isValid && a.strategy == b.strategy && a.reason == b.reason
            && a.errors == b.errors
    }

    static func describe(_ verdict: RecordVerdict) -> String {
        "\(verdict.isValid ? "valid" : "invalid") by \(verdict.strategy ?? "none"): "
            + verdict.errors.map { "\($0.attribute) \($0.rule) \($0.key.rawValue) \($0.params) \($0.message)" }
            .joined(separator: "; ")
    }
}

/// A document with its sources serves both: the core loads its Lua-free models, a `RuleEngine`
/// every model, Lua functions included, with the directory's answers.
@Suite struct RuleEngineDocumentSourcesTests {
    @Test func anEngineFromTheDocumentAnswersAsTheDirectory() throws {
        // Both name files as the rules directory does: messages of rules that fail to run name them.
        var naming = RuleEngine.Configuration()
        naming.fileNaming = .rulesDirectory
        let directory = try RuleEngine(
            directory: ModelDefinitionSchemaDifferentialTests.shippedRules, configuration: naming)
        let document = try RuleSetDocument(json: Array(directory.documentWithSources.json.utf8))
        #expect(document.sources.keys.sorted().first == "ajw_signup.lua")
        #expect(document.sources.count == 7)
        let fromDocument = try RuleEngine(document: document)
        #expect(fromDocument.models.map(\.name) == directory.models.map(\.name))
        var compared = 0
        for model in directory.models {
            for example in model.examples {
                let expected = try directory.validate(
                    example.record, model: model.name, scenario: example.scenario,
                    options: EvaluationOptions(now: RuleEngineDocumentTests.now))
                let found = try fromDocument.validate(
                    example.record, model: model.name, scenario: example.scenario,
                    options: EvaluationOptions(now: RuleEngineDocumentTests.now))
                #expect(
                    RuleEngineDocumentTests.same(expected, found),
                    "\(model.name): \(RuleEngineDocumentTests.describe(expected)) / \(RuleEngineDocumentTests.describe(found))"
                )
                compared += 1
            }
        }
        #expect(compared > 20)
        // The same document in the core: the Lua-free models load, the others are refused.
        #expect(throws: RuleSetDocumentError.self) { try document.load() }
    }

    @Test func aDocumentWithoutSourcesOrWithAPathOutsideIsRefused() {
        #expect(throws: RuleLoadFailure.self) { try RuleEngine(document: RuleSetDocument(models: [])) }
        let outside = RuleSetDocument(models: [], sources: ["../evil.lua": "return {}"])
        #expect(throws: RuleLoadFailure.self) { try RuleEngine(document: outside) }
    }
}
