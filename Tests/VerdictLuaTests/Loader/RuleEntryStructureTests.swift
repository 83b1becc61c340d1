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
                "items[1].sku: Sku is required.",
                "items[1].quantity: Quantity is too small.",
                "items[1].price: Price is too small.",
                "tags[1]: Tags is too short.",
                "coupons[1]: Coupons is not a coupon code.",
                "coupons[1]: Coupons is too long.",
                "shipping.city: City is required.",
                "shipping.zip: Zip is not a valid postal code.",
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
        #expect(loaded.messages(["quantity": 2, "note": "ab"]) == ["Note is too short."])
    }

    @Test func commaSeparatedAttributesAreEachAnAttribute() throws {
        let loaded = try LoadedRuleFile(#"return { model = "M", rules = { { "firstName,lastName", "required" } } }"#)
        #expect(loaded.model("M")?.attributes == ["firstName", "lastName"])
        #expect(loaded.messages([:]) == ["FirstName is required.", "LastName is required."])
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
            "rules/test.lua:2: rules[1]: `nested` takes `rules = { … }` or `model = \"Name\"`, not a rule in place"
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
            #"rules/test.lua:2: rules[1]: `order` should be a whole number (chains run in ascending order, default 100), got "first""#
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
                #"rules/test.lua:3: rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "8""#,
                "rules/test.lua:6: rules[2]: unknown option 'unit' for rule 'required' (hint: its options are requiredValue, allowEmpty, blankIsEmpty)",
                "rules/test.lua:9: rules[3].rules[2]: `message` names {mxa}, which rule 'maxLength' does not give (hint: did you mean {max}?)",
            ])
    }
}
