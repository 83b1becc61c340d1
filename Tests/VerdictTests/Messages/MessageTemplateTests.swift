import Testing
import Verdict

/// `MessageTemplate`: placeholders, ICU plural and select choices (nested, with `#`), and every
/// malformed text refused with the offset where reading stopped.
@Suite struct MessageTemplateTests {
    /// Renders `text` for the attribute `title` (display name `Title`, value `"abc"`).
    static func render(_ text: String, _ params: [String: Value] = [:], language: String = "en") throws -> String {
        try MessageTemplate(text).render(
            displayName: "Title", attribute: "title", value: "abc", params: params, language: language)
    }

    @Test func placeholdersAreFilledAndUnknownOnesStayAsWritten() throws {
        #expect(
            try Self.render("{name} ({attribute}) is {value}, not {min} long; {nope}", ["min": 6])
                == "Title (title) is abc, not 6 long; {nope}")
        #expect(try Self.render("{ min }", ["min": 6]) == "6")
    }

    /// The reader recurses once a nesting level: a text nested 300,000 choices deep crashed the
    /// process. Sixteen levels read; the seventeenth is refused where it opens.
    @Test func choicesNestedTooDeepAreRefusedNotFollowed() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "{n, plural, other {", count: depth) + "#" + String(repeating: "}}", count: depth)
        }
        #expect(try Self.render(nested(16), ["n": 2]) == "2")
        for depth in [17, 300_000] {
            let error = #expect(throws: MessageTemplateError.self) { try MessageTemplate(nested(depth)) }
            #expect(error?.reason == "choices nest more than 16 levels deep")
            // Where the seventeenth choice's kind has been read: `{n, plural,` sixteen times over.
            #expect(error?.offset == 16 * 19 + 11)
        }
    }

    @Test func parametersAreListedInOrderOfFirstUse() throws {
        #expect(try MessageTemplate("{b} {a} {b} {n, plural, other {{c}}}").parameters == ["b", "a", "n", "c"])
        #expect(try MessageTemplate("is too short.").parameters == [])
    }

    @Test func aTextWithoutPlaceholdersOrChoicesIsPlain() throws {
        #expect(try MessageTemplate("is too short.").isPlain)
        #expect(try MessageTemplate("costs # coins.").isPlain)
        #expect(try !MessageTemplate("{name} is short.").isPlain)
        #expect(try !MessageTemplate("{n, plural, other {x}}").isPlain)
    }

    @Test(arguments: [(0, "no items"), (1, "1 item"), (2, "2 items"), (21, "21 items")])
    func pluralPicksAnExactValueFirstThenTheCategory(count: Int, expected: String) throws {
        let text = "{n, plural, =0 {no items} one {# item} other {# items}}"
        #expect(try Self.render(text, ["n": .int(count)]) == expected)
    }

    @Test(arguments: [
        ("1", "1 znak"), ("2", "2 znaki"), ("22", "22 znaki"), ("5", "5 znaków"), ("12", "12 znaków"),
        ("1.5", "1.5 znaku"),
    ])
    func pluralUsesTheLanguagesCategories(count: String, expected: String) throws {
        let text = "{n, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}"
        #expect(try Self.render(text, ["n": .string(count)], language: "pl") == expected)
    }

    @Test func pluralCategoriesAreListedWithoutExactValues() throws {
        let template = try MessageTemplate("{n, plural, =0 {none} one {#} other {#}} {m, plural, few {a} other {b}}")
        #expect(template.pluralCategories.map(\.parameter) == ["n", "m"])
        #expect(template.pluralCategories.map(\.categories) == [["one", "other"], ["few", "other"]])
    }

    @Test func selectPicksTheBranchNamedByTheParameterElseOther() throws {
        let text = "{unit, select, utf8 {bytes} other {characters}}"
        #expect(try Self.render(text, ["unit": "utf8"]) == "bytes")
        #expect(try Self.render(text, ["unit": "unicodeScalars"]) == "characters")
        #expect(try Self.render(text) == "characters")
    }

    /// Names and selectors may be letters of any script, and any white space separates: beyond
    /// ASCII the reader asks Unicode's properties.
    @Test func namesSelectorsAndSpacesBeyondASCII() throws {
        let text = "{größe,\u{00A0}select, groß {viel Platz} other {wenig}} — {n,\u{2003}plural, other {# Tage}}"
        #expect(try Self.render(text, ["größe": "groß", "n": 3]) == "viel Platz — 3 Tage")
        #expect(try Self.render(text, ["größe": "klein", "n": 3]) == "wenig — 3 Tage")
        #expect(try MessageTemplate(text).parameters == ["größe", "n"])
    }

    @Test func choicesNestAndHashIsTheNumberOfTheInnermostPlural() throws {
        let text =
            "{unit, select, utf8 {{n, plural, one {# byte} other {# bytes}}} other {{n, plural, one {# character} other {# characters}}}}"
        #expect(try Self.render(text, ["unit": "utf8", "n": 1]) == "1 byte")
        #expect(try Self.render(text, ["unit": "characters", "n": 3]) == "3 characters")
        // `#` inside a select inside a plural is still the plural's number; outside any plural, a `#`.
        #expect(try Self.render("# {n, plural, other {{u, select, other {# left}}}}", ["n": 3]) == "# 3 left")
    }

    @Test func aPluralWhoseNumberIsMissingStaysAsWritten() throws {
        #expect(try Self.render("{n, plural, one {# item} other {# items}} left") == "{n} left")
    }

    @Test(arguments: [
        ("is }", "a `}` closes no `{`", 3),
        ("{n, plural, other {x", "a `{` is never closed", 20),
        ("{}", "`{` should be followed by a parameter name", 1),
        ("{name", "`{name` is never closed", 5),
        ("{name x}", "`{name` should be closed by `}`", 6),
        ("{n, number}", "`{n, number`: the choices are `plural` and `select`", 10),
        ("{n, plural}", "`{n, plural` should be followed by `,`", 10),
        ("{n, plural, other {x}", "`{n, plural, …` is never closed", 21),
        ("{n, plural, {x}}", "`{n, plural`: a branch needs a selector", 12),
        (
            "{n, plural, lots {x} other {y}}",
            "`{n, plural`: 'lots' is not a plural category (zero, one, two, few, many, other, =N)", 16
        ),
        ("{n, plural, one x}", "`{n, plural`: the branch 'one' should be followed by `{…}`", 16),
        ("{n, plural, one {x}}", "`{n, plural, …` needs an `other` branch", 20),
        ("{u, select, a {x}}", "`{u, select, …` needs an `other` branch", 18),
    ])
    func aMalformedTextThrowsWhereReadingStopped(text: String, reason: String, offset: Int) {
        let error = #expect(throws: MessageTemplateError.self) { try MessageTemplate(text) }
        #expect(error?.reason == reason)
        #expect(error?.offset == offset)
        #expect(error?.description == reason)
    }
}
