/// The data rules by name, as rule files see them: `minByteSize n`, `maxByteSize n`, `mimeType t`
/// (a name, extension or MIME type, or a list of them), `image`, `video`, `audio`, `archive`,
/// `minWidth n`, `maxWidth n`, `minHeight n`, `maxHeight n`, `minRatio r`, `maxRatio r`.
///
/// ```lua
/// { "avatar", "image" },
/// { "avatar", "maxByteSize", 65536 },
/// { "avatar", "mimeType", {"image/png", "jpeg"} },
/// { "avatar", "minWidth", 64 },
/// ```
/// Data arrives base64-encoded in JSON; the rules decode it.
enum DataRuleDescriptors {
    static let all: [RuleDescriptor] = [
        RuleDescriptor("minByteSize", signature: "n") { args throws(RuleDefinitionError) in
            ByteSizeRule(.min(try args.count(0)))
        },
        RuleDescriptor("maxByteSize", signature: "n") { args throws(RuleDefinitionError) in
            ByteSizeRule(.max(try args.count(0)))
        },
        RuleDescriptor("mimeType", signature: "t") { args throws(RuleDefinitionError) in
            try mimeType(args)
        },
        RuleDescriptor("image") { _ in MediaGroupRule(.image) },
        RuleDescriptor("video") { _ in MediaGroupRule(.video) },
        RuleDescriptor("audio") { _ in MediaGroupRule(.audio) },
        RuleDescriptor("archive") { _ in MediaGroupRule(.archive) },
        RuleDescriptor("minWidth", signature: "n") { args throws(RuleDefinitionError) in
            ImageSizeRule(.minWidth(try args.count(0)))
        },
        RuleDescriptor("maxWidth", signature: "n") { args throws(RuleDefinitionError) in
            ImageSizeRule(.maxWidth(try args.count(0)))
        },
        RuleDescriptor("minHeight", signature: "n") { args throws(RuleDefinitionError) in
            ImageSizeRule(.minHeight(try args.count(0)))
        },
        RuleDescriptor("maxHeight", signature: "n") { args throws(RuleDefinitionError) in
            ImageSizeRule(.maxHeight(try args.count(0)))
        },
        RuleDescriptor("minRatio", signature: "r") { args throws(RuleDefinitionError) in
            ImageSizeRule(.minRatio(try args.number(0)))
        },
        RuleDescriptor("maxRatio", signature: "r") { args throws(RuleDefinitionError) in
            ImageSizeRule(.maxRatio(try args.number(0)))
        },
    ]

    private static func mimeType(_ args: RuleArguments) throws(RuleDefinitionError) -> MIMETypeRule {
        let value = try args.value(0, "a file type")
        let names: [String]
        if let name = value.stringValue {
            names = [name]
        } else if let list = value.arrayValue, !list.isEmpty,
            list.allSatisfy({ $0.stringValue != nil })
        {
            names = list.compactMap(\.stringValue)
        } else {
            throw .wrongArgument(
                rule: args.rule, position: 1, expected: "a file type or a list of them",
                got: value.kind.rawValue)
        }
        var types: [MIMEType] = []
        for name in names {
            guard let type = MIMEType(named: name) else {
                throw .invalid(
                    rule: args.rule,
                    "unknown file type '\(name)'; known: \(MIMEType.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            types.append(type)
        }
        return MIMETypeRule(types)
    }
}
