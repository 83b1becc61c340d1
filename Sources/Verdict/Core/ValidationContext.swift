public import Foundation

/// The state of one running validation, handed to every rule.
///
/// It reads attributes of the object under validation (seeing values that filters rewrote),
/// resolves operands, and holds the errors found so far — the same collection the caller receives,
/// so custom and Lua rules can read and add to it. A context belongs to one validation on one task.
public final class ValidationContext {
    /// The time rules compare against (`verdict.now`); fixed for the whole validation.
    public let now: Date
    /// The active scenario, or `nil` for none.
    public let scenario: String?
    /// Whether the host reports a network connection (what the reachability strategy sees).
    public let isReachable: Bool
    /// Free-form values the caller passes to custom rules (`ctx.extras` in Lua).
    public let extras: [String: Value]
    /// How messages read in this validation: the catalogs of the caller's locale; `nil` for the
    /// default English texts.
    public let localization: Localization?
    /// Where the steps of an explained validation go; `nil` (the rule) when it is not explained.
    public let recorder: ExplanationRecorder?
    /// The path of the attribute being validated, e.g. `items[3].price`.
    @exclusivity(unchecked) public internal(set) var attribute: String = ""
    /// The name of the attribute being validated, without its path (`price` in `items[3].price`).
    public var attributeName: String { nameApartFromPath ?? attribute }
    /// The attribute's name when it differs from its path (in a nested object or an array).
    @exclusivity(unchecked) private var nameApartFromPath: String?
    /// The errors found so far, in the order they were found.
    @exclusivity(unchecked) public internal(set) var errors: [ValidationError] = []

    /// The runtime the host engine attached for its own rules during this validation (the Lua
    /// engine's checked-out state). Confined to the validating task; a `let`, so that reading it
    /// from another module pays no dynamic exclusivity check.
    package let runtime: (any ScriptRuntime)?

    /// The object validated; a `let`, so reading an attribute borrows it instead of copying the
    /// existential (which a `var` of a class costs on every read).
    let rootSource: any AttributeSource
    /// The nested object being validated (a field or an array element), if any.
    @exclusivity(unchecked) var nestedSource: (any AttributeSource)?
    /// Whether `nestedSource` is set (tested without copying the existential out of it).
    @exclusivity(unchecked) var isNested = false
    /// The attributes read from `rootSource` so far, with their values: each is read (and, from a
    /// JSON record, decoded) once per validation, however many rules and operands use it.
    @exclusivity(unchecked) var rootReads: [AttributeRead] = []
    @exclusivity(unchecked) var rewrites: [String: Value] = [:]
    @exclusivity(unchecked) var pathPrefix: String = ""
    /// The running chain's own test of emptiness (``Validate/treatsAsEmpty(_:)``), which `required`
    /// applies; `nil` for ``Value/isEmpty``.
    @exclusivity(unchecked) var emptiness: (@Sendable (Value, ValidationContext) -> Bool)?

    /// Whether a value is empty for the running chain: its own test (``Validate/treatsAsEmpty(_:)``),
    /// else ``Value/isEmpty``. `required` fails on such values.
    public func isEmpty(_ value: Value) -> Bool {
        if let emptiness { return emptiness(value, self) }
        return value.isEmpty
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

    /// Creates a context over an object, with the runtime of the engine that runs it.
    package init(
        source: any AttributeSource, now: Date = Date(), scenario: String? = nil,
        isReachable: Bool = true, extras: [String: Value] = [:], runtime: (any ScriptRuntime)?,
        localization: Localization? = nil, recorder: ExplanationRecorder? = nil
    ) {
        self.localization = localization
        self.recorder = recorder
        self.runtime = runtime
        self.rootSource = source
        self.now = now
        self.scenario = scenario
        self.isReachable = isReachable
        self.extras = extras
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
