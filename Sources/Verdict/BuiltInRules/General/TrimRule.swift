/// A filter that trims characters from both ends of a string and writes the result back.
///
/// Trims whitespace and newlines by default, or the characters of `characters`. Non-strings and
/// arrays pass unchanged (FXModelValidation's `skipOnArray`).
public struct TrimRule: ValidationRule {
    /// The characters to trim; `nil` for whitespace and newlines.
    public var characters: Set<Character>?

    /// Creates the rule.
    public init(characters: String? = nil) {
        self.characters = characters.map(Set.init)
    }

    public var name: String { "trim" }
    public var emptyPolicy: EmptyPolicy { .skipNull }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .passed }
        let drop: (Character) -> Bool = characters.map { set in { set.contains($0) } } ?? { $0.isWhitespace }
        guard let first = s.firstIndex(where: { !drop($0) }), let last = s.lastIndex(where: { !drop($0) }) else {
            return s.isEmpty ? .passed : .rewritten(.string(""))
        }
        let trimmed = s[first...last]
        return trimmed.count == s.count ? .passed : .rewritten(.string(String(trimmed)))
    }
}

extension Validate {
    /// Trims whitespace and newlines (or `characters`) and writes the result back.
    public func trim(characters: String? = nil) -> Validate { rule(TrimRule(characters: characters)) }
}

extension TrimRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "trim", options: ["characters"],
            summary: "Trims white space (or `characters`) from both ends and writes the value back."
        ) { args throws(RuleDefinitionError) in
            TrimRule(characters: try args.stringOption("characters"))
        }
    ]
}

extension TrimRule: SchemaMappableRule {
    /// Accepts everything, and rewrites strings: the rules after it see the trimmed value, which
    /// the schema of the record cannot speak of.
    public var schemaMapping: SchemaMapping {
        SchemaMapping(schema: [:], fidelity: .exact, keys: [], rewrite: .any)
    }
}
