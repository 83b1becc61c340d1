public import Foundation

extension ValidationContext {
    /// Whether a value is empty for the running chain: its own test (``Validate/treatsAsEmpty(_:)``),
    /// else ``Value/isEmpty``. `required` fails on such values.
    public func isEmpty(_ value: Value) -> Bool {
        if let emptiness { return emptiness(value, self) }
        return value.isEmpty
    }

    /// Whether the value at `path` is secret (``RuleSet/secrets(_:)``).
    public func isSecret(_ path: String) -> Bool {
        hasSecrets ? RuleSet.isSecret(path, among: secrets) : false
    }

    /// Creates a context over an object.
    public convenience init(
        source: any AttributeSource, now: Date = Date(), scenario: String? = nil,
        isReachable: Bool = true, extras: [String: Value] = [:], localization: Localization? = nil,
        recorder: ExplanationRecorder? = nil
    ) {
        self.init(
            source: source, now: now, scenario: scenario, isReachable: isReachable, extras: extras, runtime: nil,
            localization: localization, recorder: recorder)
    }

    /// The current value of an attribute of the object under validation, after any filter rewrote it.
    /// The object itself is asked once per attribute in a validation.
    public func value(of attribute: String) -> Value? {
        if !rewrites.isEmpty, let v = rewrites[attribute] { return v }
        if isNested, let nested = nestedSource { return nested.value(of: attribute) }
        let length = attribute.utf8.count
        let cached = rootReads.withUnsafeBufferPointer { reads -> Value?? in
            for read in reads where read.length == length && read.attribute == attribute { return .some(read.value) }
            return .none
        }
        if let cached { return cached }
        let value = rootSource.value(of: attribute)
        if rootReads.isEmpty { rootReads.reserveCapacity(8) }
        rootReads.append(AttributeRead(attribute: attribute, length: length, value: value))
        return value
    }

    /// The errors, moved out of the context, which keeps none: for whoever ends the validation.
    func takeErrors() -> [ValidationError] {
        var taken: [ValidationError] = []
        swap(&taken, &errors)
        return taken
    }

    /// The date a value stands for: a date, an ISO 8601 string or a unix timestamp.
    @inlinable
    public func date(of value: Value) -> Date? { value.dateValue }

    /// The attributes of the object being validated (the nested one while its chains run), when
    /// its source can list them, then those only filters wrote.
    package var attributeNames: [String] {
        let source = isNested ? nestedSource ?? rootSource : rootSource
        var names = (source as? any ListableAttributeSource)?.attributeNames ?? []
        for name in rewrites.keys.sorted() where !names.contains(name) { names.append(name) }
        return names
    }

    /// The values filters wrote back, by attribute name.
    public var rewrittenValues: [String: Value] { rewrites }

    /// Whether an attribute (a full path) already has an error.
    public func hasErrors(for attribute: String) -> Bool {
        errors.contains { $0.attribute == attribute }
    }

    /// Adds an error, e.g. from a custom or Lua rule that reports on another attribute.
    public func addError(_ error: ValidationError) {
        errors.append(error)
    }

    /// The report of this validation so far.
    public var report: ValidationReport {
        ValidationReport(errors: errors, rewrittenValues: rewrites)
    }

    /// Runs `body` over a nested object (a field or an array element), with paths prefixed.
    func withNested<T>(_ nested: any AttributeSource, path: String, _ body: () -> T) -> T {
        let savedSource = nestedSource
        let savedIsNested = isNested
        let savedRewrites = rewrites
        let savedPrefix = pathPrefix
        nestedSource = nested
        isNested = true
        rewrites = [:]
        pathPrefix = path
        defer {
            nestedSource = savedSource
            isNested = savedIsNested
            rewrites = savedRewrites
            pathPrefix = savedPrefix
        }
        return body()
    }

    /// Moves the validation to an attribute: its full path and its name. At the top level the two
    /// are one string, stored once (each store of a string retains it and releases the old one).
    func enter(path: String, name: String) {
        attribute = path
        if path == name {
            if nameApartFromPath != nil { nameApartFromPath = nil }
        } else {
            nameApartFromPath = name
        }
    }

    func fullPath(_ attribute: String) -> String {
        pathPrefix.isEmpty ? attribute : pathPrefix + "." + attribute
    }
}

/// An attribute read from the validated object, kept for the rest of the validation.
struct AttributeRead {
    let attribute: String
    /// `attribute.utf8.count`, compared first.
    let length: Int
    let value: Value?
}
