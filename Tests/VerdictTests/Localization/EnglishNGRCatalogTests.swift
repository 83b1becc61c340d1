import Foundation
import Testing

@testable import Verdict

/// The shipped `en-x-ngr` catalog: NGRValidator's default messages, verbatim, behind the display
/// name NGRValidator derives (the attribute with its first letter upper-cased), while a display
/// name given explicitly still wins.
@Suite struct EnglishNGRCatalogTests {
    static let locale: LocaleTag = "en-x-ngr"
    static let now = referenceNow
    static func at(_ offset: Double) -> Value { .date(now.addingTimeInterval(offset)) }
    static func date(_ offset: Double) -> Operand { .date(now.addingTimeInterval(offset)) }

    /// Each of NGRValidator's default messages (its `MSG` key suffix, a chain that fails it, the
    /// failing value, and its text with the name in front).
    static let ngrDefaults: [(String, Validate, Value, String)] = [
        ("Nil", Validate("value").required(), .null, "Value is required."),
        ("TooLong", Validate("secondValue").maxLength(5), "foo_bar_baz", "SecondValue is too long."),
        ("TooShort", Validate("value").minLength(5), "foo", "Value is too short."),
        ("NotDecimal", Validate("value").decimal(), "123foo", "Value should be decimal."),
        ("NotExactLength", Validate("postCode").exactLength(5), "foo", "PostCode is of the wrong length."),
        ("NotMatch", Validate("value").match("foo"), "bar", "Value is not repeated exactly."),
        ("NotDiffer", Validate("newPassword").differ("foo"), "foo", "NewPassword does not differ."),
        ("TooSmall", Validate("value").min(100.23), 1.23, "Value is too small."),
        ("TooBig", Validate("value").max(100.23), 200.23, "Value is too big."),
        ("NotExact", Validate("value").exact(-100.23), -150.23, "Value isn't exact."),
        ("NotFalse", Validate("value").beFalse(), true, "Value isn't false."),
        ("NotTrue", Validate("termsAccepted").beTrue(), false, "TermsAccepted isn't true."),
        ("NotEmail", Validate("email").email(), "bad", "Email has invalid syntax."),
        ("NotName", Validate("creatorLastName").name(), "Smith2000", "CreatorLastName should contain only letters."),
        ("NotHTTP", Validate("homePage").syntax(.http), "https://www.google.com", "HomePage has invalid syntax."),
        ("WrongRegex", Validate("value").regex("q.*", caseInsensitive: true), "b4z", "Value do not match pattern."),
        (
            "NotValidCreditCardNumber", Validate("cardNumber").creditCard(), "231223121332137",
            "CardNumber is not valid credit card's number."
        ),
        (
            "NotValidCreditCardExpirationDate", Validate("expiry").cardExpiry(), "13/11",
            "Expiry is not valid credit card's expiration date."
        ),
        (
            "NotEarlierThan", Validate("endDate").earlierThan(date(10)), at(10),
            "EndDate isn't earlier than compared date."
        ),
        ("NotLaterThan", Validate("startDate").laterThan(.now), at(0), "StartDate isn't later than compared date."),
        (
            "NotEarlierThanOrEqualTo", Validate("endDate").earlierThanOrEqualTo(.now), at(10),
            "EndDate isn't earlier than or equal to compared date."
        ),
        (
            "NotLaterThanOrEqualTo", Validate("startDate").laterThanOrEqualTo(date(10)), at(0),
            "StartDate isn't later than or equal to compared date."
        ),
        (
            "NotBetweenDates", Validate("value").betweenDates(date(-10), .now, inclusive: true), at(10),
            "Value isn't between given dates."
        ),
        ("NotExcludes", Validate("value").excludes("b"), ["a", "b"], "Value doesn't exclude given value."),
        ("NotIncludes", Validate("value").includes("a"), ["b", "c"], "Value doesn't include given value."),
        ("NotIncludedIn", Validate("value").includedIn(["a", "b"]), "c", "Value isn't included in array."),
        ("NotExcludedFrom", Validate("value").excludedFrom(["a", "b"]), "a", "Value isn't excluded from array."),
    ]

    static func messages(_ rules: RuleSet, _ record: [String: Value]) -> [String] {
        rules.validate(record, now: now, locale: locale).errors.map(\.message)
    }

    @Test(arguments: ngrDefaults)
    func everyDefaultMessageOfNGRValidatorReadsVerbatim(key: String, chain: Validate, value: Value, text: String) {
        #expect(Self.messages(RuleSet([chain]), [chain.attribute: value]) == [text], "MSG\(key)")
    }

    /// NGRValidator's `localizedName`: a name given to the chain, the rule set or the model's
    /// catalog replaces the derived one; `""` leaves the text bare, without a space.
    @Test func anExplicitDisplayNameWins() {
        let failing: [String: Value] = ["startDate": Self.at(0)]
        let chain = Validate("startDate").laterThan(.now)
        #expect(
            Self.messages(RuleSet([chain.displayName("Beginning")]), failing) == [
                "Beginning isn't later than compared date."
            ])
        #expect(
            Self.messages(RuleSet([chain]).displayNames(["startDate": "Start of the trip"]), failing) == [
                "Start of the trip isn't later than compared date."
            ])
        #expect(
            Self.messages(RuleSet([chain.displayName("")]), failing) == ["isn't later than compared date."])
        let trip = MessageCatalog(
            locale: Self.locale, texts: [:], models: ["Trip": .init(names: ["startDate": "Departure"])])
        #expect(
            RuleSet([chain]).model("Trip").validate(
                failing, now: Self.now, locale: Self.locale, catalogs: MessageCatalogs([trip])
            ).errors.map(\.message) == ["Departure isn't later than compared date."])
    }

    /// A failure found outside a rule chain takes the same name as one inside it.
    @Test func theFormattersMessageDerivesTheNameAsNGRValidatorDoes() throws {
        let localization = try #require(MessageCatalogs.shipped.localization(for: Self.locale))
        #expect(localization.derivedName(of: "startDate") == "StartDate")
        #expect(
            MessageFormatter.message(for: .required, attribute: "startDate", value: nil, localization: localization)
                == "StartDate is required.")
        #expect(MessageCatalogs.shipped.localization(for: "en")?.derivedName(of: "startDate") == nil)
    }

    /// A key NGRValidator has no text for reads in Verdict's English, after NGRValidator's name.
    @Test func aKeyTheCatalogLacksReadsInEnglishWithTheNGRName() {
        let chain = Validate("valueString").required(requiredValue: "test string")
        #expect(
            Self.messages(RuleSet([chain]), ["valueString": "new string"]) == ["ValueString must be 'test string'."])
    }

    /// A rule set keeps the messages it renders apart per locale: NGRValidator's name does not
    /// leak into English, nor English's into `en-x-ngr`.
    @Test func keptMessagesStayInTheirLocale() {
        let rules = RuleSet { Validate("startDate").required() }
        let empty: [String: Value] = [:]
        for _ in 0..<2 {
            #expect(Self.messages(rules, empty) == ["StartDate is required."])
            #expect(rules.validate(empty).errors.map(\.message) == ["Start date is required."])
        }
    }

    /// The default locale, beside it, humanises the name and states the expectation.
    @Test func theDefaultEnglishReadsDifferently() {
        let chain = Validate("startDate").laterThan(Self.date(10))
        #expect(
            RuleSet([chain]).validate(["startDate": Self.at(0)] as [String: Value], now: Self.now).errors.map(
                \.message) == ["Start date must be later than 2027-01-15T08:00:10Z."])
    }
}
