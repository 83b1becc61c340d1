/// Binary data of a given file type (or one of several), recognised by its magic bytes, never by a
/// file name or a declared type (see ``MIMESniffer`` for every signature).
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
