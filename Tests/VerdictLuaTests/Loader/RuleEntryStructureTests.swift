import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// What rule files say beyond one rule on one attribute: attribute lists separated by commas,
/// `isEmpty`, `order`, and nesting with `each` and `nested` — inline, by model, in place.
@Suite struct RuleEntryStructureTests {
    /// An order with line items, its items validated by the `LineItem` model.
    static let orders = """
        return {
          {
            model = "Order",
            rules = {
              { "id, customer", "required" },
              { "items", "required" },
              { "items", "each", model = "LineItem" },
              { "tags", "each", "minLength", 2 },
              { "coupons", "each", rules = { { "regex", "[A-Z]{4}", message = "is not a coupon code." }, { "maxLength", 4 } } },
              { "shipping", "nested", rules = { { "city", "required" }, { "zip", "postalCode", country = "US" } } },
            },
          },
          {
            model = "LineItem",
            rules = {
              { "sku", "required" },
              { "quantity", "integer", min = 1 },
              { "price", "min", 0 },
            },
          },
        }
        """

    @Test func nestedModelsAndElementRulesReportPaths() throws {
        let loaded = try LoadedRuleFile(Self.orders)
        #expect(loaded.issueTexts == [])
        let record: Value = [
            "id": "o-1", "customer": "",
            "items": [["sku": "a", "quantity": 2, "price": 3.5], ["quantity": 0, "price": -1]],
            "tags": ["ok", "x"], "coupons": ["SAVE", "save10"],
            "shipping": ["zip": "ABCDE"],
        ]
        let errors = loaded.validate(record, model: "Order").errors
        #expect(
            errors.map(\.description) == [
                "customer: Customer is required.",
                "items[1].sku: SKU is required.",
                "items[1].quantity: Quantity must be at least 1.",
                "items[1].price: Price must be at least 0.",
                "tags[1]: Tags must be at least 2 characters long.",
                "coupons[1]: Coupons is not a coupon code.",
                "coupons[1]: Coupons must be at most 4 characters long.",
                "shipping.city: City is required.",
                "shipping.zip: Zip must be a valid postal code for US.",
            ])
        let good: Value = [
            "id": "o-2", "customer": "Ada", "items": [["sku": "b", "quantity": 1, "price": 0]],
            "tags": ["new"], "coupons": ["SAVE"], "shipping": ["city": "Springfield", "zip": "90210"],
        ]
        #expect(loaded.validate(good, model: "Order").errors.isEmpty)
    }

    @Test func aModelMayNestItself() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "Comment",
              rules = { { "text", "required" }, { "replies", "each", model = "Comment" } },
            }
            """)
        #expect(loaded.issueTexts == [])
        let thread: Value = ["text": "a", "replies": [["text": "b", "replies": [["text": ""]]]]]
        #expect(loaded.messages(thread) == ["Text is required."])
        #expect(loaded.validate(thread).errors.map(\.attribute) == ["replies[0].replies[0].text"])
    }

    @Test func isEmptyDecidesWhatRulesSkipAndWhatRequiredRefuses() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "quantity", "required", isEmpty = function(v) return v == 0 end },
              { "note", "minLength", 3, isEmpty = function(v) return v == "-" end },
            } }
            """)
        #expect(loaded.issueTexts == [])
        #expect(loaded.messages(["quantity": 0, "note": "-"]) == ["Quantity is required."])
        #expect(loaded.messages(["quantity": 2, "note": "ab"]) == ["Note must be at least 3 characters long."])
    }

    @Test func commaSeparatedAttributesAreEachAnAttribute() throws {
        let loaded = try LoadedRuleFile(#"return { model = "M", rules = { { "firstName,lastName", "required" } } }"#)
        #expect(loaded.model("M")?.attributes == ["firstName", "lastName"])
        #expect(loaded.messages([:]) == ["First name is required.", "Last name is required."])
    }

    @Test func namesInAListLoseTabsAndUnicodeSpacesAroundThem() throws {
        // A tab, a no-break space and an ideographic space around the names; none inside them.
        let loaded = try LoadedRuleFile(
            #"return { model = "M", rules = { { "\tfirstName ,\u{A0}last name\u{3000}", "required" } } }"#)
        #expect(loaded.issueTexts == [])
        #expect(loaded.model("M")?.attributes == ["firstName", "last name"])
    }

    @Test func namesAreTrimmedOfWhatFoundationCallsWhiteSpace() {
        // Foundation's `trimmingCharacters(in: .whitespaces)` is the reference: line breaks and
        // other separators stay, every space separator goes.
        let names = [
            "", " ", "\t", "name", " name ", "\tname\t", "\u{A0}name\u{2003}", "\u{3000}na me\u{202F}",
            "\nname\n", "\u{2028}name", "\u{85}name", " \u{301}name", "name\u{FEFF}", " \u{1680}x\u{205F} ",
        ]
        for name in names {
            let expected = name.trimmingCharacters(in: .whitespaces)
            #expect(RuleEntryReader.trimmingSpaces(name[...]) == expected, "\(name.debugDescription)")
        }
    }

    @Test func orderRunsChainsInAscendingOrder() throws {
        let loaded = try LoadedRuleFile(
            #"return { model = "M", rules = { { "b", "required" }, { "a", "required", order = 50 } } }"#)
        #expect(loaded.messages([:]) == ["A is required.", "B is required."])
    }

    @Test(arguments: [
        (
            #"{ "items", "each", model = "Item" },"#,
            "rules/test.lua:2: rules[1]: model 'Item' is not defined in any rule file (hint: did you mean 'Items'?)"
        ),
        (
            #"{ "items", "each" },"#,
            #"rules/test.lua:2: rules[1]: `each` needs its rules (hint: { "items", "each", model = "LineItem" }, { "tags", "each", rules = { {"minLength", 3} } } or { "tags", "each", "minLength", 3 })"#
        ),
        (
            #"{ "items", "nested", "required" },"#,
            #"rules/test.lua:2: rules[1]: `nested` takes `rules = { … }` or `model = "Name"`, not a rule in place (hint: give the object's fields their rules: { …, "nested", rules = { { "city", "required" } } }; for every element of a list, use `each`)"#
        ),
        (
            #"{ "items", "each", rules = { { "minLength", 2, on = "x" } } },"#,
            "rules/test.lua:2: rules[1].rules[1]: `on` does not apply to an element rule of `each` (hint: set it on the `each` entry)"
        ),
        (
            #"{ "a, ,b", "required" },"#,
            #"rules/test.lua:2: rules[1]: the attribute list "a, ,b" has an empty name (hint: separate names with single commas: "firstName, lastName")"#
        ),
        (
            #"{ "a", "required", order = "first" },"#,
            #"rules/test.lua:2: rules[1]: `order` should be a whole number (chains run in ascending order, default 100), got "first" (hint: order = 50 runs the entry before those without `order` (100), order = 200 after them)"#
        ),
        (
            #"{ "a", "required", order = " 50" },"#,
            #"rules/test.lua:2: rules[1]: `order` should be a whole number (chains run in ascending order, default 100), got " 50" (hint: write the number without quotes: order = 50)"#
        ),
        (
            #"{ "a", "type", "text" },"#,
            #"rules/test.lua:2: rules[1]: rule 'type': unknown type "text"; types are string, number, integer, boolean, array, object (hint: did you mean "string"?)"#
        ),
        (
            #"{ "a", "in", { "x" }, range = { "y" } },"#,
            #"rules/test.lua:2: rules[1]: rule 'in': takes its list as the argument or as `range = { … }`, not both (hint: keep one list: { …, "in", range = { … } } or { …, "in", { … } })"#
        ),
        (
            #"{ "a", "minLength", "8" },"#,
            #"rules/test.lua:2: rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "8" (hint: write the number without quotes: 8)"#
        ),
        (
            #"{ "a", "required", skipOnEmpty = "false" },"#,
            #"rules/test.lua:2: rules[1]: `skipOnEmpty` should be true or false, got "false" (hint: write skipOnEmpty = true or skipOnEmpty = false, without quotes)"#
        ),
        (
            #"{ "a", "required", rules = {} },"#,
            "rules/test.lua:2: rules[1]: rule 'required' takes no `rules` (hint: `rules = { … }` goes with `each` and `nested`)"
        ),
    ])
    func structuralMistakesAreIssues(entry: String, issue: String) throws {
        let loaded = try LoadedRuleFile(
            "return {\n{ model = \"M\", rules = {\n\(entry)\n} }, { model = \"Items\", rules = {} } }"
                .replacingOccurrences(
                    of: "return {\n{ model = \"M\", rules = {\n", with: "return { { model = \"M\", rules = {\n"))
        #expect(loaded.issueTexts == [issue])
    }

    /// A rule's problems that are not one argument's or option's type — a `match` string that looks
    /// like a pattern, a pattern that does not compile, `not` without `pattern`, a wrong value of a
    /// rule's own option, an argument too many — are reported at the line of the part at fault.
    @Test func aRulesProblemIsReportedAtTheLineOfTheArgumentOrOptionAtFault() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "code", "match",
                "^[A-Z]+$" },
              { "code", "match",
                pattern = "/([A-Z/" },
              { "code", "match", "AB",
                ["not"] = true },
              { "name", "string",
                min = "3" },
              { "lat", "geoCoordinate",
                90 },
              { "re", "regex",
                "(" },
            } }
            """)
        #expect(
            loaded.issueTexts == [
                #"rules/test.lua:3: rules[1]: rule 'match': compares the value with the string "^[A-Z]+$" (NGRValidator's match), which looks like a regular expression (hint: for a pattern write { …, "match", pattern = "/^[A-Z]+$/" } as FXModelValidation does, or { …, "regex", "^[A-Z]+$" }; to equal these characters write { …, "compare", "==", "^[A-Z]+$" })"#,
                #"rules/test.lua:5: rules[2]: rule 'match': invalid pattern '([A-Z' (hint: patterns are ICU regular expressions (NSRegularExpression); escape a literal `(`, `[` or `{` with `\\`)"#,
                #"rules/test.lua:7: rules[3]: rule 'match': option 'not' goes with `pattern = …` (hint: write { …, "match", pattern = "…", ["not"] = … })"#,
                #"rules/test.lua:9: rules[4]: rule 'string' option 'min' should be a whole number ≥ 0, got "3" (hint: write the number without quotes: 3)"#,
                #"rules/test.lua:11: rules[5]: rule 'geoCoordinate' takes no arguments, got 1 (hint: write { …, "geoCoordinate" })"#,
                #"rules/test.lua:13: rules[6]: rule 'regex': invalid pattern '(' (hint: patterns are ICU regular expressions (NSRegularExpression); escape a literal `(`, `[` or `{` with `\\`)"#,
            ])
    }

    /// A model's `messages` table is judged as a message catalog is: a key no rule reports and a
    /// placeholder the key does not provide are problems at the line of the text, with the nearest
    /// key or placeholder.
    @Test func aModelsMessagesAreCheckedAtTheLineOfEachText() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              messages = {
                title = {
                  tooShort = "{name} needs {mni} characters.",
                  tooShrot = "is short.",
                  required = "{n, plural, one {# x} other {# y}}",
                },
                body = { required = "Write {name}, please." },
                code = "is wrong.",
              },
              rules = { { "title", "minLength", 3 } },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:5: model 'M': messages.title.tooShort: '{mni}' is not a placeholder of 'tooShort' (hint: did you mean '{min}'?)",
                "rules/test.lua:6: model 'M': messages.title.tooShrot: 'tooShrot' is not a message key of any rule (hint: did you mean 'tooShort'?)",
                "rules/test.lua:7: model 'M': messages.title.required: '{n}' is not a placeholder of 'required' (hint: it may use: {attribute}, {name}, {value})",
                #"rules/test.lua:10: model 'M': messages.code should be a table of texts (hint: messages = { code = { required = "…" } })"#,
            ])
    }

    /// FXModelValidation's spellings of options: url's `validSchemes` and `enableIDN`, email's
    /// `enableIDN`, default's `value =` (a constant or a function), filter's `filter =`.
    @Test func fxModelValidationsOptionSpellingsWork() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "site", "url", validSchemes = { "ftp" }, enableIDN = false },
              { "email", "email", enableIDN = true, checkDNS = false },
              { "code", "filter", filter = function(v) return v and v:upper() end },
              { "code", "regex", "[A-Z]{3}" },
              { "level", "default", value = 1 },
              { "label", "default", value = function() return "none" end },
            } }
            """)
        #expect(loaded.issueTexts == [])
        let good = loaded.validate(["site": "ftp://gmail.com", "email": "имя@домен.рф", "code": "abc", "level": ""])
        #expect(good.errors.map(\.description) == [])
        #expect(good.rewrittenValues == ["code": "ABC", "level": 1, "label": "none"])
        let bad = loaded.validate(["site": "http://gmail.com", "email": "x@y.com", "code": "ab"])
        #expect(
            bad.errors.map(\.description) == [
                "site: Site must be a URL; allowed schemes: \"ftp\".", "code: Code must match the pattern [A-Z]{3}.",
            ])
        #expect(
            loaded.validate(["site": "ftp://яндекс.рф"]).errors.map(\.description) == [
                "site: Site must be a URL; allowed schemes: \"ftp\"."
            ]
        )
    }

    /// The same spellings used wrong: given with their Verdict name too, `checkDNS = true`, a
    /// `filter` that names a method, a function given twice.
    @Test func fxModelValidationsSpellingsUsedWrongAreProblemsWithTheFix() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "site", "url", schemes = { "https" }, validSchemes = { "http" } },
              { "email", "email", checkDNS = true },
              { "name", "filter", filter = "trim" },
              { "name", "filter", function(v) return v end, filter = function(v) return v end },
              { "level", "default", 1, value = 2 },
            } }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:2: rules[1]: rule 'url': `validSchemes` and `schemes` are the same option, given twice (hint: keep one of them)",
                "rules/test.lua:3: rules[2]: rule 'email': `checkDNS = true`: Verdict does not resolve domains while validating (hint: drop `checkDNS`; to check that the domain exists, use a `remote` rule that asks your server)",
                #"rules/test.lua:4: rules[3]: `filter = …` should be a function (value, object, ctx) returning the new value, got "trim" (hint: a rule file has no model methods to name: write filter = function(value) return … end)"#,
                "rules/test.lua:5: rules[4]: `filter` takes its function as the argument or as `filter = …`, not both (hint: keep one of them)",
                "rules/test.lua:6: rules[5]: rule 'default': takes its value as the argument or as `value = …`, not both (hint: keep one of them)",
            ])
    }

    @Test func aMistakeInsideAnEntryIsReportedAtItsOwnLine() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "title",
                "minLength", "8",
                message = "is short." },
              { "code", "required",
                unit = "x" },
              { "items", "each", rules = {
                  { "required" },
                  { "maxLength", 3, message = "{mxa} at most." },
              } },
            } }
            """)
        #expect(
            loaded.issueTexts == [
                #"rules/test.lua:3: rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "8" (hint: write the number without quotes: 8)"#,
                "rules/test.lua:6: rules[2]: unknown option 'unit' for rule 'required' (hint: its options are requiredValue, allowEmpty, blankIsEmpty)",
                "rules/test.lua:9: rules[3].rules[2]: `message` names {mxa}, which rule 'maxLength' does not give (hint: did you mean {max}?)",
            ])
    }
}
