import Foundation
import Testing

/// `verdict rules`: every name a rule file's entry can use, with its arguments and options — the
/// catalog's rules, then the entries the loader reads itself.
@Suite struct RulesCommandTests {
    /// The last family: `each`, `nested`, `filter` and a Lua function, with their arguments and
    /// their own options, as the catalog's rules are listed.
    @Test func listsEachNestedFilterAndFunctionsWithTheirOptions() throws {
        let run = try VerdictProcess.run(["rules"])
        #expect(run.status == 0)
        let families = run.stdout.components(separatedBy: "\nstructures and functions\n")
        #expect(families.count == 2)
        #expect(
            families.last
                == CLIRun.lines(
                    """
                      each [RULE ARGS] (model, rules) — Every element of a list: one rule written in place ({ "tags", "each", "minLength", 2 }), a model's rules (model = "LineItem") or element rules (rules = { … }).
                      nested (model, rules) — The fields of an object: a model's rules (model = "Address") or its own (rules = { … }).
                      filter fn (filter) — Runs fn(value, object, ctx) and writes its result back; filter = fn is FXModelValidation's spelling.
                      FUNCTION — A Lua function (value, object, ctx) as the rule: true passes, false [, message] fails, nil passes.
                    """))
        #expect(run.stdout.hasPrefix("presence\n  required (requiredValue, allowEmpty, blankIsEmpty) — "))
    }

    /// The reference lists them too, as the last family of its rules.
    @Test func theMarkdownListsThemAsAFamily() throws {
        let run = try VerdictProcess.run(["rules", "--markdown"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                """
                ### Structures and functions

                - `each [RULE ARGS]` — Every element of a list: one rule written in place (`{ "tags", "each", "minLength", 2 }`), a model's rules (`model = "LineItem"`) or element rules (`rules = { … }`). Options: `model`, `rules`.
                - `nested` — The fields of an object: a model's rules (`model = "Address"`) or its own (`rules = { … }`). Options: `model`, `rules`.
                - `filter fn` — Runs `fn(value, object, ctx)` and writes its result back; `filter = fn` is FXModelValidation's spelling. Options: `filter`.
                - `FUNCTION` — A Lua function `(value, object, ctx)` as the rule: `true` passes, `false [, message]` fails, `nil` passes.
                <!-- end: rules -->
                """))
    }
}
