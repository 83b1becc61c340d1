import Foundation

/// A regular expression the value must match — the whole value by default.
///
/// `partial` accepts a match anywhere, `invert` requires no match, `caseInsensitive` ignores case.
/// (NGRValidator counted "exactly one match", FXModelValidation matched anywhere and
/// case-insensitively, AJWValidator required a full match; Verdict's default is the full match that
/// people expect of a pattern, the others are options.) An invalid pattern is reported when the rule
/// is built from a rule file; built in Swift, it makes every value fail with the pattern's error.
public struct RegexRule: ValidationRule {
    /// The pattern as written.
    public let pattern: String
    /// Match anywhere instead of the whole value.
    public let partial: Bool
    /// Require no match.
    public let invert: Bool
    /// Ignore case.
    public let caseInsensitive: Bool
    private let compiled: Compiled

    private struct Compiled: @unchecked Sendable {  // NSRegularExpression is immutable and thread-safe.
        let regex: NSRegularExpression?
        let error: String?
    }

    /// Creates the rule; see ``compile(_:caseInsensitive:)`` to check a pattern first.
    public init(_ pattern: String, partial: Bool = false, invert: Bool = false, caseInsensitive: Bool = false) {
        self.pattern = pattern
        self.partial = partial
        self.invert = invert
        self.caseInsensitive = caseInsensitive
        do {
            _ = try Self.compile(pattern, caseInsensitive: caseInsensitive)
            let effective = partial ? pattern : "\\A(?:" + pattern + ")\\z"
            compiled = Compiled(regex: try Self.compile(effective, caseInsensitive: caseInsensitive), error: nil)
        } catch {
            compiled = Compiled(regex: nil, error: "invalid pattern '\(pattern)'")
        }
    }

    /// Why the pattern cannot be used (`invalid pattern '…'`), or `nil` when it compiled.
    public var patternError: String? { compiled.error }

    /// Compiles a pattern, throwing Foundation's error for a bad one.
    public static func compile(_ pattern: String, caseInsensitive: Bool) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    public var name: String { "regex" }
    public var parameters: [String: Value] { ["pattern": .string(pattern)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .fail(.wrongType, ["expected": "a string"]) }
        guard let regex = compiled.regex else {
            return .fail(.ruleError, ["error": .string(compiled.error ?? "invalid pattern")])
        }
        let whole = NSRange(s.startIndex..., in: s)
        let matched = regex.firstMatch(in: s, options: [], range: whole) != nil
        return .check(matched != invert, .wrongRegex)
    }
}

extension Validate {
    /// The value must match `pattern` (whole value unless `partial`).
    public func regex(
        _ pattern: String, partial: Bool = false, invert: Bool = false, caseInsensitive: Bool = false
    ) -> Validate {
        rule(RegexRule(pattern, partial: partial, invert: invert, caseInsensitive: caseInsensitive))
    }
}
