import Testing
import Verdict

@Suite struct MessageFormatterTests {
    @Test func prefixesPlainTexts() {
        #expect(
            MessageFormatter.render("is required.", displayName: "Title", attribute: "title", value: nil, params: [:])
                == "Title is required.")
        #expect(
            MessageFormatter.render("is required.", displayName: "", attribute: "t", value: nil, params: [:])
                == "is required.")
    }

    @Test func fillsPlaceholdersWithoutPrefix() {
        let text = MessageFormatter.render(
            "{name} ({attribute}) must be {min}–{max}, not {value}; {unknown}", displayName: "Age", attribute: "age",
            value: 3, params: ["min": 18, "max": 99])
        #expect(text == "Age (age) must be 18–99, not 3; {unknown}")
        #expect(
            MessageFormatter.render("{name} is odd.", displayName: "", attribute: "x", value: nil, params: [:])
                == "is odd.")
    }

    /// The derived display name reads as a person writes the attribute's words.
    @Test(arguments: [
        ("value", "Value"),
        // camelCase
        ("startDate", "Start date"), ("creatorLastName", "Creator last name"),
        // snake_case and kebab-case, and both mixed with camelCase
        ("password_repeat", "Password repeat"), ("first_name", "First name"), ("date-of-birth", "Date of birth"),
        ("billing_addressLine", "Billing address line"), ("__private", "Private"),
        // a run of capitals stays as written; common abbreviations read in capitals however written
        ("userID", "User ID"), ("HTTPStatus", "HTTP status"), ("URL", "URL"), ("homepageURL", "Homepage URL"),
        ("APIKey", "API key"), ("ALL_CAPS", "ALL CAPS"), ("userId", "User ID"), ("ipAddress", "IP address"),
        ("url", "URL"), ("identity", "Identity"),
        // digits stay with their word; a capital after a digit starts one
        ("line2", "Line2"), ("addressLine2", "Address line2"), ("utf8Name", "Utf8 name"), ("UTF8Name", "UTF8 name"),
        ("2fa", "2fa"),
        // a single letter, a capitalised word, an empty name
        ("x", "X"), ("X", "X"), ("Title", "Title"), ("", ""),
        // a path keeps its dots and brackets
        ("address.street", "Address.street"), ("items[0]", "Items[0]"),
        // beyond ASCII, read by Characters the same way
        ("größeID", "Größe ID"), ("étatCivil", "État civil"), ("naïveURL", "Naïve URL"),
    ])
    func derivedDisplayName(attribute: String, name: String) {
        #expect(MessageFormatter.displayName(for: attribute) == name)
    }

    /// NGRValidator's derivation, which the `en-x-ngr` catalog keeps, only upper-cases the first
    /// letter.
    @Test(arguments: [
        ("value", "Value"), ("startDate", "StartDate"), ("password_repeat", "Password_repeat"), ("userID", "UserID"),
        ("x", "X"), ("", ""), ("address.street", "Address.street"),
    ])
    func capitalizedName(attribute: String, name: String) {
        #expect(MessageFormatter.capitalizedName(for: attribute) == name)
    }

    @Test func everyKeyHasADefaultText() {
        for (key, text) in DefaultMessages.table { #expect(!text.isEmpty, "\(key)") }
        #expect(DefaultMessages.text(for: "noSuchKey") == "is invalid.")
    }
}
