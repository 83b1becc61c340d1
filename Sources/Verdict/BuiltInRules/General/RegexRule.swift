public import Foundation

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
    /// The name errors report: `regex`, or `match` for FXModelValidation's `match pattern = …`.
    public let name: String
    private let compiled: Compiled

    private struct Compiled: @unchecked Sendable {  // NSRegularExpression is immutable and thread-safe.
        let regex: NSRegularExpression?
        let error: String?
    }

    /// Creates the rule; see ``compile(_:caseInsensitive:)`` to check a pattern first.
    public init(
        _ pattern: String, partial: Bool = false, invert: Bool = false, caseInsensitive: Bool = false,
        name: String = "regex"
    ) {
        self.pattern = pattern
        self.name = name
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

    /// The error of a value the regular expression engine gave up on.
    static let gaveUpError = "the regular expression engine gave up on this value (too long for the pattern)"

    /// Why the pattern cannot be used (`invalid pattern '…'`), or `nil` when it compiled.
    public var patternError: String? { compiled.error }

    /// The hint of a rule file's pattern that does not compile.
    static let patternHint =
        "patterns are ICU regular expressions (NSRegularExpression); escape a literal `(`, `[` or `{` with `\\\\`"

    /// Compiles a pattern, throwing Foundation's error for a bad one.
    public static func compile(_ pattern: String, caseInsensitive: Bool) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    public var parameters: [String: Value] { ["pattern": .string(pattern)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .fail(.wrongType, ["expected": "a string", "type": "string"]) }
        guard let regex = compiled.regex else {
            return .fail(.ruleError, ["error": .string(compiled.error ?? "invalid pattern")])
        }
        let whole = NSRange(s.startIndex..., in: s)
        // `firstMatch` answers "no match" when the engine gives up (a backtracking stack overflow
        // on a long value), which `invert` would turn into a pass: the completion report says when
        // it gave up, and the rule then fails closed.
        var matched = false
        var gaveUp = false
        regex.enumerateMatches(in: s, options: [.reportCompletion], range: whole) { match, flags, stop in
            if match != nil {
                matched = true
                stop.pointee = true
            } else if flags.contains(.internalError) {
                gaveUp = true
            }
        }
        if gaveUp, !matched { return .fail(.ruleError, ["error": .string(Self.gaveUpError)]) }
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

extension RegexRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "regex", signature: "pattern", options: ["partial", "invert", "caseInsensitive"],
            summary: "Matches a regular expression — the whole value unless `partial`."
        ) {
            args throws(RuleDefinitionError) in
            let pattern = try args.string(0, "a pattern")
            let rule = RegexRule(
                pattern, partial: try args.flag("partial"), invert: try args.flag("invert"),
                caseInsensitive: try args.flag("caseInsensitive"))
            // The rule compiles its pattern once; a bad one is an error of the rule file.
            if let error = rule.patternError {
                throw .invalid(rule: "regex", error, hint: patternHint, position: 1)
            }
            return rule
        }
    ]

    public static let messages = [
        RuleMessage(.wrongRegex, "{name} must match the pattern {pattern}.", parameters: ["pattern"]),
        RuleMessage(.inputRegex, "String doesn't match a pattern."),
    ]

    public static let inputRules = [InputRuleDescriptor("regex", kinds: [.string])]
}

extension MessageKey {
    /// No match (or a match under `invert`): "do not match pattern." (NGRValidator's text)
    public static let wrongRegex: MessageKey = "wrongRegex"
    /// An input validator's `regex` (AJWValidator): "String doesn't match a pattern."
    public static let inputRegex: MessageKey = "inputRegex"
}

extension InputRule {
    /// The whole value matches `pattern` (strings); an invalid pattern makes every value fail.
    public static func regex(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil) -> InputRule {
        InputRule(RegexRule(pattern, caseInsensitive: caseInsensitive), key: .inputRegex, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/regex(_:caseInsensitive:message:)`` (string validators).
    @discardableResult
    public func regex(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.regex(pattern, caseInsensitive: caseInsensitive, message: message))
    }
}

extension RegexRule: SchemaMappableRule {
    /// A string matching the pattern translated into ECMA-262 (see `ECMAPattern`), anchored as
    /// `^(?:…)$` for a whole-value match; `not` for `invert`. Exact when the pattern keeps to
    /// what both dialects read alike; without a translation (or with `caseInsensitive`, whose
    /// Unicode case folding ECMA-262 does not share), a string of any content.
    public var schemaMapping: SchemaMapping {
        let keys = [
            RuleFailure(key: .wrongRegex),
            RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
        ]
        guard compiled.regex != nil else {
            return .approximate(["type": "string"], because: "its pattern does not compile", keys: keys)
        }
        guard !caseInsensitive else {
            return .approximate(
                ["type": "string"], because: "it ignores case, which an ECMA-262 pattern cannot say", keys: keys)
        }
        guard let translation = ECMAPattern.translate(pattern) else {
            return .approximate(
                ["type": "string"], because: "its pattern uses what ECMA-262 reads differently or not at all",
                keys: keys)
        }
        let ecma = partial ? translation.pattern : "^(?:" + translation.pattern + ")$"
        let schema: SchemaObject =
            invert
            ? ["type": "string", "not": ["pattern": .value(.string(ecma))]]
            : ["type": "string", "pattern": .value(.string(ecma))]
        if translation.isExact { return .exact(schema, keys: keys) }
        if invert {
            return .approximate(
                ["type": "string"], because: "its pattern reads differently in ECMA-262, and it is inverted", keys: keys
            )
        }
        return .approximate(schema, because: "its pattern reads differently in ECMA-262: widened", keys: keys)
    }
}
