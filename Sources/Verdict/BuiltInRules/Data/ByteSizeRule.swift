/// The size of binary data in bytes, at least (`minByteSize`) or at most (`maxByteSize`), inclusive.
///
/// The value is `.data`, or a base64 string as JSON carries data (its decoded size counts).
/// With `maxByteSize(8000)`: a 7,238-byte PNG passes, a 65,885-byte MP4 fails; with
/// `minByteSize(8000)` the other way round. Other values fail with ``MessageKey/wrongType``.
public struct ByteSizeRule: ValidationRule {
    /// Which bound this rule checks.
    public enum Bound: Sendable, Hashable {
        /// At least this many bytes.
        case min(Int)
        /// At most this many bytes.
        case max(Int)
    }

    /// The bound.
    public var bound: Bound

    /// Creates the rule.
    public init(_ bound: Bound) {
        self.bound = bound
    }

    public var name: String {
        switch bound {
        case .min: "minByteSize"
        case .max: "maxByteSize"
        }
    }

    public var parameters: [String: Value] {
        switch bound {
        case .min(let n): ["min": .int(n)]
        case .max(let n): ["max": .int(n)]
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let data = DataInput.bytes(of: value) else { return DataInput.notData }
        var params = parameters
        params["size"] = .int(data.count)
        switch bound {
        case .min(let n): return .check(data.count >= n, .dataTooSmall, params)
        case .max(let n): return .check(data.count <= n, .dataTooBig, params)
        }
    }
}

extension Validate {
    /// At least `n` bytes of data; see ``ByteSizeRule``.
    public func minByteSize(_ n: Int) -> Validate { rule(ByteSizeRule(.min(n))) }

    /// At most `n` bytes of data; see ``ByteSizeRule``.
    public func maxByteSize(_ n: Int) -> Validate { rule(ByteSizeRule(.max(n))) }
}

extension ByteSizeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("minByteSize", signature: "n", summary: "Data of at least `n` bytes.") {
            args throws(RuleDefinitionError) in
            ByteSizeRule(.min(try args.count(0)))
        },
        RuleDescriptor("maxByteSize", signature: "n", summary: "Data of at most `n` bytes.") {
            args throws(RuleDefinitionError) in
            ByteSizeRule(.max(try args.count(0)))
        },
    ]

    public static let messages = [
        RuleMessage(
            .dataTooSmall,
            "{name} must be at least {min, plural, one {# byte} other {# bytes}}; it is {size, plural, one {# byte} other {# bytes}}.",
            parameters: ["min", "size"]),
        RuleMessage(
            .dataTooBig,
            "{name} must be at most {max, plural, one {# byte} other {# bytes}}; it is {size, plural, one {# byte} other {# bytes}}.",
            parameters: ["max", "size"]),
    ]
}

extension MessageKey {
    /// Fewer bytes than the minimum.
    public static let dataTooSmall: MessageKey = "dataTooSmall"
    /// More bytes than the maximum.
    public static let dataTooBig: MessageKey = "dataTooBig"
}

extension ByteSizeRule: SchemaMappableRule {
    /// Binary data, which JSON carries as base64 text; what the bytes hold is not said.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "contentEncoding": "base64"], because: "reads the bytes of the data",
            keys: [
                RuleFailure(key: .wrongType, params: ["expected": "binary data (or base64 text)", "type": "data"])
            ])
    }
}
