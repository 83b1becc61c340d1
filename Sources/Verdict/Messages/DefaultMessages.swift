/// The default text of every message key.
///
/// NGRValidator's texts, verbatim, where it had one; a proper text for the keys it lacked (emoji,
/// most syntaxes, MIME and image rules printed `(null)` there). A text without `{placeholders}` is
/// prefixed with the attribute's display name (`Title is too short.`); a text with placeholders is
/// filled in and used as it is.
public enum DefaultMessages {
    /// The default text for a key; an unknown key gets the generic ``MessageKey/invalid`` text.
    public static func text(for key: MessageKey) -> String {
        table[key] ?? "is invalid."
    }

    /// Every built-in key with its default text.
    public static let table: [MessageKey: String] = [
        .required: "is required.",
        .notRequiredValue: "{name} must be '{requiredValue}'.",
        .wrongType: "{name} should be {expected}.",
        .tooShort: "is too short.",
        .tooLong: "is too long.",
        .notExactLength: "is of the wrong length.",
        .notMatch: "is not repeated exactly.",
        .notDiffer: "does not differ.",
        .notDecimal: "should be decimal.",
        .noDigit: "should contain a digit.",
        .noUppercase: "should contain an uppercase letter.",
        .noLowercase: "should contain a lowercase letter.",
        .hasEmoji: "should not contain emoji.",
        .hasNoEmoji: "should contain an emoji.",
        .wrongRegex: "do not match pattern.",
        .tooSmall: "is too small.",
        .tooBig: "is too big.",
        .notExact: "isn't exact.",
        .notNumber: "must be a number.",
        .notInteger: "must be an integer.",
        .notTrue: "isn't true.",
        .notFalse: "isn't false.",
        .notBoolean: "{name} must be either '{true}' or '{false}'.",
        .notRepeated: "must be repeated exactly.",
        .notCompared: "{name} must be {relation} '{compareValue}'.",
        .notDate: "is not a valid date.",
        .notEarlierThan: "isn't earlier than compared date.",
        .notLaterThan: "isn't later than compared date.",
        .notEarlierThanOrEqualTo: "isn't earlier than or equal to compared date.",
        .notLaterThanOrEqualTo: "isn't later than or equal to compared date.",
        .notBetweenDates: "isn't between given dates.",
        .notIncludes: "doesn't include given value.",
        .notExcludes: "doesn't exclude given value.",
        .notIncludedIn: "isn't included in array.",
        .notExcludedFrom: "isn't excluded from array.",
        .wrongSyntax: "has invalid syntax.",
        .notEmail: "has invalid syntax.",
        .notName: "should contain only letters.",
        .notURL: "has invalid syntax.",
        .notCreditCard: "is not valid credit card's number.",
        .notCardExpiry: "is not valid credit card's expiration date.",
        .dataTooSmall: "is too small.",
        .dataTooBig: "is too big.",
        .wrongMIMEType: "is not of the expected file type.",
        .wrongMediaType: "is not of the expected media type.",
        .imageTooSmall: "is too small an image.",
        .imageTooBig: "is too big an image.",
        .wrongRatio: "has the wrong aspect ratio.",
        .invalid: "is invalid.",
        .ruleError: "could not be checked: {error}",
        .remote: "doesn't satisfy a remote condition.",
    ]
}
