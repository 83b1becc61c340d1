/// The errors of a model, by attribute, in the order they were found.
///
/// An attribute's errors include those of its nested fields and elements: the errors of
/// `address` include `address.city` and those of `items` include `items[2].price`.
///
/// ```swift
/// form.errors["password"]      // ["Password is required."]
/// form.errors.messagesByAttribute
/// ```
public struct ModelErrors: Sendable, Hashable {
    /// Every error, in the order it was found or added.
    public private(set) var all: [ValidationError]

    /// Creates a collection.
    public init(_ errors: [ValidationError] = []) {
        all = errors
    }

    /// Whether there is no error, and no warning.
    public var isEmpty: Bool { all.isEmpty }

    /// Whether an error refuses the model: one whose severity is not ``Severity/warning``.
    public var refuses: Bool { all.refuses }

    /// The failures of rules whose severity is ``Severity/warning``, in order.
    public var warnings: [ValidationError] { all.filter(\.isWarning) }

    /// The number of errors.
    public var count: Int { all.count }

    /// The messages of an attribute (and of its nested fields), in order; `[]` when it has none.
    public subscript(attribute: String) -> [String] {
        errors(for: attribute).map(\.message)
    }

    /// The errors of an attribute (and of its nested fields), in order.
    public func errors(for attribute: String) -> [ValidationError] {
        all.filter { Self.path($0.attribute, belongsTo: attribute) }
    }

    /// Whether an attribute (or one of its nested fields) has an error.
    public func hasErrors(for attribute: String) -> Bool {
        all.contains { Self.path($0.attribute, belongsTo: attribute) }
    }

    /// The attribute paths that have errors, in the order of their first error.
    public var attributes: [String] {
        var seen = Set<String>()
        return all.map(\.attribute).filter { seen.insert($0).inserted }
    }

    /// Messages grouped by attribute path (FXModelValidation's `attribute → [messages]`).
    public var messagesByAttribute: [String: [String]] {
        Dictionary(grouping: all, by: \.attribute).mapValues { $0.map(\.message) }
    }

    /// Appends an error.
    public mutating func append(_ error: ValidationError) {
        all.append(error)
    }

    /// Appends errors.
    public mutating func append(contentsOf errors: some Sequence<ValidationError>) {
        all.append(contentsOf: errors)
    }

    /// Removes the errors of these attributes (and of their nested fields).
    public mutating func removeAll(for attributes: some Sequence<String>) {
        let names = Array(attributes)
        all.removeAll { error in names.contains { Self.path(error.attribute, belongsTo: $0) } }
    }

    /// Removes every error.
    public mutating func removeAll() {
        all.removeAll()
    }

    /// Whether `path` is `attribute` or lies below it (`attribute.x`, `attribute[3]`).
    static func path(_ path: String, belongsTo attribute: String) -> Bool {
        guard path.hasPrefix(attribute) else { return false }
        let rest = path.dropFirst(attribute.count)
        return rest.isEmpty || rest.first == "." || rest.first == "["
    }
}

extension ValidationError {
    /// An error added by hand to a model (FXModelValidation's `addError:message:`): rule `custom`,
    /// key ``MessageKey/invalid``, the message used verbatim.
    static func custom(_ message: String, for attribute: String) -> ValidationError {
        ValidationError(attribute: attribute, rule: "custom", key: .invalid, message: message)
    }
}
