// The README's tour: fluent rules on a Swift type, structured errors, first-error mode.
import Foundation
import Verdict

struct CalendarEvent: Encodable {
    var title: String
    var creatorLastName: String
    var creatorEmail: String
    var url: String?
    var startDate: Date
    var endDate: Date
    var termsOfUse: Bool
}

let rules = RuleSet {
    Validate("title").required().minLength(6).message(.tooShort, "should have at least 6 signs.")
    Validate("creatorLastName").required().lengthRange(4, 30).syntax(.name).displayName("Lastname")
    Validate("creatorEmail").required().email().displayName("Email")
    Validate("url").url()
    Validate("startDate").required().laterThanOrEqualTo("2020-01-01T00:00:00Z").earlierThan(.field("endDate"))
    Validate("endDate").required().laterThan(.field("startDate"))
    Validate("termsOfUse").beTrue().displayName("").message("You must accept the terms of use.")
}

let start = ISO8601.parse("2026-03-01T09:00:00Z") ?? Date()
let event = CalendarEvent(
    title: "Demo", creatorLastName: "Li", creatorEmail: "li@example", url: nil,
    startDate: start, endDate: start.addingTimeInterval(-60), termsOfUse: false)

let report = rules.validate(event)
print("valid: \(report.isValid)")
for error in report.errors {
    print("\(error.attribute) [\(error.rule)]: \(error.message)")
}

let first = rules.validate(event, mode: .firstError)
print("first error: \(first.errors.map(\.message).joined())")

// The same rules over a dictionary, e.g. a decoded request body.
let body: [String: Any] = [
    "title": "Quarterly planning", "creatorLastName": "Kowalski", "creatorEmail": "anna@example.com",
    "startDate": "2026-03-01T09:00:00Z", "endDate": "2026-03-01T10:00:00Z", "termsOfUse": true,
]
print("body valid: \(rules.validate(body).isValid)")
