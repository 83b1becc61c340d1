import Verdict

/// A record as its reader made it: a ``Verdict/Value`` (CSV, YAML, JSON documents), or a JSON line
/// whose fields are decoded only when a rule reads them (``Verdict/JSONRecord``).
enum InputRecord: ListableAttributeSource, Sendable {
    case value(Value)
    case json(JSONRecord)

    /// The record as a whole value, every field decoded.
    var value: Value {
        switch self {
        case .value(let value): value
        case .json(let record): record.value
        }
    }

    func value(of attribute: String) -> Value? {
        switch self {
        case .value(let value): value.value(of: attribute)
        case .json(let record): record.value(of: attribute)
        }
    }

    var attributeNames: [String] {
        switch self {
        case .value(let value): value.attributeNames
        case .json(let record): record.attributeNames
        }
    }
}
