/// Names a kind of failure, selecting its default text and any override.
///
/// The keys follow NGRValidator's message keys (`MSGTooShort` → ``tooShort``). Rules may define
/// their own: `MessageKey("notAdult")`.
public struct MessageKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The key's stable spelling, e.g. `"tooShort"`.
    public let rawValue: String

    /// Creates a key from its spelling.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its spelling.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The key's spelling.
    public var description: String { rawValue }
}

extension MessageKey {
    // Presence and types
    public static let required: MessageKey = "required"
    public static let notRequiredValue: MessageKey = "notRequiredValue"
    public static let wrongType: MessageKey = "wrongType"
    // Strings
    public static let tooShort: MessageKey = "tooShort"
    public static let tooLong: MessageKey = "tooLong"
    public static let notExactLength: MessageKey = "notExactLength"
    public static let notMatch: MessageKey = "notMatch"
    public static let notDiffer: MessageKey = "notDiffer"
    public static let notDecimal: MessageKey = "notDecimal"
    public static let noDigit: MessageKey = "noDigit"
    public static let noUppercase: MessageKey = "noUppercase"
    public static let noLowercase: MessageKey = "noLowercase"
    public static let hasEmoji: MessageKey = "hasEmoji"
    public static let hasNoEmoji: MessageKey = "hasNoEmoji"
    public static let wrongRegex: MessageKey = "wrongRegex"
    // Numbers
    public static let tooSmall: MessageKey = "tooSmall"
    public static let tooBig: MessageKey = "tooBig"
    public static let notExact: MessageKey = "notExact"
    public static let notNumber: MessageKey = "notNumber"
    public static let notInteger: MessageKey = "notInteger"
    // Booleans
    public static let notTrue: MessageKey = "notTrue"
    public static let notFalse: MessageKey = "notFalse"
    public static let notBoolean: MessageKey = "notBoolean"
    // Comparison
    public static let notRepeated: MessageKey = "notRepeated"
    public static let notCompared: MessageKey = "notCompared"
    // Dates
    public static let notDate: MessageKey = "notDate"
    public static let notEarlierThan: MessageKey = "notEarlierThan"
    public static let notLaterThan: MessageKey = "notLaterThan"
    public static let notEarlierThanOrEqualTo: MessageKey = "notEarlierThanOrEqualTo"
    public static let notLaterThanOrEqualTo: MessageKey = "notLaterThanOrEqualTo"
    public static let notBetweenDates: MessageKey = "notBetweenDates"
    // Collections
    public static let notIncludes: MessageKey = "notIncludes"
    public static let notExcludes: MessageKey = "notExcludes"
    public static let notIncludedIn: MessageKey = "notIncludedIn"
    public static let notExcludedFrom: MessageKey = "notExcludedFrom"
    // Syntaxes
    public static let wrongSyntax: MessageKey = "wrongSyntax"
    public static let notEmail: MessageKey = "notEmail"
    public static let notName: MessageKey = "notName"
    public static let notURL: MessageKey = "notURL"
    // Payment
    public static let notCreditCard: MessageKey = "notCreditCard"
    public static let notCardExpiry: MessageKey = "notCardExpiry"
    // Data
    public static let dataTooSmall: MessageKey = "dataTooSmall"
    public static let dataTooBig: MessageKey = "dataTooBig"
    public static let wrongMIMEType: MessageKey = "wrongMIMEType"
    public static let wrongMediaType: MessageKey = "wrongMediaType"
    public static let imageTooSmall: MessageKey = "imageTooSmall"
    public static let imageTooBig: MessageKey = "imageTooBig"
    public static let wrongRatio: MessageKey = "wrongRatio"
    // Custom, Lua and remote rules
    public static let invalid: MessageKey = "invalid"
    public static let ruleError: MessageKey = "ruleError"
    public static let remote: MessageKey = "remote"
}
