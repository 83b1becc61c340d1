import Foundation

/// Equality with a string or another attribute: `match` must equal, `differ` must not.
///
/// NGRValidator's `match`/`differ` (`isEqualToString:`); with an operand such as
/// `.field("password")` it is the "repeat your password" rule. An absent other attribute does not
/// match anything.
///
/// In rule files `match` also takes FXModelValidation's spelling, a regular expression as
/// `pattern = "/…/flags"`, delimited as Yii demands (matched anywhere in the value; the `i` flag
/// ignores case, `["not"] = true` inverts, `caseInsensitive` overrides the flag): that builds a
/// ``RegexRule`` reported as `match`. A pattern without delimiters is refused with the delimited
/// form as the hint. A string argument that looks like a pattern (`"^[A-Z]+$"`) is refused with a hint,
/// since NGRValidator's `match` would compare the value with those characters.
public struct MatchRule: ValidationRule {
    /// What the value is compared with.
    public var other: Operand
    /// `true` for `differ`.
    public var mustDiffer: Bool

    /// Creates the rule.
    public init(_ other: Operand, mustDiffer: Bool = false) {
        self.other = other
        self.mustDiffer = mustDiffer
    }

    public var name: String { mustDiffer ? "differ" : "match" }
    public var parameters: [String: Value] { ["compareValue": .string(other.label)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string = value else { return .fail(.wrongType, ["expected": "a string", "type": "string"]) }
        let equal = other.resolve(in: context).map { value.isEquivalent(to: $0) } ?? false
        return mustDiffer ? .check(!equal, .notDiffer) : .check(equal, .notMatch)
    }
}

extension Validate {
    /// Must equal a string or another attribute (`.field("password")`).
    public func match(_ other: Operand) -> Validate { rule(MatchRule(other)) }
    /// Must differ from a string or another attribute.
    public func differ(_ other: Operand) -> Validate { rule(MatchRule(other, mustDiffer: true)) }
}

extension MatchRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "match", signature: "s", options: ["pattern", "not", "caseInsensitive"],
            summary:
                "Equal to a string or `verdict.field \"other\"` (NGRValidator); with `pattern =`, a regular expression found in the value (FXModelValidation)."
        ) {
            args throws(RuleDefinitionError) in try matchRule(args)
        },
        RuleDescriptor("differ", signature: "s", summary: "Not equal to a string or `verdict.field \"other\"`.") {
            args throws(RuleDefinitionError) in
            MatchRule(try args.operand(0, "a string"), mustDiffer: true)
        },
    ]

    /// `match s` (NGRValidator: equality) or `match pattern = p` (FXModelValidation: a regular
    /// expression).
    private static func matchRule(_ args: RuleArguments) throws(RuleDefinitionError) -> any ValidationRule {
        if let pattern = try args.stringOption("pattern") {
            guard args.positional.isEmpty else {
                throw .invalid(
                    rule: "match", "takes a string to equal or `pattern = …`, not both",
                    hint: "drop the string to match the pattern, or `pattern` to equal the string", option: "pattern")
            }
            let delimited: DelimitedPattern
            do {
                delimited = try DelimitedPattern(pattern)
            } catch {
                throw delimitedPatternError(pattern, error)
            }
            let rule = RegexRule(
                delimited.body, partial: true, invert: try args.flag("not"),
                caseInsensitive: try args.flag("caseInsensitive", default: delimited.ignoresCase), name: "match")
            if let error = rule.patternError {
                throw .invalid(rule: "match", error, hint: RegexRule.patternHint, option: "pattern")
            }
            return rule
        }
        if let option = ["not", "caseInsensitive"].first(where: { args.options[$0] != nil }) {
            throw .invalid(
                rule: "match", "option '\(option)' goes with `pattern = …`",
                hint: "write { …, \"match\", pattern = \"…\", \(option == "not" ? "[\"not\"]" : option) = … }",
                option: option)
        }
        let operand = try args.operand(0, "a string to equal, or `pattern = REGEX`")
        if case .value(.string(let s)) = operand, looksLikePattern(s) {
            throw .invalid(
                rule: "match",
                "compares the value with the string \"\(s)\" (NGRValidator's match), which looks like a regular expression",
                hint:
                    "for a pattern write { …, \"match\", pattern = \"/\(s)/\" } as FXModelValidation does, or { …, \"regex\", \"\(s)\" }; to equal these characters write { …, \"compare\", \"==\", \"\(s)\" }",
                position: 1)
        }
        return MatchRule(operand)
    }

    /// Whether a string reads as a regular expression rather than a value: anchors, classes,
    /// groups or repetitions.
    /// The problem of a `pattern` that is not delimited as Yii demands, with the form to write.
    private static func delimitedPatternError(_ written: String, _ problem: DelimitedPattern.Problem)
        -> RuleDefinitionError
    {
        let slashed = written.replacingOccurrences(of: "/", with: "\\/")
        switch problem {
        case .undelimited:
            return .invalid(
                rule: "match", "pattern \"\(written)\" has no delimiters, which Yii demands",
                hint: "write pattern = \"/\(slashed)/\" (add i after the closing / to ignore case)", option: "pattern")
        case .unclosed(let open):
            return .invalid(
                rule: "match", "pattern \"\(written)\" opens with the delimiter '\(open)' and never closes it",
                hint: "write pattern = \"/\(slashed)/\"", option: "pattern")
        case .unknownFlag(let flag):
            return .invalid(
                rule: "match", "pattern \"\(written)\" has the flag '\(flag)', which Verdict does not read",
                hint: "the flags are i (ignore case), m, s, x and u", option: "pattern")
        }
    }

    static func looksLikePattern(_ s: String) -> Bool {
        if s.count > 1, s.hasPrefix("^") || s.hasSuffix("$") { return true }
        return ["\\d", "\\w", "\\s", "\\b", ".*", ".+", "(?", "[^"].contains { s.contains($0) }
            || (s.contains("[") && s.contains("]") && s.contains("-"))
    }

    public static let messages = [
        RuleMessage(.notMatch, "{name} must match {compareValue}.", parameters: ["compareValue"]),
        RuleMessage(.notDiffer, "{name} must differ from {compareValue}.", parameters: ["compareValue"]),
    ]

    /// `match pattern = …` is a ``RegexRule``: it reports `regex`'s key.
    public static let sharedMessages: [MessageKey] = [.wrongRegex]
}

