import Foundation
import Testing
import Verdict

/// ``RuleSetDocument``: reading and writing the versioned document, and loading its models in the
/// core library — rules by name with their options, `each` and `nested`, strategies, modes,
/// catalogs — with every problem named at its rule file and line.
@Suite struct RuleSetDocumentTests {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    static let order: Value = [
        "model": "Order", "file": "rules/order.lua", "line": 1, "mode": "warn",
        "names": ["customerEmail": "E-mail"],
        "scenarios": ["default": ["customerEmail", "items", "shipping", "country", "state"]],
        "strategies": ["rules", "default"],
        "rules": [
            ["line": 3, "attributes": ["customerEmail"], "rule": "required"],
            ["line": 4, "attributes": ["customerEmail"], "rule": "email", "message": "is no address."],
            ["line": 5, "attributes": ["items"], "rule": "each", "element": ["rule": "minLength", "arguments": [2]]],
            ["line": 6, "attributes": ["shipping"], "rule": "nested", "model": "Address"],
            [
                "line": 7, "attributes": ["state"], "rule": "required",
                "when": ["field": "country", "equals": "USA"], "severity": "warning",
            ],
        ],
    ]
    static let address: Value = [
        "model": "Address", "file": "rules/order.lua", "line": 10, "scenarios": ["default": ["city"]],
        "strategies": ["rules", "default"],
        "rules": [["line": 12, "attributes": ["city"], "rule": "lengthRange", "arguments": [2, 40]]],
    ]

    @Test func aDocumentReadsBackAsWritten() throws {
        let document = RuleSetDocument(models: [Self.order, Self.address], catalogs: ["de": ["messages": [:]]])
        let text = document.json
        #expect(text.hasSuffix("\n"))
        let read = try RuleSetDocument(json: Array(text.utf8))
        #expect(read == document)
        #expect(read.value["format"] == "verdict-rule-set" && read.value["version"] == 1)
    }

    @Test(arguments: [
        (#"{"models": []}"#, "not a rule-set document: `format` should be \"verdict-rule-set\""),
        (#"{"format": "verdict-rule-set", "version": 2, "models": []}"#, "a rule-set document of version 2"),
        (#"{"format": "verdict-rule-set", "version": 1, "models": {}}"#, "`models` should be a list of models"),
        ("{", "the document is not JSON"),
    ])
    func whatIsNoDocumentIsRefused(text: String, message: String) {
        #expect {
            _ = try RuleSetDocument(json: Array(text.utf8))
        } throws: { error in
            (error as? RuleSetDocumentError)?.description.hasPrefix(message) == true
        }
    }

    @Test func modelsLoadAndValidateWithoutLua() throws {
        let rules = try RuleSetDocument(models: [Self.order, Self.address]).load()
        #expect(rules.models.map(\.name) == ["Order", "Address"])
        let order = try #require(rules.model(named: "Order"))
        #expect(order.mode == .warn)
        #expect(order.strategyNames == ["rules", "default"])
        let good: Value = ["customerEmail": "ann@example.com", "items": ["ab", "cd"], "shipping": ["city": "Leiden"]]
        #expect(try rules.validate(good, model: "Order", now: Self.now).errors.isEmpty)
        let bad: Value = [
            "customerEmail": "ann@", "items": ["ab", "c"], "shipping": ["city": "L"], "country": "USA",
        ]
        // Warn mode: valid, every failure a warning; the display name and message come through.
        let verdict = try rules.validate(bad, model: "Order", now: Self.now)
        #expect(verdict.isValid)
        #expect(verdict.errors.map(\.attribute) == ["customerEmail", "items[1]", "shipping.city", "state"])
        #expect(verdict.errors.allSatisfy { $0.isWarning })
        #expect(verdict.errors.first?.message == "E-mail is no address.")
        // The declarative `when`: no state needed outside the USA.
        var elsewhere = bad.objectValue ?? [:]
        elsewhere["country"] = "NL"
        #expect(
            !(try rules.validate(.object(elsewhere), model: "Order", now: Self.now)).errors.contains {
                $0.attribute == "state"
            })
    }

    @Test func aCatalogOfTheDocumentWordsTheMessages() throws {
        let document = RuleSetDocument(
            models: [Self.address], catalogs: ["de": ["models": ["Address": ["names": ["city": "Ort"]]]]])
        let rules = try document.load()
        let verdict = try rules.validate(["city": "L"], model: "Address", locale: LocaleTag("de"), now: Self.now)
        #expect(verdict.errors.first?.message.hasPrefix("Ort") == true, "\(verdict.errors)")
    }

    @Test func problemsNameTheirFileAndLine() throws {
        var order = try #require(Self.order.objectValue)
        order["rules"] = [
            ["line": 3, "attributes": ["a"], "rule": "minLenght", "arguments": [2]],
            ["line": 4, "attributes": ["b"], "rule": "required", "colour": "red"],
            ["line": 5, "attributes": ["c"], "rule": "minLength", "arguments": ["x"]],
            ["line": 6, "attributes": ["d"], "rule": "required", "when": ["field": "x", "equal": 1]],
            ["line": 7, "attributes": ["e"], "rule": "nested", "model": "Adress"],
            ["line": 8, "attributes": ["f"], "rule": ["$lua": "rules/order.lua:8"]],
        ]
        do {
            _ = try RuleSetDocument(models: [.object(order), Self.address]).load()
            Issue.record("a broken model loaded")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(lines.count == 6, "\(lines.joined(separator: "\n"))")
            #expect(
                lines.contains {
                    $0.hasPrefix("rules/order.lua:3: model 'Order': rules[1]: ") && $0.contains("minLength")
                })
            #expect(lines.contains { $0.hasPrefix("rules/order.lua:4: model 'Order': rules[2]: unknown key 'colour'") })
            #expect(lines.contains { $0.hasPrefix("rules/order.lua:5: model 'Order': rules[3]: ") })
            #expect(
                lines.contains {
                    $0.hasPrefix("rules/order.lua:6: model 'Order': rules[4]: `when` has no test 'equal'")
                        && $0.contains("did you mean 'equals'?")
                })
            #expect(
                lines.contains {
                    $0.hasPrefix("rules/order.lua:7: model 'Order': no model 'Adress'")
                        && $0.contains("did you mean 'Address'?")
                })
            #expect(
                lines.contains {
                    $0.hasPrefix("rules/order.lua:8: model 'Order': rules[6]: its rule (`lua`) is a Lua function")
                })
        }
    }

    @Test func aModelNamingOneThatNeedsLuaNeedsLuaToo() throws {
        var address = try #require(Self.address.objectValue)
        address["strategies"] = ["rules", ["$lua": "rules/order.lua:11"]]
        let document = RuleSetDocument(models: [Self.order, .object(address)])
        #expect(document.modelsNeedingLua == ["Order", "Address"])
        #expect(throws: RuleSetDocumentError.self) { try document.load() }
    }

    @Test func anUnknownModelOrScenarioIsAnError() throws {
        let rules = try RuleSetDocument(models: [Self.address]).load()
        #expect(throws: RuleSetDocumentError.self) { try rules.validate([:], model: "Adress") }
        #expect(throws: RuleSetDocumentError.self) { try rules.validate([:], model: "Address", scenario: "login") }
    }
}
