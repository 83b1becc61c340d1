import Testing
import Verdict

@Suite struct ISBNRuleTests {
    /// ISO 2108 examples: NGRValidator's vector, and books whose check digits are well known.
    static let valid: [(String, Int)] = [
        ("978-3-16-148410-0", 13), ("9783161484100", 13), ("978 3 16 148410 0", 13),
        ("978-0-306-40615-7", 13),
        ("979-10-90636-07-1", 13), ("9780262033848", 13), ("0-306-40615-2", 10), ("0306406152", 10),
        ("0-8044-2957-X", 10), ("080442957x", 10), ("99921-58-10-7", 10), ("0 262 03384 4", 10),
    ]
    static let invalid = [
        "978-3-16-148410-1", "9773161484100", "0-306-40615-3", "978-3-16-1484100",
        "978--3-16-148410-0",
        "-9783161484100", "9783161484100-", "978-3 16-148410-0", "X306406152",
        "ISBN 978-3-16-148410-0",
        "97831614841000", "978316148410", "030640615", "03064061522", "0-306-40615-2-",
        "0306-406152",
        "978-3-16-148410-X", "03064X6152", "", "978.3.16.148410.0", "9783161484100 ",
        "0-306-406-15-2",
        "9780306406158", "0306406151",
    ]

    @Test(arguments: valid)
    func acceptsISBNs(isbn: String, version: Int) {
        #expect(ISBNRule().isValid(isbn))
        #expect(ISBNRule(version: version).isValid(isbn))
        #expect(!ISBNRule(version: version == 10 ? 13 : 10).isValid(isbn))
    }

    @Test(arguments: invalid)
    func rejectsISBNs(isbn: String) {
        #expect(!ISBNRule().isValid(isbn))
        #expect(RuleProbe.failure(ISBNRule(), .string(isbn))?.key == .notISBN)
    }

    @Test func ngrVector() {
        #expect(RuleProbe.chainPasses(Validate("isbn").isbn(), "978-3-16-148410-0"))
        #expect(!RuleProbe.chainPasses(Validate("isbn").isbn(), "https://www.google.com"))
        #expect(!RuleProbe.chainPasses(Validate("isbn").isbn(version: 10), "978-3-16-148410-0"))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    @Test func messageNamesTheVersion() {
        #expect(
            RuleProbe.chainErrors(Validate("isbn").isbn(), "nope").map(\.message) == [
                "ISBN must be an ISBN such as 978-3-16-148410-0."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("isbn").isbn(version: 10), "nope").map(\.message) == [
                "ISBN must be an ISBN-10 such as 0-306-40615-2."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("isbn").isbn(version: 13), "nope").map(\.message) == [
                "ISBN must be an ISBN-13 such as 978-3-16-148410-0."
            ])
    }
}
