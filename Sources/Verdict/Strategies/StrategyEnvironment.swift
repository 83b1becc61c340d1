public import Foundation

/// What strategies may know of the world at evaluation time; injected for reproducible results.
public struct StrategyEnvironment: Sendable {
    /// The current time.
    public var now: Date
    /// Whether the host has a network connection.
    public var isReachable: Bool
    /// The active scenario, for strategies that validate rules.
    public var scenario: String?
    /// All errors or the first one, for strategies that validate rules.
    public var mode: ValidationMode
    /// Free-form values for custom rules (`ctx.extras` in Lua).
    public var extras: [String: Value]
    /// The runtime the host engine attaches for its own rules and strategies during one evaluation
    /// (the Lua engine's checked-out state). Confined to the evaluating task; never shared.
    nonisolated(unsafe) package var runtime: (any ScriptRuntime)?
    /// Whether a rules strategy hands back its remote rules as
    /// ``StrategyOutcome/remoteChecks`` for the caller to run after the chain (`false`: they pass
    /// unsent, as in every synchronous validation).
    public var collectsRemoteChecks = false
    /// How the messages of rules strategies read: the caller's locale's catalogs; `nil` for the
    /// default English texts.
    public var localization: Localization?
    /// Where the steps of an explained decision go: the strategies' answers and the rules' steps;
    /// `nil` (the rule) when it is not explained.
    public var recorder: ExplanationRecorder?
    /// The object being evaluated, readable by name, when the host already has it as such:
    /// strategies then read it without converting the object (see ``attributes(of:)``). It must be
    /// the object the strategies are given. Confined to the evaluating task; never shared: for the
    /// package's hosts only (an `AttributeSource` need not be `Sendable`, so no public API may
    /// hand one across tasks).
    nonisolated(unsafe) package var source: (any AttributeSource)? {
        didSet { hasSource = source != nil }
    }

    /// Whether `source` is set, kept beside it: asking the optional itself copied the
    /// existential out and destroyed the copy on every record (the rules strategy's screen asks).
    package private(set) var hasSource = false

    /// Creates an environment.
    public init(
        now: Date = Date(), isReachable: Bool = true, scenario: String? = nil, mode: ValidationMode = .allErrors,
        extras: [String: Value] = [:]
    ) {
        self.now = now
        self.isReachable = isReachable
        self.scenario = scenario
        self.mode = mode
        self.extras = extras
    }

    /// Creates an environment with the runtime of the engine that evaluates in it.
    package init(
        now: Date = Date(), isReachable: Bool = true, scenario: String? = nil, mode: ValidationMode = .allErrors,
        extras: [String: Value] = [:], runtime: (any ScriptRuntime)?
    ) {
        self.init(now: now, isReachable: isReachable, scenario: scenario, mode: mode, extras: extras)
        self.runtime = runtime
    }
}

extension StrategyEnvironment {
    /// The evaluated object's attributes: the object its host set for it when there is one, else
    /// the object read by ``attributeSource(of:)`` (a dynamic cast, or a conversion).
    public func attributes(of object: Any) -> any AttributeSource {
        source ?? attributeSource(of: object)
    }
}

/// Reads an object's attributes by name, whatever it is: an ``AttributeSource`` directly, an
/// `Encodable` through ``ValueEncoder``, a `[String: Any]` through `Value(any:)`.
public func attributeSource(of object: Any) -> any AttributeSource {
    switch object {
    // Concrete types first: a cast to a concrete type is much cheaper than a protocol lookup.
    case let value as Value: return value
    case let record as InputRecord: return record
    case let fields as [String: Value]: return fields
    case let source as any AttributeSource: return source
    case let encodable as any Encodable: return ValueEncoder.encodeOrError(encodable)
    default: return Value(any: object)
    }
}
