import Foundation
import Testing

/// Rule files say what the Swift API says, through the built `verdict`: nesting with `each` and
/// `nested`, and the mistakes of authors coming from FXModelValidation or NGRValidator, each a
/// problem at its own line with the fix in the hint.
@Suite struct RuleFileFeatureTests {
    @Test func nestedErrorsCarryTheirPaths() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/orders", "--model", "Order", "data/orders.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/orders.jsonl:2 invalid (record 2)
                          items[1].sku: Sku is not a product code (AB-123).
                          items[1].quantity: Quantity is too small.
                          items[1].price: Price is too small.
                          shipping.city: City is required.
                          shipping.zip: Zip is not a valid postal code.
                        2 records, 1 invalid
                        """))
    }

    @Test func theShippedOrderAndYiiModelsPassTheirExamples() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/orders"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("6 passed, 0 failed\n"))
    }

    @Test func wrongUsesAreProblemsAtTheirLinesWithTheFix() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/wrong-uses"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/wrong-uses/article.lua:5: rules[1]: rule 'match': compares the value with the string "^[A-Z]+$" (NGRValidator's match), which looks like a regular expression (hint: for a pattern write { …, "match", pattern = "^[A-Z]+$" } as FXModelValidation does, or { …, "regex", "^[A-Z]+$" }; to equal these characters write { …, "compare", "==", "^[A-Z]+$" })
                        rules/wrong-uses/article.lua:7: rules[2]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "8"
                        rules/wrong-uses/article.lua:9: rules[3]: unknown option 'alow' for rule 'in' (hint: its options are range, allowArray, not)
                        rules/wrong-uses/article.lua:10: rules[4]: `message` names {nam}, which rule 'required' does not give (hint: did you mean {name}?)
                        rules/wrong-uses/article.lua:11: rules[5]: the attribute list "a,,b" has an empty name (hint: separate names with single commas: "firstName, lastName")
                        rules/wrong-uses/article.lua:12: rules[6].rules[1]: `on` does not apply to an element rule of `each` (hint: set it on the `each` entry)
                        rules/wrong-uses/article.lua:13: rules[7]: model 'Autor' is not defined in any rule file (hint: models: Article)
                        1 file, 1 model, 7 problems
                        """))
    }
}

/// FXModelValidation's spellings through the built `verdict`, on a CSV whose booleans are `1`/`0`.
@Suite struct FXSpellingEndToEndTests {
    @Test func aCSVValidatesWithFXModelValidationsRules() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/fx-style", "--model", "Product", "data/products.csv",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/products.csv:3 invalid (record 2)
                          code: Code do not match pattern.
                          name: Name is too short.
                          status: Status isn't included in array.
                          active: Active must be either 'true' or 'false'.
                        data/products.csv:4 invalid (record 3)
                          stock: Stock should be an integer.
                          stock: Stock must be an integer.
                        3 records, 2 invalid
                        """))
    }
}
