// Loads the shipped rules' document (`verdict export --rules rules`, its path the one argument)
// through the core library alone, leaving out the models that need Lua, and validates a few
// records. `make core-only` compares what it prints with `expected.txt`.
import Foundation
import Verdict

guard CommandLine.arguments.count == 2, let data = FileManager.default.contents(atPath: CommandLine.arguments[1])
else {
    FileHandle.standardError.write(Data("usage: CoreOnlyCheck DOCUMENT.json\n".utf8))
    exit(2)
}

let exported = try RuleSetDocument(json: Array(data))
let needingLua = Set(exported.modelsNeedingLua)
let document = RuleSetDocument(
    models: exported.models.filter { !needingLua.contains($0["model"]?.stringValue ?? "") },
    catalogs: exported.catalogs
)
let rules = try document.load()
print("loaded without Lua: \(rules.models.map(\.name).joined(separator: ", "))")
print("left out, needing Lua: \(exported.modelsNeedingLua.joined(separator: ", "))")

/// A record to validate, as JSON, with the model, scenario and locale to validate it in.
struct Check {
    var model: String
    var scenario: String?
    var locale: LocaleTag?
    var json: String
}

let checks = [
    Check(
        model: "CalendarEvent",
        json: """
            {"title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna.7@example.com",
             "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true}
            """
    ),
    Check(
        model: "CalendarEvent",
        json: """
            {"title": "Demo", "creatorLastName": "Li", "creatorEmail": "piotr@@example.com",
             "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T08:00:00Z", "termsOfUse": false}
            """
    ),
    Check(model: "User", scenario: "login", json: #"{"username": "ann", "password": "x"}"#),
    Check(
        model: "User", scenario: "register", locale: "de",
        json: """
            {"username": "a!", "email": "ann@example", "password": "short", "password_repeat": "other",
             "role": "owner"}
            """
    ),
]

for check in checks {
    let record = try Value(jsonBytes: Array(check.json.utf8))
    let verdict = try rules.validate(record, model: check.model, scenario: check.scenario, locale: check.locale)
    let context = [check.scenario, check.locale?.description].compactMap(\.self).joined(separator: ", ")
    print("\(check.model)\(context.isEmpty ? "" : " (\(context))"): \(verdict.isValid ? "valid" : "invalid")")
    for error in verdict.errors {
        print("  \(error.attribute) \(error.rule) \(error.key): \(error.message)")
    }
}
