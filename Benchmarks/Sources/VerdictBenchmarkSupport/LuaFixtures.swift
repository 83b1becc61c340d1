import Foundation
import Verdict
import VerdictLua

/// The rule files and records of the Lua benchmark.
public enum LuaFixtures {
    /// An 8-field record: the CalendarEvent fields and an attendee count.
    public static let record: Value = .object([
        "title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna.7@example.com",
        "url": "https://calendar.example.org/events/1", "startDate": "2026-03-01T09:00:00Z",
        "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true, "attendees": 12,
    ])

    /// The Lua rule with a string argument.
    public static let stringRule = "function(value) return #value >= 6 end"
    /// The Lua rule that reads 2 fields of the object.
    public static let fieldsRule = "function(value, object) return object.startDate < object.endDate end"

    /// The models, by name, as the text of their `rules` entries.
    public static let models: [(name: String, rules: [String])] = [
        // The engine's floor: one built-in rule that costs almost nothing, no Lua runtime checked out.
        ("BuiltInRequired", [#"{ "title", "required" }"#]),
        // The same rule as the string-argument Lua rule, built in.
        ("BuiltInMinLength", [#"{ "title", "minLength", 6 }"#]),
        ("LuaString1", [#"{ "title", \#(stringRule) }"#]),
        ("LuaString8", Array(repeating: #"{ "title", \#(stringRule) }"#, count: 8)),
        ("LuaFields1", [#"{ "title", \#(fieldsRule) }"#]),
        ("LuaFields8", Array(repeating: #"{ "title", \#(fieldsRule) }"#, count: 8)),
    ]

    /// Writes one rule file per model into a new temporary directory.
    public static func writeRulesDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-bench-rules-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, model) in models.enumerated() {
            let text = """
                return {
                  model = "\(model.name)",
                  rules = {
                    \(model.rules.joined(separator: ",\n    ")),
                  },
                }

                """
            let file = directory.appendingPathComponent(String(format: "%02d_%@.lua", index, model.name))
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// The Swift counterparts, run by `RuleSet.validate` on the same record: the floor of one
    /// built-in rule, `minLength`, and each closure in 1 and 8 copies.
    public static let swiftModels: [(name: String, rules: RuleSet)] = [
        ("SwiftRequired", RuleSet { Validate("title").required() }),
        ("SwiftMinLength", RuleSet { Validate("title").minLength(6) }),
        ("SwiftCharacters1", swiftRuleSet(swiftCharacters, copies: 1)),
        ("SwiftCharacters8", swiftRuleSet(swiftCharacters, copies: 8)),
        ("SwiftBytes1", swiftRuleSet(swiftBytes, copies: 1)),
        ("SwiftBytes8", swiftRuleSet(swiftBytes, copies: 8)),
        ("SwiftFields1", swiftRuleSet(swiftFields, copies: 1)),
        ("SwiftFields8", swiftRuleSet(swiftFields, copies: 8)),
    ]

    /// The Swift closures that match the Lua rules, in rule sets of 1 and 8 copies.
    public static func swiftRuleSet(_ rule: @escaping @Sendable (Value, ValidationContext) -> Bool, copies: Int)
        -> RuleSet
    {
        RuleSet((0..<copies).map { _ in Validate("title").custom("custom", rule) })
    }

    /// `count >= 6`, as `minLength` counts (characters).
    public static let swiftCharacters: @Sendable (Value, ValidationContext) -> Bool = { value, _ in
        (value.stringValue?.count ?? 0) >= 6
    }

    /// `utf8.count >= 6`: what Lua's `#value` measures (bytes).
    public static let swiftBytes: @Sendable (Value, ValidationContext) -> Bool = { value, _ in
        (value.stringValue?.utf8.count ?? 0) >= 6
    }

    /// `startDate < endDate`, read through the context as a custom rule does.
    public static let swiftFields: @Sendable (Value, ValidationContext) -> Bool = { _, context in
        guard let start = context.value(of: "startDate")?.stringValue,
            let end = context.value(of: "endDate")?.stringValue
        else { return false }
        return start < end
    }
}
