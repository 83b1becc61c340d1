import Testing
import Verdict

@testable import VerdictLua

/// A rule entry's `schema = { … }` hint: read into the entry, used by the schema where the rule
/// cannot be said, and refused at its line when it is not a schema of one value.
@Suite struct SchemaHintReaderTests {
    @Test func hintSaysWhatALuaFunctionChecks() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "code", function(v) return v:sub(1, 1) == "A" end, schema = { type = "string", pattern = "^A" } },
              { "tags", "each", rules = { { function(v) return true end, schema = { minLength = 2 } } } },
            } }
            """)
        #expect(loaded.issueTexts == [])
        let model = try #require(loaded.model("M"))
        let schema = try model.jsonSchema()
        let properties = schema.document["properties"]?.objectValue
        #expect(
            properties?["code"]?.objectValue?["anyOf"]
                == [["$ref": "#/$defs/empty"], ["pattern": "^A", "type": "string"]])
        #expect(
            properties?["tags"]?.objectValue?["items"]
                == ["anyOf": [["$ref": "#/$defs/empty"], ["minLength": 2]]])
        #expect(
            schema.notes.map { "\($0.kind) \($0.attribute) \($0.rule) \($0.source ?? ""): \($0.reason)" } == [
                "approximate code lua rules/test.lua:2: said by its schema hint (a Lua function (rules/test.lua:2))",
                "approximate tags[] lua rules/test.lua:3: said by its schema hint (a Lua function (rules/test.lua:3))",
            ])
    }

    @Test(arguments: [
        (
            #"schema = { patern = "^A" }"#,
            "rules/test.lua:2: rules[1]: `schema` has an unknown keyword 'patern' (hint: did you mean 'pattern'?)"
        ),
        (
            #"schema = "^A""#,
            #"rules/test.lua:2: rules[1]: `schema` should be a table of JSON Schema keywords, got "^A" (hint: write schema = { pattern = "^[A-Z]" })"#
        ),
        (
            #"schema = { pattern = "[a-" }"#,
            "rules/test.lua:2: rules[1]: `schema.pattern` is not a regular expression: [a-"
        ),
        (
            #"schema = { type = "text" }"#,
            #"rules/test.lua:2: rules[1]: `schema.type` should name JSON types, got "text" (hint: types are array, boolean, integer, null, number, object, string)"#
        ),
        (
            #"schema = { minLength = -1 }"#,
            "rules/test.lua:2: rules[1]: `schema.minLength` should be a whole number ≥ 0"
        ),
        (
            ##"schema = { ["$ref"] = "#/x" }"##,
            "rules/test.lua:2: rules[1]: `schema` has an unknown keyword '$ref' (hint: keywords of JSON Schema draft 2020-12 that check one value, or x-… extensions)"
        ),
    ])
    func badHintsAreReportedAtTheirLine(_ option: String, _ issue: String) throws {
        let loaded = try LoadedRuleFile(
            "return { model = \"M\", rules = {\n{ \"code\", function(v) return true end, \(option) },\n} }")
        #expect(loaded.issueTexts == [issue])
    }
}
