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

    @Test func displayNames() {
        #expect(MessageFormatter.displayName(for: "value") == "Value")
        #expect(MessageFormatter.displayName(for: "creatorLastName") == "CreatorLastName")
        #expect(MessageFormatter.displayName(for: "") == "")
    }

    @Test func everyKeyHasADefaultText() {
        for (key, text) in DefaultMessages.table { #expect(!text.isEmpty, "\(key)") }
        #expect(DefaultMessages.text(for: "noSuchKey") == "is invalid.")
    }
}
