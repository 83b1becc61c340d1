/// A JSON object whose members keep the order they were added in: a schema, or a map of them
/// (`properties`, `$defs`).
///
/// Setting a member that exists replaces its value in place; setting `nil` removes it.
public struct SchemaObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The member names, in order.
    public private(set) var keys: [String] = []
    private var members: [String: SchemaNode] = [:]

    /// An empty object (as a schema: one that accepts everything).
    public init() {}

    /// An object of the members written, in their order.
    public init(dictionaryLiteral elements: (String, SchemaNode)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// A member's value; setting `nil` removes the member.
    public subscript(key: String) -> SchemaNode? {
        get { members[key] }
        set {
            if let newValue {
                if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if members.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The members, in order.
    public var entries: [(key: String, value: SchemaNode)] { keys.map { ($0, members[$0] ?? .value(.null)) } }

    /// The object as a ``Value``: its order is lost.
    public var constant: Verdict.Value {
        .object(members.mapValues(\.constant))
    }

    /// Whether `other` shares no member name with this object.
    public func isDisjoint(with other: SchemaObject) -> Bool {
        other.keys.allSatisfy { members[$0] == nil }
    }

    /// This object's members followed by those of `other` (which must be disjoint from them).
    public func merging(_ other: SchemaObject) -> SchemaObject {
        var merged = self
        for (key, value) in other.entries { merged[key] = value }
        return merged
    }

    /// The object as pretty JSON: two spaces a level, one member or element a line, members in
    /// order, ending with a newline.
    public var prettyText: String {
        var text = ""
        SchemaNode.object(self).write(into: &text, indent: "")
        return text + "\n"
    }

    /// The object as compact JSON.
    public var compactText: String {
        var text = ""
        SchemaNode.object(self).write(into: &text, indent: nil)
        return text
    }
}

extension SchemaNode {
    private static let scalarWriter = JSONWriter()

    /// Appends the node's JSON text; `indent` is the current indentation, or `nil` for compact text.
    func write(into text: inout String, indent: String?) {
        switch self {
        case .value(let v):
            switch v {
            case .array, .object, .date, .data: SchemaNode(constant: v).write(into: &text, indent: indent)
            case .double(let d) where d.rounded(.towardZero) == d && abs(d) <= 9_007_199_254_740_992:
                text += String(Int(d))
            default: text += Self.scalarWriter.write(v)
            }
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            let inner = indent.map { $0 + "  " }
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                if let inner { text += "\n" + inner }
                element.write(into: &text, indent: inner)
            }
            if let indent { text += "\n" + indent }
            text += "]"
        case .object(let object):
            guard !object.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            let inner = indent.map { $0 + "  " }
            for (index, member) in object.entries.enumerated() {
                if index > 0 { text += "," }
                if let inner { text += "\n" + inner }
                text += Self.scalarWriter.write(.string(member.key))
                text += inner == nil ? ":" : ": "
                member.value.write(into: &text, indent: inner)
            }
            if let indent { text += "\n" + indent }
            text += "}"
        }
    }
}
