extension SchemaExporter {
    /// The keywords in the order a schema shows them; others follow in the order they came.
    static let keywordOrder = [
        "$ref", "title", "description", "type", "const", "enum", "format", "pattern", "minLength", "maxLength",
        "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems",
        "prefixItems", "items", "contains", "properties", "required", "additionalProperties", "not", "anyOf",
        "oneOf", "allOf", "if", "then", "else", "x-verdict-messages", "x-verdict",
    ]

    /// One schema that every constraint holds in. Constraints that skip the same values share one
    /// `anyOf`: (empty or A) and (empty or B) is (empty or A and B). When some constraint refuses
    /// every empty value (`required`), the others need not let empty values through.
    func conjunction(_ constraints: [SchemaConstraint]) -> SchemaObject {
        let refusesEmpty = constraints.contains { $0.pass == .none && $0.schema == Self.notEmpty }
        var passes: [SchemaConstraint.Pass] = []
        var groups: [SchemaConstraint.Pass: [SchemaObject]] = [:]
        for constraint in constraints where !constraint.schema.isEmpty {
            let pass = refusesEmpty ? .none : constraint.pass
            if groups[pass] == nil { passes.append(pass) }
            if groups[pass]?.contains(constraint.schema) != true { groups[pass, default: []].append(constraint.schema) }
        }
        var rendered: [SchemaObject] = []
        for pass in passes {
            let merged = mergeAll(groups[pass] ?? [])
            switch pass {
            case .none: rendered.append(merged)
            case .null: rendered.append(["anyOf": [["type": "null"], .object(merged)]])
            case .empty: rendered.append(["anyOf": [Self.emptyReference, .object(merged)]])
            case .blank: rendered.append(["anyOf": [Self.blankReference, .object(merged)]])
            }
        }
        return Self.ordered(mergeAll(rendered))
    }

    /// Schemas that must all hold, as one: their keywords together where no two share one (two
    /// `type`s become their intersection), the rest under `allOf`.
    func mergeAll(_ schemas: [SchemaObject]) -> SchemaObject {
        var result = SchemaObject()
        var overlapping: [SchemaNode] = []
        for schema in schemas {
            var schema = schema
            if let first = result["type"], let second = schema["type"], let both = Self.intersection(first, second) {
                result["type"] = both
                schema["type"] = nil
            }
            // Two lower bounds are the larger one, two upper bounds the smaller.
            for (key, keepsLarger) in Self.bounds {
                guard let first = result[key], let second = schema[key], let a = first.constant.doubleValue,
                    let b = second.constant.doubleValue
                else { continue }
                result[key] = (a < b) == keepsLarger ? second : first
                schema[key] = nil
            }
            if result.isDisjoint(with: schema) {
                result = result.merging(schema)
            } else if !overlapping.contains(.object(schema)) {
                overlapping.append(.object(schema))
            }
        }
        if !overlapping.isEmpty {
            if case .array(let earlier)? = result["allOf"] {
                result["allOf"] = .array(earlier + overlapping)
            } else {
                result["allOf"] = .array(overlapping)
            }
        }
        return result
    }

    /// The keywords that bound a number, a length or a count, and whether two of them are the larger.
    static let bounds: [(String, Bool)] = [
        ("minimum", true), ("exclusiveMinimum", true), ("minLength", true), ("minItems", true),
        ("maximum", false), ("exclusiveMaximum", false), ("maxLength", false), ("maxItems", false),
    ]

    /// The types two `type` keywords both allow (`integer` within `number`); `nil` when none.
    static func intersection(_ first: SchemaNode, _ second: SchemaNode) -> SchemaNode? {
        func names(_ node: SchemaNode) -> [String] {
            if let name = node.stringValue { return [name] }
            return node.arrayValue?.compactMap(\.stringValue) ?? []
        }
        var both: [String] = []
        for a in names(first) {
            for b in names(second) {
                let common: String? =
                    if a == b { a } else if Set([a, b]) == ["number", "integer"] { "integer" } else { nil }
                if let common, !both.contains(common) { both.append(common) }
            }
        }
        switch both.count {
        case 0: return nil
        case 1: return .value(.string(both[0]))
        default: return .array(both.map { .value(.string($0)) })
        }
    }

    /// The schema with its keywords in ``keywordOrder``.
    static func ordered(_ schema: SchemaObject) -> SchemaObject {
        let rank = { (key: String) in keywordOrder.firstIndex(of: key) ?? keywordOrder.count }
        var result = SchemaObject()
        for key in schema.keys.enumerated().sorted(by: { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        )
        .map(\.element) {
            result[key] = schema[key]
        }
        return result
    }
}
