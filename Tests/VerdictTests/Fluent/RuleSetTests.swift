import Foundation
import Testing
import Verdict

@Suite struct RuleSetTests {
    static let item = RuleSet {
        Validate("price").required().min(0)
        Validate("name").required()
    }

    /// A chain's own display name wins over the rule set's names, which win over the one derived
    /// from the attribute; names given after the rule set was made are used too.
    @Test func displayNamesResolveInOrderAndFollowChanges() {
        let rules = RuleSet {
            Validate("lastName").required()
            Validate("email").displayName("E-mail address").required()
            Validate("title").required()
        }
        let empty: [String: Value] = [:]
        #expect(
            rules.validate(empty).errors.map(\.message) == [
                "Last name is required.", "E-mail address is required.", "Title is required.",
            ])
        let named = rules.displayNames(["lastName": "Surname", "email": "Mail"])
        #expect(
            named.validate(empty).errors.map(\.message) == [
                "Surname is required.", "E-mail address is required.", "Title is required.",
            ])
        var changed = named
        changed.displayNames["title"] = "Headline"
        #expect(
            changed.validate(empty).errors.map(\.message) == [
                "Surname is required.", "E-mail address is required.", "Headline is required.",
            ])
        // An element's chain is named from the rule set's names too, as before.
        let items = RuleSet { Validate("tags").each { $0.required() } }.displayNames(["tags": "Labels"])
        let itemErrors = items.validate(["tags": [.null]] as [String: Value]).errors
        #expect(itemErrors.map(\.attribute) == ["tags[0]"])
        #expect(itemErrors.map(\.message) == ["Labels is required."])
    }

    @Test func nestedArraysOfObjectsHavePaths() {
        let rules = RuleSet {
            Validate("items").required().each { $0.nested(Self.item) }
            Validate("tags").each { $0.minLength(2) }
        }
        let order: Value = [
            "items": [["price": 3, "name": "pen"], ["price": -1, "name": "ink"], ["name": ""]],
            "tags": ["ok", "x"],
        ]
        let report = rules.validate(order)
        #expect(
            report.errors.map(\.description) == [
                "items[1].price: Price must be at least 0.",
                "items[2].price: Price is required.",
                "items[2].name: Name is required.",
                "tags[1]: Tags must be at least 2 characters long.",
            ])
    }

    @Test func nestedObjects() {
        let rules = RuleSet { Validate("address").required().nested(RuleSet { Validate("city").required() }) }
        #expect(rules.validate(["address": ["city": "Oslo"]] as Value).isValid)
        #expect(rules.validate(["address": [:]] as Value).errors.map(\.attribute) == ["address", "address.city"])
    }

    @Test func crossFieldRulesStillRunWhenFieldRulesFail() {
        let rules = RuleSet {
            Validate("title").required().minLength(6)
            Validate("startDate").required().earlierThan(.field("endDate"))
        }
        let report = rules.validate(
            ["title": "Demo", "startDate": "2026-01-02T00:00:00Z", "endDate": "2026-01-01T00:00:00Z"] as Value)
        #expect(report.errors.map(\.attribute) == ["title", "startDate"])
    }

    @Test func validatesEncodableTypes() {
        struct Event: Encodable {
            var title: String
            var creatorLastName: String?
            var startDate: Date
            var attendees: [String]
        }
        let rules = RuleSet {
            Validate("title").required().minLength(6)
            Validate("creatorLastName").required()
            Validate("startDate").required().laterThan("2020-01-01")
            Validate("attendees").includes("ann")
        }
        let event = Event(
            title: "Kickoff", creatorLastName: nil, startDate: Date(timeIntervalSince1970: 0), attendees: ["bob"])
        #expect(rules.validate(event).errors.map(\.attribute) == ["creatorLastName", "startDate", "attendees"])
    }

    @Test func validatesFoundationDictionaries() {
        let rules = RuleSet { Validate("age").required().min(18) }
        let body: [String: Any] = ["age": NSNumber(value: 12)]
        #expect(rules.validate(body).errors.map(\.message) == ["Age must be at least 18."])
    }

    @Test func validatesThroughTheFastAccessProtocol() {
        struct Event: AttributeSource, Encodable {
            var title: String
            func value(of attribute: String) -> Value? { attribute == "title" ? .string(title) : nil }
        }
        let rules = RuleSet { Validate("title").minLength(6) }
        #expect(!rules.validate(Event(title: "Demo")).isValid)
    }

    @Test func isSafeToShareAcrossTasks() async {
        let rules = RuleSet { Validate("n").required().min(0) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<200 { group.addTask { rules.validate(["n": .int(i % 2 == 0 ? i : -i)] as Value).isValid } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.filter { $0 }.count == 100)
    }
}
