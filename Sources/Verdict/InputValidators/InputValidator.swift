public import Foundation
import Observation

/// A stateful validator of one value — a text field, a slider, a form input — with remote rules
/// (AJWValidator's `AJWValidator`).
///
/// ```swift
/// let username = try InputValidator.string()
///     .minLength(3)
///     .remote(checkURL, message: "That username has been taken")
/// username.onStateChange { state in spinner.isHidden = state != .waitingForRemote }
/// await username.validate("ada")      // .invalid → .waitingForRemote → .valid or .invalid
/// ```
///
/// **Validation.** `validate(_:parameters:)` clears the messages, runs
/// every local rule in order and collects the messages of those that fail. When a local rule
/// failed the state becomes ``InputState/invalid`` and no request is sent; when all passed and
/// there are remote rules, the state becomes ``InputState/waitingForRemote`` and the remote checks
/// run concurrently; their answers make the state ``InputState/valid`` (every one `true`) or
/// ``InputState/invalid`` (adding the messages of the remote rules that did not pass). The
/// state-change handler runs after every validation and every remote answer, even when the state
/// did not change. ``errorMessages(for:)-(Value)`` checks the local rules of one value at once and
/// synchronously, sending nothing and changing nothing.
///
/// **Input that changes.** `validate(values:debounce:parameters:)` follows an
/// `AsyncSequence` of values (the counterpart of attaching to a text field): it validates a value
/// once no newer one arrived for the debounce interval, and a newer value cancels the pending
/// remote check of an older one, whose answer is then ignored. A direct `validate` call supersedes
/// an older one the same way.
///
/// **Concurrency.** The validator is a class confined to one actor — the one that uses it, such as
/// the main actor in an app or a server's request actor — and is deliberately not `Sendable`.
/// Its async methods take the caller's isolation (`isolation: isolated (any Actor)? = #isolation`),
/// so they run on that actor and the handlers are called there: a handler may update UI state
/// without hopping. Only the `Sendable` remote checks leave the actor, as child or detached work.
///
/// **Observation.** The validator is `Observable`: a SwiftUI view, or `withObservationTracking`,
/// that reads ``state``, ``errorMessages``, ``isValid``, ``rules``, ``ruleCount``, ``allowsEmpty``
/// or ``locale`` is told when it changes — when a validation starts, when the local rules are done,
/// and when the remote answers arrive, on the validating caller's actor. Unlike the state-change
/// handler, observers hear of a property only when its value changed. See <doc:FormsInSwiftUI>.
///
/// Where Verdict differs from AJWValidator: an incompatible rule throws ``InputRuleError`` instead
/// of raising; no request is sent while a local rule fails; while waiting, ``errorMessages`` holds
/// no remote message (AJWValidator listed it until the server said `true`); and a non-2xx status or
/// an unreadable body is an error, not a silent "no" (see ``RemoteValidator``).
public final class InputValidator {
    /// What the validator validates; decides the rules it accepts.
    public let kind: InputKind
    /// The client that carries remote checks.
    public let remote: RemoteValidator
    /// The observers of the tracked properties (see InputValidator+Observation.swift).
    let observation = ObservationRegistrar()
    var storedRules: [InputRule] = []
    var storedState = InputState.invalid
    var storedErrorMessages: [String] = []
    var storedAllowsEmpty = false
    var storedLocalization: Localization?

    /// The language of the messages of the next validations; `nil` (the default) for English.
    /// Tracked.
    public var locale: LocaleTag? { localization?.locale }

    /// Words the messages of the next validations in a language (`"de"`), looked up in `catalogs`:
    /// each rule's own message when it was given one, else its key's text in the locale. `nil`
    /// returns to the default English texts.
    public func setLocale(_ locale: LocaleTag?, catalogs: MessageCatalogs = .shipped) {
        localization = catalogs.localization(for: locale)
    }

    var stateChangeHandler: ((InputState) -> Void)?
    var remoteAnswerHandler: ((URL, RemoteAnswer) -> Void)?
    var generation = 0
    var remoteTask: Task<[RemoteAnswer], Never>?

    /// Creates a validator with no rules.
    /// - Parameters:
    ///   - kind: what it validates (default ``InputKind/generic``).
    ///   - remote: the client for remote rules (inject a stub transport in tests).
    public init(kind: InputKind = .generic, remote: RemoteValidator = RemoteValidator()) {
        self.kind = kind
        self.remote = remote
    }

    /// A validator of any value: `equal`, `custom` and `remote` rules.
    public static func generic(remote: RemoteValidator = RemoteValidator()) -> InputValidator {
        InputValidator(kind: .generic, remote: remote)
    }

    /// A validator of text: string rules besides the generic ones.
    public static func string(remote: RemoteValidator = RemoteValidator()) -> InputValidator {
        InputValidator(kind: .string, remote: remote)
    }

    /// A validator of numbers: `range` besides the generic rules.
    public static func numeric(remote: RemoteValidator = RemoteValidator()) -> InputValidator {
        InputValidator(kind: .numeric, remote: remote)
    }

    /// Whether the last validation passed every rule.
    public var isValid: Bool { state == .valid }

    /// The number of rules.
    public var ruleCount: Int { rules.count }

    /// Adds a rule after the others.
    /// - Parameter rule: the rule and its message.
    /// - Throws: ``InputRuleError`` when the rule does not fit the validator's kind.
    public func add(_ rule: InputRule) throws(InputRuleError) {
        guard rule.kinds.contains(kind) else { throw .incompatible(rule: rule.name, kind: kind) }
        rules.append(rule)
    }

    /// ``add(_:)``, returning the validator: what the fluent methods beside each rule call
    /// (`try InputValidator.string().required().minLength(3)`).
    func adding(_ rule: InputRule) throws(InputRuleError) -> InputValidator {
        try add(rule)
        return self
    }

    /// Sets the handler called with the state after every validation and every remote answer, on
    /// the validating caller's actor. It replaces an earlier handler.
    /// - Returns: the validator, for chaining.
    @discardableResult
    public func onStateChange(_ handler: @escaping (InputState) -> Void) -> InputValidator {
        stateChangeHandler = handler
        return self
    }

    /// Sets the handler called with each remote rule's URL and answer (AJWValidator's delegate:
    /// `.accepted`/`.rejected` are its received result, `.failed` its error), on the validating
    /// caller's actor, before the state changes. Answers of superseded checks are not reported. It
    /// replaces an earlier handler.
    /// - Returns: the validator, for chaining.
    @discardableResult
    public func onRemoteAnswer(_ handler: @escaping (URL, RemoteAnswer) -> Void) -> InputValidator {
        remoteAnswerHandler = handler
        return self
    }
}

@available(*, unavailable, message: "an InputValidator belongs to the actor that uses it")
extension InputValidator: Sendable {}