extension MessageKey {
    /// Not equal to the string or attribute it must match.
    public static let notMatch: MessageKey = "notMatch"
    /// Equal to what it must differ from: "does not differ."
    public static let notDiffer: MessageKey = "notDiffer"
}

extension MatchRule: SchemaMappableRule {
    /// A string equal (every spelling Swift counts as equal) to a constant, or different from it.
    /// A comparison with another attribute is not said.
    public var schemaMapping: SchemaMapping {
        let keys = [
            RuleFailure(key: mustDiffer ? .notDiffer : .notMatch),
            RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
        ]
        switch other {
        case .field(let name):
            return .unmapped(because: "compares with another attribute (\(name))", keys: keys)
        case .now:
            return .unmapped(because: "compares with the time of the validation", keys: keys)
        case .value(.string(let s)):
            guard let variants = SchemaConstants.stringVariants(of: s) else {
                return .approximate(
                    ["type": "string"], because: "the string has too many spellings to list", keys: keys)
            }
            let members: SchemaNode = .array(variants.map { .value(.string($0)) })
            return .exact(
                mustDiffer ? ["type": "string", "not": ["enum": members]] : ["type": "string", "enum": members],
                keys: keys)
        case .value:
            // A string never equals a constant of another kind.
            return .exact(mustDiffer ? ["type": "string"] : ["not": [:]], keys: keys)
        }
    }
}
