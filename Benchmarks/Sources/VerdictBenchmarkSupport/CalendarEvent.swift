import Foundation
import Verdict

/// NGRValidator's CalendarEvent: the 7-attribute model of the core benchmark.
public struct CalendarEvent: Encodable, Sendable {
    public var title: String
    public var creatorLastName: String
    public var creatorEmail: String
    public var url: String?
    public var startDate: Date
    public var endDate: Date
    public var termsOfUse: Bool

    /// A valid event: every rule passes.
    public static let valid = CalendarEvent(
        title: "Quarterly planning", creatorLastName: "Kowalski", creatorEmail: "anna.7@example.com",
        url: "https://calendar.example.org/events/1", startDate: date("2026-03-01T09:00:00Z"),
        endDate: date("2026-03-01T10:00:00Z"), termsOfUse: true)

    /// An event that fails every attribute: the error path, for scale.
    public static let invalid: CalendarEvent = {
        var event = valid
        event.title = "Demo"
        event.creatorLastName = "Li2"
        event.creatorEmail = "anna@@example.com"
        event.url = "ftp://x"
        event.endDate = event.startDate.addingTimeInterval(-60)
        event.termsOfUse = false
        return event
    }()

    /// The same event as a dictionary of values, dates as `Date` (as a Swift caller builds it).
    public var dictionary: [String: Value] {
        var fields: [String: Value] = [
            "title": .string(title), "creatorLastName": .string(creatorLastName),
            "creatorEmail": .string(creatorEmail), "startDate": .date(startDate), "endDate": .date(endDate),
            "termsOfUse": .bool(termsOfUse),
        ]
        if let url { fields["url"] = .string(url) }
        return fields
    }

    /// The same event as decoded JSON would give it: dates as ISO 8601 strings.
    public var jsonDictionary: [String: Value] {
        var fields = dictionary
        fields["startDate"] = .string(ISO8601.format(startDate))
        fields["endDate"] = .string(ISO8601.format(endDate))
        return fields
    }

    /// The same event as `JSONSerialization` gives it.
    public var anyDictionary: [String: Any] {
        var fields: [String: Any] = [
            "title": title, "creatorLastName": creatorLastName, "creatorEmail": creatorEmail,
            "startDate": ISO8601.format(startDate), "endDate": ISO8601.format(endDate), "termsOfUse": termsOfUse,
        ]
        if let url { fields["url"] = url }
        return fields
    }

    private static func date(_ text: String) -> Date {
        guard let date = ISO8601.parse(text) else { fatalError("bad fixture date \(text)") }
        return date
    }
}

/// The fast path: the event read attribute by attribute, with no conversion of the whole object.
public struct CalendarEventSource: AttributeSource, Sendable {
    public var event: CalendarEvent

    public init(event: CalendarEvent) {
        self.event = event
    }

    public func value(of attribute: String) -> Value? {
        switch attribute {
        case "title": .string(event.title)
        case "creatorLastName": .string(event.creatorLastName)
        case "creatorEmail": .string(event.creatorEmail)
        case "url": event.url.map { .string($0) }
        case "startDate": .date(event.startDate)
        case "endDate": .date(event.endDate)
        case "termsOfUse": .bool(event.termsOfUse)
        default: nil
        }
    }
}

extension RuleSet {
    /// NGRValidator's CalendarEvent rules, as in the README and `rules/calendar_event.lua`.
    public static let calendarEvent = RuleSet {
        Validate("title").required().minLength(6).message(.tooShort, "should have at least 6 signs.")
        Validate("creatorLastName").required().lengthRange(4, 30).syntax(.name).displayName("Lastname")
        Validate("creatorEmail").required().email().displayName("Email")
        Validate("url").url()
        Validate("startDate").required().laterThanOrEqualTo("2020-01-01T00:00:00Z").earlierThan(.field("endDate"))
        Validate("endDate").required().laterThan(.field("startDate"))
        Validate("termsOfUse").beTrue().displayName("").message("You must accept the terms of use.")
    }
}
