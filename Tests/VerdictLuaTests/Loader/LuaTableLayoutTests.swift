import Testing

@testable import VerdictLua

/// The line of every field of every table constructor, read from the source text.
@Suite struct LuaTableLayoutTests {
    @Test func keysAndElementsHaveTheLineOfTheirFirstToken() {
        let layout = LuaTableLayout(
            source: """
                return {
                  model = "M",
                  secrets = {
                    "password",
                    "card.number" },
                  ["not"] = true,
                  rules = {
                    { "a",
                      "minLength", 3 },
                  },
                }
                """)
        let root = layout.returnedTable
        #expect(root.line == 1)
        #expect(root.line(of: .key("model")) == 2)
        #expect(root.line(at: [.key("secrets"), .element(1)]) == 4)
        #expect(root.line(at: [.key("secrets"), .element(2)]) == 5)
        #expect(root.line(of: .key("not")) == 6)
        #expect(root.line(at: [.key("rules"), .element(1), .element(2)]) == 9)
        #expect(root.line(at: [.key("rules"), .element(1), .element(3)]) == 9)
        #expect(layout.tables.first?.keys["model"]?.string == "M")
    }

    /// A path into a field the source does not show ends at the nearest field on the way.
    @Test func aPathPastTheSourceGivesTheNearestField() {
        let root = LuaTableLayout(source: "return {\n  names = names,\n  rules = {\n  },\n}").returnedTable
        #expect(root.line(at: [.key("names"), .key("email")]) == 2)
        #expect(root.line(at: [.key("rules"), .element(4)]) == 3)
        #expect(root.line(at: [.key("examples")]) == nil)
        #expect(LuaTableLayout.Place.unknown.line(at: [.key("rules")]) == nil)
    }

    /// Commas inside a function body or a call's parentheses separate no fields, and a table
    /// written there is no field's value.
    @Test func functionsAndCallsSeparateNoFields() {
        let root = LuaTableLayout(
            source: """
                return {
                  f(1, { x = 1 }),
                  function(a, b) local t = { 1, 2 } return a, b end,
                  "third",
                  g { y = 2 },
                }
                """
        ).returnedTable
        #expect(root.line(of: .element(3)) == 4)
        #expect(root.line(of: .element(4)) == 5)
        #expect(root.line(of: .element(5)) == nil)
        #expect(root.child(.element(1)).line == nil)
        #expect(root.child(.element(4)).line == nil)
    }

    @Test func aStringIsAFieldsValueOnlyWhenItIsTheWholeValue() {
        let layout = LuaTableLayout(source: #"return { model = "A" .. "B", name = "C"; "D" }"#)
        let table = layout.tables.first
        #expect(table?.keys["model"]?.string == nil)
        #expect(table?.keys["name"]?.string == "C")
        #expect(table?.elements.map { $0.string } == ["D"])
    }

    @Test func onlyATableAfterTheChunksReturnIsReturned() {
        #expect(LuaTableLayout(source: "local t = { a = 1 }\nreturn t").returnedTable.line == nil)
        #expect(LuaTableLayout(source: "local function f() return { a = 1 } end\nreturn f()").returned == nil)
    }

    @Test(
        arguments: [
            ("examples.valid[2].tags", [.key("examples"), .key("valid"), .element(2), .key("tags")]),
            ("rules[3][1]", [.key("rules"), .element(3), .element(1)]),
            ("name", [.key("name")]),
            ("", []),
        ] as [(String, [LuaTableLayout.Step])])
    func pathsAsErrorsWriteThemAreSteps(path: String, steps: [LuaTableLayout.Step]) {
        #expect(LuaTableLayout.Step.path(path) == steps)
    }
}
