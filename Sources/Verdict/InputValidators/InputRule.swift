import Foundation

/// One rule of an ``InputValidator`` with the message it reports.
///
/// The built-in rules wrap Verdict's core rules (``RequiredRule``, ``LengthRule``, ``NumberRule``,
/// ``RegexRule``, ``EmailRule``, ``CharacterClassRule``, ``CustomRule``, ``RemoteRule``), so a value
/// passes an input rule exactly when it passes the rule of the same name in a ``Validate`` chain;
/// only the messages differ: AJWValidator's, declared by each core rule beside its own (keys such as
/// ``MessageKey/inputLength``). Each factory lives in its rule's file. Any other core rule can be
/// wrapped with ``init(_:message:kinds:)``.
///
/// Unlike a ``Validate`` chain, an input validator runs every rule on every value, empty ones
/// included (AJWValidator): `minLength(3)` fails on `""`. Set ``InputValidator/allowsEmpty`` for an
/// optional field.
public struct InputRule: Sendable, CustomStringConvertible {
    enum Check: Sendable {
        case local(any ValidationRule)
        case remote(RemoteRule)
    }

    /// The rule's name, e.g. `minLength`.
    public let name: String
    /// The key of the rule's AJWValidator text, e.g. ``MessageKey/inputLength``; ``MessageKey/invalid``
    /// for a rule wrapped with ``init(_:message:kinds:)``.
    public let key: MessageKey
    /// The text reported when the rule fails.
    public var message: String
    /// The validator kinds that accept the rule.
    public let kinds: Set<InputKind>
    /// Whether ``message`` was given for this rule, rather than the default text of ``key``: a
    /// given text is used in every locale.
    let hasOwnMessage: Bool
    let check: Check

    private init(
        _ name: String, key: MessageKey, message: String, hasOwnMessage: Bool, kinds: Set<InputKind>, check: Check
    ) {
        self.hasOwnMessage = hasOwnMessage
        self.name = name
        self.key = key
        self.message = message
        self.kinds = kinds
        self.check = check
    }

    /// A built-in input rule: `rule` reported with `message`, else with the default text of `key`,
    /// accepted by the kinds its catalog entry declares for the rule's name
    /// (``RuleCatalogEntry/inputRules``); by none when no entry declares it.
    init(_ rule: any ValidationRule, key: MessageKey, message: String?) {
        self.init(
            rule.name, key: key, message: message ?? DefaultMessages.text(for: key), hasOwnMessage: message != nil,
            kinds: RuleCatalog.inputKinds[rule.name] ?? [], check: Self.check(of: rule))
    }

    /// Wraps any rule. A ``RemoteRule`` becomes a remote check.
    /// - Parameters:
    ///   - rule: the rule; its ``ValidationRule/validate(_:in:)`` sees the value alone.
    ///   - message: the text reported when it fails.
    ///   - kinds: the validator kinds that accept it (default: all).
    public init(_ rule: any ValidationRule, message: String, kinds: Set<InputKind> = Set(InputKind.allCases)) {
        self.init(
            rule.name, key: .invalid, message: message, hasOwnMessage: true, kinds: kinds, check: Self.check(of: rule))
    }

    /// The rule's message in a localization: its own text when one was given, else its key's text
    /// in the locale's catalogs, else ``message``.
    func message(in localization: Localization?) -> String {
        guard !hasOwnMessage, let localization else { return message }
        return localization.text(for: key, model: nil, attribute: "value")?.text ?? message
    }

    /// A ``RemoteRule`` is checked by its server, any other rule locally.
    private static func check(of rule: any ValidationRule) -> Check {
        (rule as? RemoteRule).map(Check.remote) ?? .local(rule)
    }

    /// The rule's name.
    public var description: String { name }

    /// Whether the rule is checked by a server.
    public var isRemote: Bool {
        if case .remote = check { return true }
        return false
    }
}
