/// The value must be of a type: a string, a number, an integer, a boolean, an array or an object.
///
/// A general type check for data whose shape is not fixed by a Swift type (a decoded request body,
/// a CSV or YAML record). `integer` accepts a whole number in any written form (`3.0`, `1e2`, 2^63
/// read as a double), as `integer` the rule does (``Number/isWhole``). Absent and empty values are skipped like every rule's but `required`'s;
/// any other value of another type fails with ``MessageKey/wrongType`` (`Tags should be an array.`),
/// its `type` parameter naming the type for message catalogs.
public struct TypeRule: ValidationRule {
    /// The types a value can be required to have.
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        /// A string.
        case string
        /// Any number, whole or not.
        case number
        /// A whole number, in any written form (`100`, `1e2`, `100.0`).
        case integer
        /// `true` or `false`.
        case boolean
        /// A list.
        case array
        /// An object (a dictionary of attributes).
        case object

        /// How messages name the type: `a string`, `an array`.
        var phrase: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .integer: "an integer"
            case .boolean: "a boolean"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// Whether a value is of this type.
        func contains(_ value: Value) -> Bool {
            switch (self, value) {
            case (.string, .string), (.boolean, .bool), (.array, .array), (.object, .object): true
            case (.number, .int), (.number, .double), (.number, .largeInteger): value.doubleValue?.isFinite == true
            case (.integer, _): value.numberValue?.isWhole == true
            default: false
            }
        }
    }

    /// The required type.
    public var type: ValueType

    /// Creates the rule.
    public init(_ type: ValueType) { self.type = type }

    public var name: String { "type" }
    public var parameters: [String: Value] { ["type": .string(type.rawValue)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        .check(type.contains(value), .wrongType, ["expected": .string(type.phrase), "type": .string(type.rawValue)])
    }
}

extension Validate {
    /// The value must be of a type: `Validate("tags").type(.array)`.
    public func type(_ type: TypeRule.ValueType) -> Validate { rule(TypeRule(type)) }
}

extension TypeRule: RuleCatalogEntry {
    /// `{ "tags", "type", "array" }`; `list` and `table` are accepted for `array` and `object`.
    public static let descriptors = [
        RuleDescriptor(
            "type", signature: "TYPE",
            summary: "Of a type: `string`, `number`, `integer`, `boolean`, `array` or `object`."
        ) { args throws(RuleDefinitionError) in
            let spelled = try args.string(0, "a type: string, number, integer, boolean, array or object")
            let aliases: [String: ValueType] = ["list": .array, "table": .object, "bool": .boolean]
            guard let type = ValueType(rawValue: spelled) ?? aliases[spelled] else {
                throw .invalid(
                    rule: "type",
                    "unknown type \"\(spelled)\"; types are string, number, integer, boolean, array, object",
                    hint: nearestType(to: spelled).map { "did you mean \"\($0.rawValue)\"?" }, position: 1)
            }
            return TypeRule(type)
        }
    ]

    /// The type a misspelled or foreign name most likely means: another language's name for it
    /// (`text`, `int`, `float`, `dict`), else the nearest by spelling.
    static func nearestType(to spelled: String) -> ValueType? {
        let synonyms: [String: ValueType] = [
            "text": .string, "str": .string, "char": .string, "varchar": .string,
            "int": .integer, "long": .integer, "whole": .integer,
            "float": .number, "double": .number, "decimal": .number, "real": .number, "numeric": .number,
            "bool": .boolean, "list": .array, "table": .object, "dict": .object, "map": .object, "hash": .object,
        ]
        if let type = synonyms[spelled.lowercased()] { return type }
        return EditDistance.nearest(to: spelled, in: ValueType.allCases.map(\.rawValue)).flatMap(ValueType.init)
    }
}

extension TypeRule: SchemaMappableRule {
    /// The JSON Schema type; `integer` is any whole number in both.
    public var schemaMapping: SchemaMapping {
        .exact(
            ["type": .value(.string(type.rawValue))],
            keys: [
                RuleFailure(
                    key: .wrongType, params: ["expected": .string(type.phrase), "type": .string(type.rawValue)])
            ]
        )
    }
}
