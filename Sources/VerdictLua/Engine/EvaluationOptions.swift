import Verdict
public import Foundation

/// What a validation through the engine sees of the world.
public struct EvaluationOptions: Sendable {
    /// The time date rules, `verdict.now` and strategies see.
    public var now: Date
    /// What the reachability strategy sees.
    public var isReachable: Bool
    /// All errors or the first one.
    public var mode: ValidationMode
    /// Whether input keys that are not safe attributes of the scenario are errors.
    public var strict: Bool
    /// Values Lua rules read as `ctx.extras`.
    public var extras: [String: Value]
    /// The language of the messages (`"de"`, `"pt-BR"`), looked up in the engine's catalogs with
    /// its fallbacks (`de-CH` → `de` → English); `nil` for the default English texts.
    public var locale: LocaleTag?
    /// Whether each verdict explains itself (`RecordVerdict.explanation`): every strategy asked
    /// and every rule with what it did. Off by default: an explanation is made only when asked for.
    public var explains: Bool
    /// When the whole validation must be over (a request's timeout), or `nil` for none. Every Lua
    /// call ends by then, whatever its own time limit; once it has passed, the Lua rules and
    /// strategies left fail at once with a time error (``LuaError/deadlinePassed(file:line:traceback:)``).
    public var deadline: ContinuousClock.Instant?
    /// How verdicts are enforced, over the model's own `mode`; `nil` keeps the model's.
    /// Examples are always judged in `enforce` mode.
    public var enforcement: EnforcementMode?

    /// Creates options.
    public init(
        now: Date = Date(), isReachable: Bool = true, mode: ValidationMode = .allErrors, strict: Bool = false,
        extras: [String: Value] = [:], locale: LocaleTag? = nil, explains: Bool = false,
        deadline: ContinuousClock.Instant? = nil, enforcement: EnforcementMode? = nil
    ) {
        self.deadline = deadline
        self.enforcement = enforcement
        self.explains = explains
        self.locale = locale
        self.now = now
        self.isReachable = isReachable
        self.mode = mode
        self.strict = strict
        self.extras = extras
    }
}
