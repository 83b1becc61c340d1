/// A UUID in its 8-4-4-4-12 hex form with the RFC 4122 / RFC 9562 variant, optionally of one
/// version.
///
/// Passes: `123e4567-e89b-12d3-a456-426655440000` (version 1), `f47ac10b-58cc-4372-a567-0e02b2c3d479`
/// (version 4), upper or lower case; the nil UUID `00000000-0000-0000-0000-000000000000` and the
/// max UUID `ffffffff-ffff-ffff-ffff-ffffffffffff` when no version is asked for.
///
/// Fails: `123e4567e89b12d3a456426655440000` (no hyphens), `{123e4567-…}` and `urn:uuid:…`
/// (wrappers), `123e4567-e89b-12d3-c456-426655440000` (variant `c`: Microsoft's, not RFC 9562),
/// `123e4567-e89b-02d3-a456-426655440000` (version 0), a version other than the one asked for,
/// a non-hex digit, wrong group lengths.
///
/// NGRValidator checks only the 8-4-4-4-12 shape; Verdict also checks the version and variant.
public struct UUIDRule: ValidationRule {
    /// The required version (1–8), or `nil` for any.
    public var version: Int?

    /// Creates the rule.
    /// - Parameter version: the required version, 1–8, or `nil` for any.
    public init(version: Int? = nil) {
        self.version = version
    }

    public var name: String { "uuid" }

    public var parameters: [String: Value] { version.map { ["version": .int($0)] } ?? [:] }

    /// Whether a string is a valid UUID under this option.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            guard p.count == 36 else { return false }
            var allZero = true
            var allF = true
            for i in 0..<36 {
                let b = p[i]
                if i == 8 || i == 13 || i == 18 || i == 23 {
                    guard b == 0x2D else { return false }
                    continue
                }
                guard SyntaxBytes.isHex(b) else { return false }
                if b != 0x30 { allZero = false }
                if SyntaxBytes.lower(b) != 0x66 { allF = false }
            }
            if version == nil && (allZero || allF) { return true }
            let foundVersion = SyntaxBytes.hexValue(p[14])
            let variant = SyntaxBytes.hexValue(p[19])
            guard variant & 0xC == 0x8 else { return false }
            if let version { return foundVersion == version }
            return (1...8).contains(foundVersion)
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notUUID, parameters)
    }
}

extension Validate {
    /// A UUID; see ``UUIDRule``.
    ///
    /// ```swift
    /// Validate("id").uuid()             // "123e4567-e89b-12d3-a456-426655440000" passes
    /// Validate("id").uuid(version: 4)   // the same value fails: it is version 1
    /// ```
    public func uuid(version: Int? = nil) -> Validate {
        rule(UUIDRule(version: version))
    }
}

extension UUIDRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("uuid", options: ["version"], summary: "A UUID, of the given `version` when set.") {
            args throws(RuleDefinitionError) in
            UUIDRule(version: try args.versionOption(allowed: Array(1...8)))
        }
    ]

    public static let messages = [
        RuleMessage(
            .notUUID,
            "{version, select, none {{name} must be a UUID such as f47ac10b-58cc-4372-a567-0e02b2c3d479.} 4 {{name} must be a version 4 UUID such as f47ac10b-58cc-4372-a567-0e02b2c3d479.} other {{name} must be a version {version} UUID: 32 hex digits grouped 8-4-4-4-12.}}",
            parameters: ["version"])
    ]
}

extension MessageKey {
    /// An invalid UUID.
    public static let notUUID: MessageKey = "notUUID"
}

extension UUIDRule: SchemaMappableRule {
    /// `format: uuid` and the 8-4-4-4-12 form with the RFC 9562 variant and a version 1–8 (or the
    /// one asked for), the nil and max UUIDs when no version is; exactly.
    public var schemaMapping: SchemaMapping {
        let h = "[0-9A-Fa-f]"
        let versions = version.map { String($0) } ?? "1-8"
        var forms = ["\(h){8}-\(h){4}-[\(versions)]\(h){3}-[89ABab]\(h){3}-\(h){12}"]
        if version == nil {
            forms.append("0{8}-0{4}-0{4}-0{4}-0{12}")
            forms.append("[Ff]{8}-[Ff]{4}-[Ff]{4}-[Ff]{4}-[Ff]{12}")
        }
        return .exact(
            [
                "type": "string", "format": "uuid",
                "pattern": .value(.string("^(?:" + forms.joined(separator: "|") + ")$")),
            ],
            keys: [
                RuleFailure(key: .notUUID),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
