/// Anything whose attributes Verdict can read by name.
///
/// Adopt it for fast, custom access: a type that answers `value(of:)` directly avoids the cost of
/// converting the whole object (``ValueEncoder`` walks every stored property). `Value` objects and
/// `[String: Value]` dictionaries adopt it already.
///
/// ```swift
/// struct Event: AttributeSource {
///     var title: String
///     func value(of attribute: String) -> Value? {
///         attribute == "title" ? .string(title) : nil
///     }
/// }
/// ```
public protocol AttributeSource {
    /// The value of an attribute, or `nil` when the object has no such attribute.
    func value(of attribute: String) -> Value?
}

extension Value: AttributeSource {
    /// The field of an object; `nil` for other kinds.
    public func value(of attribute: String) -> Value? { self[attribute] }
}

/// A `[String: Value]` is read entry by entry.
extension Dictionary: AttributeSource where Key == String, Value == Verdict.Value {
    /// The entry for the attribute.
    public func value(of attribute: String) -> Verdict.Value? { self[attribute] }
}

extension Value: ListableAttributeSource {
    /// The keys of an object; empty for other kinds.
    public var attributeNames: [String] {
        if case .object(let fields) = self { return Array(fields.keys) }
        return []
    }
}

/// A `[String: Value]` lists its keys.
extension Dictionary: ListableAttributeSource where Key == String, Value == Verdict.Value {
    /// The keys.
    public var attributeNames: [String] { Array(keys) }
}
