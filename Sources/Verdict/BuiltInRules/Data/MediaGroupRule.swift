/// Binary data of any type of a media group: `image`, `video`, `audio` or `archive` (see
/// ``MediaGroup`` for the members).
///
/// `image()`: PNG, JPEG, ICO, BMP, TIFF and GIF pass; an MP4, a ZIP or text fails. The value is
/// `.data` or a base64 string; others fail with ``MessageKey/wrongType``.
public struct MediaGroupRule: ValidationRule {
    /// The group.
    public var group: MediaGroup

    /// Creates the rule.
    public init(_ group: MediaGroup) {
        self.group = group
    }

    public var name: String { group.rawValue }

    public var parameters: [String: Value] { ["expected": .string(group.rawValue)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let data = DataInput.bytes(of: value) else { return DataInput.notData }
        return .check(
            group.members.contains { MIMESniffer.matches($0, data) }, .wrongMediaType, parameters)
    }
}

extension Validate {
    /// An image (PNG, JPEG, ICO, BMP, TIFF, GIF); see ``MediaGroupRule``.
    public func image() -> Validate { rule(MediaGroupRule(.image)) }

    /// A video (3GP, AVI, MKV, MP4, WMV, FLV, MOV, MPEG); see ``MediaGroupRule``.
    public func video() -> Validate { rule(MediaGroupRule(.video)) }

    /// Audio (WAV, MP3, FLAC, OGG, M4A); see ``MediaGroupRule``.
    public func audio() -> Validate { rule(MediaGroupRule(.audio)) }

    /// An archive (TAR, ZIP, RAR, 7Z, GZ); see ``MediaGroupRule``.
    public func archive() -> Validate { rule(MediaGroupRule(.archive)) }
}

extension MediaGroupRule: RuleCatalogEntry {
    public static let descriptors = MediaGroup.allCases.map { group in
        RuleDescriptor(
            group.rawValue,
            summary:
                "Data of one of the \(group.rawValue) types: \(group.members.map(\.rawValue).joined(separator: ", "))."
        ) { _ in MediaGroupRule(group) }
    }

    public static let messages = [
        RuleMessage(
            .wrongMediaType,
            "{expected, select, image {{name} must be an image.} video {{name} must be a video.} audio {{name} must be an audio file.} archive {{name} must be an archive.} other {{name} must be a file of media type {expected}.}}",
            parameters: ["expected"])
    ]
}

extension MessageKey {
    /// Data that is not an image, a video, a sound or an archive.
    public static let wrongMediaType: MessageKey = "wrongMediaType"
}

extension MediaGroupRule: SchemaMappableRule {
    /// Binary data, which JSON carries as base64 text; what the bytes hold is not said.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "contentEncoding": "base64"], because: "reads the bytes of the data",
            keys: [
                RuleFailure(key: .wrongType, params: ["expected": "binary data (or base64 text)", "type": "data"])
            ])
    }
}
