/// Binary data of a given file type (or one of several), recognised by its magic bytes, never by a
/// file name or a declared type (see `MIMESniffer` for every signature).
///
/// `mimeType(.png)`: a PNG passes; a JPEG, a GIF, or text fails. `mimeType(.text)` passes any UTF-8
/// text, XML and JSON included (as in NGRValidator). The value is `.data` or a base64 string;
/// others fail with ``MessageKey/wrongType``.
public struct MIMETypeRule: ValidationRule {
    /// The accepted types.
    public var types: [MIMEType]

    /// Creates the rule.
    public init(_ types: [MIMEType]) {
        self.types = types
    }

    public var name: String { "mimeType" }

    public var parameters: [String: Value] {
        ["expected": .string(types.map(\.mimeString).joined(separator: ", "))]
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let data = DataInput.bytes(of: value) else { return DataInput.notData }
        return .check(types.contains { MIMESniffer.matches($0, data) }, .wrongMIMEType, parameters)
    }
}

extension Validate {
    /// Data of this file type; see ``MIMETypeRule``: `mimeType(.png)`.
    public func mimeType(_ type: MIMEType) -> Validate { rule(MIMETypeRule([type])) }

    /// Data of one of these file types; see ``MIMETypeRule``: `mimeType([.png, .jpeg])`.
    public func mimeType(_ types: [MIMEType]) -> Validate { rule(MIMETypeRule(types)) }
}

extension MIMETypeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "mimeType", signature: "t",
            summary: "Data of a file type (by its bytes): a name, extension or MIME type, or a list of them."
        ) { args throws(RuleDefinitionError) in try MIMETypeRule(args) }
    ]

    public static let messages = [
        RuleMessage(.wrongMIMEType, "{name} must be a file of type {expected}.", parameters: ["expected"])
    ]

    /// The rule of a rule file's `mimeType t`: a file type (name, extension or MIME type) or a list.
    private init(_ args: RuleArguments) throws(RuleDefinitionError) {
        let value = try args.value(0, "a file type")
        let names: [String]
        if let name = value.stringValue {
            names = [name]
        } else if let list = value.arrayValue, !list.isEmpty, list.allSatisfy({ $0.stringValue != nil }) {
            names = list.compactMap(\.stringValue)
        } else {
            throw .wrongArgument(
                rule: args.rule, position: 1, expected: "a file type or a list of them", got: RuleArguments.shown(value)
            )
        }
        var types: [MIMEType] = []
        for name in names {
            guard let type = MIMEType(named: name) else {
                let known = MIMEType.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalid(
                    rule: args.rule, "unknown file type '\(name)'; known: \(known)",
                    hint: EditDistance.nearest(to: name, in: MIMEType.allCases.map(\.rawValue))
                        .map { "did you mean '\($0)'?" }, position: 1)
            }
            types.append(type)
        }
        self.init(types)
    }
}

extension MessageKey {
    /// Data of another file type.
    public static let wrongMIMEType: MessageKey = "wrongMIMEType"
}

extension MIMETypeRule: SchemaMappableRule {
    /// Binary data, which JSON carries as base64 text; what the bytes hold is not said.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "contentEncoding": "base64"], because: "reads the bytes of the data",
            keys: [
                RuleFailure(key: .wrongType, params: ["expected": "binary data (or base64 text)", "type": "data"])
            ])
    }
}
