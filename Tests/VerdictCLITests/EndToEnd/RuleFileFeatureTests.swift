import Foundation
import Testing

/// Rule files say what the Swift API says, through the built `verdict`: nesting with `each` and
/// `nested`, and the mistakes of authors coming from FXModelValidation or NGRValidator, each a
/// problem at its own line with the fix in the hint.
@Suite struct RuleFileFeatureTests {
    @Test func nestedErrorsCarryTheirPaths() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", Fixtures.shippedRules.path, "--model", "Order", "data/orders.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/orders.jsonl:2 invalid (record 2)
                          items[1].sku: SKU is not a product code (AB-123).
                          items[1].quantity: Quantity must be at least 1.
                          items[1].price: Price must be at least 0.
                          shipping.city: City is required.
                          shipping.zip: Zip must be a valid postal code for US.
                        2 records, 1 invalid
                        """))
    }

    /// `each` refuses what is not a list, `nested` what is not an object — also each element of a
    /// list of objects — with the wrong-type error at the value's path, in text and JSON.
    @Test func eachAndNestedRefuseValuesOfAnotherType() throws {
        let records = """
            {"id": "o-3", "customerEmail": "ada@example.com", "items": "notalist", "shipping": "x"}
            {"id": "o-4", "customerEmail": "ada@example.com", "items": [1, "x"], "shipping": {"street": "1 Main St", "city": "Leiden", "country": "NL"}}

            """
        let text = try VerdictProcess.run(
            ["validate", "--rules", Fixtures.shippedRules.path, "--model", "Order", "-"], stdin: Data(records.utf8))
        #expect(
            text
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1)
                          items: Items should be an array.
                          shipping: Shipping should be an object.
                        <stdin>:2 invalid (record 2)
                          items[0]: Items should be an object.
                          items[1]: Items should be an object.
                        2 records, 2 invalid
                        """))
        let json = try VerdictProcess.run(
            ["validate", "--rules", Fixtures.shippedRules.path, "--model", "Order", "--format", "jsonl", "-"],
            stdin: Data(records.utf8))
        #expect(
            json.stdout.contains(
                #"{"attribute":"items","rule":"each","message":"Items should be an array.","key":"wrongType","severity":"error","#
                    + #""params":{"expected":"an array","type":"array"},"value":"notalist"}"#))
        #expect(
            json.stdout.contains(#"{"attribute":"shipping","rule":"nested","message":"Shipping should be an object.""#))
    }

    /// The shipped `rules/order.lua` and `rules/yii_user.lua`, alone in a rules directory, pass
    /// their own examples (6 and 10, and 7 and 5 of the models `Order` names).
    @Test func theShippedOrderAndYiiModelsPassTheirExamples() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["order.lua", "yii_user.lua"] {
            try FileManager.default.copyItem(
                at: Fixtures.packageRoot.appendingPathComponent("rules/\(name)"),
                to: folder.appendingPathComponent(name))
        }
        let run = try VerdictProcess.run(["test", "--rules", "."], in: folder)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        28 passed, 0 failed
                        """))
    }

    /// `order` runs entries in ascending order, ties in file order: `zeta` (50) before `alpha`
    /// (100) before `mid` (200), neither the file's order nor the alphabet's.
    @Test func orderSetsTheOrderOfTheErrors() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/features", "--model", "Ordered", "--format", "json", "data/ordered.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        {"results":[
                        {"index":0,"file":"data/ordered.jsonl","line":1,"valid":false,"strategy":"rules","reason":"3 rules failed","errors":[{"attribute":"zeta","rule":"required","message":"Zeta is required.","key":"required","severity":"error","params":{},"value":null},{"attribute":"alpha","rule":"required","message":"Alpha is required.","key":"required","severity":"error","params":{},"value":null},{"attribute":"mid","rule":"required","message":"Mid is required.","key":"required","severity":"error","params":{},"value":null}]},
                        {"index":1,"file":"data/ordered.jsonl","line":2,"valid":true,"strategy":"default","errors":[]}
                        ],"valid":false,"records":2,"invalid":1}
                        """))
    }

    /// NGRValidator's `geoCoordinate`: one coordinate, as a number or a string, within −180…180.
    @Test func geoCoordinateChecksOneCoordinate() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/features", "--model", "Place", "data/places.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/places.jsonl:2 invalid (record 2)
                          lat: Lat must be a coordinate in decimal degrees, from -180 to 180.
                          lon: Lon must be a coordinate in decimal degrees, from -180 to 180.
                        data/places.jsonl:3 invalid (record 3)
                          lat: Lat must be a coordinate in decimal degrees, from -180 to 180.
                        3 records, 2 invalid
                        """))
    }

    /// `minSize 10 10` and `maxSize 40 40` on base64 PNGs of 10×10 (passes), 50×20 (too big) and
    /// 2×5 (too small) pixels.
    @Test func minSizeAndMaxSizeCheckAnImagesDimensions() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/features", "--model", "Photo", "data/photos.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/photos.jsonl:2 invalid (record 2)
                          avatar: Avatar must be at most 40 × 40 pixels; it is 50 × 20.
                        data/photos.jsonl:3 invalid (record 3)
                          avatar: Avatar must be at least 10 × 10 pixels; it is 2 × 5.
                        3 records, 2 invalid
                        """))
    }

    /// An empty list fails `includes` and `excludes` (`tags`, `labels`) unless the entry says
    /// `skipOnEmpty = true` (`optionalTags`, `optionalLabels`), which still checks a list with
    /// elements; absent lists pass all four.
    @Test func includesAndExcludesFailAnEmptyListUnlessSkipOnEmpty() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/features", "--model", "Tagged", "data/tagged.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/tagged.jsonl:1 invalid (record 1)
                          tags: Tags must include new.
                          labels: Labels must not include spam.
                        data/tagged.jsonl:2 invalid (record 2)
                          optionalTags: Optional tags must include new.
                          optionalLabels: Optional labels must not include spam.
                        3 records, 2 invalid
                        """))
    }

    /// An `in` rule, with a list or with FXModelValidation's `range =`, is reported under the name
    /// its author wrote.
    @Test func anInRuleIsReportedAsIn() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/features", "--model", "Status", "--format", "json", "data/statuses.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: #"""
                        {"results":[
                        {"index":0,"file":"data/statuses.jsonl","line":1,"valid":true,"strategy":"default","errors":[]},
                        {"index":1,"file":"data/statuses.jsonl","line":2,"valid":false,"strategy":"rules","reason":"2 rules failed","errors":[{"attribute":"status","rule":"in","message":"Status must be one of \"draft\", \"live\".","key":"notIncludedIn","severity":"error","params":{"range":["draft","live"]},"value":"gone"},{"attribute":"stage","rule":"in","message":"Stage must be one of 1, 2, 3.","key":"notIncludedIn","severity":"error","params":{"range":[1,2,3]},"value":4}]}
                        ],"valid":false,"records":2,"invalid":1}
                        """#))
    }

    @Test func wrongUsesAreProblemsAtTheirLinesWithTheFix() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/wrong-uses"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/wrong-uses/article.lua:5: rules[1]: rule 'match': compares the value with the string "^[A-Z]+$" (NGRValidator's match), which looks like a regular expression (hint: for a pattern write { …, "match", pattern = "/^[A-Z]+$/" } as FXModelValidation does, or { …, "regex", "^[A-Z]+$" }; to equal these characters write { …, "compare", "==", "^[A-Z]+$" })
                        rules/wrong-uses/article.lua:7: rules[2]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "8" (hint: write the number without quotes: 8)
                        rules/wrong-uses/article.lua:9: rules[3]: unknown option 'alow' for rule 'in' (hint: its options are range, allowArray, not)
                        rules/wrong-uses/article.lua:10: rules[4]: `message` names {nam}, which rule 'required' does not give (hint: did you mean {name}?)
                        rules/wrong-uses/article.lua:11: rules[5]: the attribute list "a,,b" has an empty name (hint: separate names with single commas: "firstName, lastName")
                        rules/wrong-uses/article.lua:12: rules[6].rules[1]: `on` does not apply to an element rule of `each` (hint: set it on the `each` entry)
                        rules/wrong-uses/article.lua:13: rules[7]: model 'Autor' is not defined in any rule file (hint: models: Article)
                        1 file, 1 model, 7 problems
                        """))
    }

    /// Wrong values of a rule's own arguments and options: each a problem at its line, with the fix.
    @Test func wrongOptionValuesAreProblemsAtTheirLinesWithTheFix() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/wrong-options"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/wrong-options/listing.lua:7: rules[1]: rule 'type': unknown type "text"; types are string, number, integer, boolean, array, object (hint: did you mean "string"?)
                        rules/wrong-options/listing.lua:9: rules[2]: rule 'string' option 'min' should be a whole number ≥ 0, got "3" (hint: write the number without quotes: 3)
                        rules/wrong-options/listing.lua:11: rules[3]: rule 'boolean' option 'strict' should be true or false, got "yes" (hint: write strict = true or strict = false, without quotes)
                        rules/wrong-options/listing.lua:13: rules[4]: `isEmpty` should be a function (value) returning true when empty, got a boolean (hint: isEmpty = function(value) return value == nil or value == 0 end; to check empty values too, write skipOnEmpty = false)
                        rules/wrong-options/listing.lua:15: rules[5]: rule 'geoCoordinate' takes no arguments, got 1 (hint: write { …, "geoCoordinate" })
                        rules/wrong-options/listing.lua:17: rules[6]: rule 'minSize' argument 1 should be a width in pixels, a whole number ≥ 0, got "640x480" (hint: width and height are two numbers: { …, "minSize", 640, 480 })
                        1 file, 1 model, 6 problems
                        """))
    }

    /// FXModelValidation's spellings Verdict refuses, the model's `messages` table, and problems
    /// inside entries written over several lines: each at the line of its text, option or argument.
    @Test func fxWrongUsesAreProblemsAtTheLineOfThePartAtFault() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/fx-wrong-uses"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/fx-wrong-uses/account.lua:7: model 'Account': messages.email.notEmail: '{domian}' is not a placeholder of 'notEmail' (hint: it may use: {attribute}, {idn}, {name}, {reason}, {requireTLD}, {value})
                        rules/fx-wrong-uses/account.lua:8: model 'Account': messages.email.notEmial: 'notEmial' is not a message key of any rule (hint: did you mean 'notEmail'?)
                        rules/fx-wrong-uses/account.lua:13: rules[1]: rule 'email': `checkDNS = true`: Verdict does not resolve domains while validating (hint: drop `checkDNS`; to check that the domain exists, use a `remote` rule that asks your server)
                        rules/fx-wrong-uses/account.lua:15: rules[2]: rule 'url': `validSchemes` and `schemes` are the same option, given twice (hint: keep one of them)
                        rules/fx-wrong-uses/account.lua:17: rules[3]: `filter = …` should be a function (value, object, ctx) returning the new value, got "trim" (hint: a rule file has no model methods to name: write filter = function(value) return … end)
                        rules/fx-wrong-uses/account.lua:19: rules[4]: rule 'match': compares the value with the string "^[A-Z]+$" (NGRValidator's match), which looks like a regular expression (hint: for a pattern write { …, "match", pattern = "/^[A-Z]+$/" } as FXModelValidation does, or { …, "regex", "^[A-Z]+$" }; to equal these characters write { …, "compare", "==", "^[A-Z]+$" })
                        rules/fx-wrong-uses/account.lua:21: rules[5]: rule 'match': invalid pattern '([A-Z' (hint: patterns are ICU regular expressions (NSRegularExpression); escape a literal `(`, `[` or `{` with `\\\\`)
                        rules/fx-wrong-uses/account.lua:23: rules[6]: rule 'match': option 'not' goes with `pattern = …` (hint: write { …, "match", pattern = "…", ["not"] = … })
                        rules/fx-wrong-uses/account.lua:25: rules[7]: rule 'in': takes its list as the argument or as `range = { … }`, not both (hint: keep one list: { …, "in", range = { … } } or { …, "in", { … } })
                        rules/fx-wrong-uses/account.lua:27: rules[8]: `nested` takes `rules = { … }` or `model = "Name"`, not a rule in place (hint: give the object's fields their rules: { …, "nested", rules = { { "city", "required" } } }; for every element of a list, use `each`)
                        rules/fx-wrong-uses/account.lua:29: rules[9]: `order` should be a whole number (chains run in ascending order, default 100), got "first" (hint: order = 50 runs the entry before those without `order` (100), order = 200 after them)
                        rules/fx-wrong-uses/account.lua:31: rules[10]: `order` should be a whole number (chains run in ascending order, default 100), got "5" (hint: write the number without quotes: order = 5)
                        1 file, 1 model, 12 problems
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
                          code: Code must match the pattern ^[A-Z]{3}$.
                          name: Name must be at least 3 characters long.
                          status: Status must be one of "draft", "live".
                          active: Active must be a boolean: true or false.
                        data/products.csv:4 invalid (record 3)
                          stock: Stock should be an integer.
                          stock: Stock must be an integer.
                        3 records, 2 invalid
                        """))
    }

    /// FXModelValidation's option spellings: `url` with `validSchemes = { "ftp" }` and
    /// `enableIDN = false`, `email` with `enableIDN = true`, `filter = function …` (the code is
    /// upper-cased before `regex` sees it) and `default` with `value = 1` (an empty level becomes 1,
    /// which `in` accepts).
    @Test func fxModelValidationsOptionSpellingsValidate() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/fx-style", "--model", "Contact", "data/contacts.jsonl",
        ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/contacts.jsonl:2 invalid (record 2)
                          site: Site must be a URL; allowed schemes: "ftp".
                          code: Code must match the pattern [A-Z]{3}.
                        data/contacts.jsonl:3 invalid (record 3)
                          site: Site must be a URL; allowed schemes: "ftp".
                          level: Level must be one of 1, 2, 3.
                        3 records, 2 invalid
                        """))
    }
}
