public import Foundation

/// A check made by a server: AJWValidator's remote validation.
///
/// The value is sent as `POST` to ``url`` with `Accept` and `Content-Type` `application/json` and
/// the body `{"instance": VALUE, "extra": PARAMS}` (a null value is sent as `""`, as AJWValidator
/// did); the rule passes only when the server answers 2xx with the body `true`. See
/// ``RemoteValidator`` for the exact protocol and what counts as a failure.
///
/// A remote rule needs the network, so the synchronous ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:)-(AttributeSource,_,_,_,_,_)``
/// cannot run it: there it passes without a request, as an offline validation would. Run it with
/// ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:remote:isolation:)`` (`await`), which checks the local
/// rules first and then the remote ones, with a model's or a form's asynchronous `validate(remote:)`
/// (``ValidatableModel/validate(attributes:clearErrors:remote:isolation:)``,
/// ``Form/validate(attributes:clearErrors:remote:isolation:)``), or with an ``InputValidator``.
///
/// In rule files: `{ "username", "remote", "https://example.com/check", timeout = 5 }`.
public struct RemoteRule: ValidationRule, Hashable {
    /// AJWValidator's timeout: 60 seconds.
    public static let defaultTimeout: Duration = .seconds(60)

    /// The URL the value is posted to.
    public var url: URL
    /// How long the exchange may take before the rule fails with ``RemoteError/Code/timedOut``.
    public var timeout: Duration
    /// Parameters sent as `extra` with every check (per-validation parameters are merged over them).
    public var extra: [String: Value]
    /// The rule's own failure text, if any; a chain's `message` still wins.
    public var message: String?

    /// Creates the rule.
    /// - Parameters:
    ///   - url: where the value is posted.
    ///   - timeout: how long the exchange may take (default 60 s).
    ///   - extra: parameters sent as `extra` with every check.
    ///   - message: the failure text, replacing `doesn't satisfy a remote condition.`
    public init(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) {
        self.url = url
        self.timeout = timeout
        self.extra = extra
        self.message = message
    }

    /// `remote`.
    public var name: String { "remote" }

    /// The URL and the timeout in seconds.
    public var parameters: [String: Value] {
        ["url": .string(url.absoluteString), "timeout": .double(timeout.seconds)]
    }

    /// Passes: the synchronous path cannot reach the network. The asynchronous validations run the
    /// check after the local rules.
    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        .passed
    }

    /// The failure of a server's "no": key ``MessageKey/remote``, the rule's message as its text.
    var rejection: RuleFailure { RuleFailure(key: .remote, text: message) }
}

extension Validate {
    /// A check made by a server (AJWValidator's remote rule); see ``RemoteRule``.
    ///
    /// ```swift
    /// Validate("username").required().minLength(3)
    ///     .remote(URL(string: "https://example.com/v1/remote/User/username")!, message: "is taken.")
    /// ```
    /// Only the asynchronous validations run it: ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:remote:isolation:)``
    /// and the models' and forms' `validate(remote:)`.
    /// - Parameters:
    ///   - url: where the value is posted.
    ///   - timeout: how long the exchange may take (default 60 s).
    ///   - extra: parameters sent as `extra` with every check.
    ///   - message: the failure text, replacing `doesn't satisfy a remote condition.`
    public func remote(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) -> Validate {
        rule(RemoteRule(url, timeout: timeout, extra: extra, message: message))
    }
}

extension RemoteRule: RuleCatalogEntry {
    /// `{ "username", "remote", URL, timeout = 5, extra = { … } }`.
    public static let descriptors = [
        RuleDescriptor(
            "remote", signature: "url", options: ["timeout", "extra"],
            summary: "Checked by a server (AJWValidator's protocol); only asynchronous validations send it."
        ) { args throws(RuleDefinitionError) in
            let spelled = try args.string(0, "an http or https URL")
            guard let url = URL(string: spelled), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                throw .wrongArgument(rule: "remote", position: 1, expected: "an http or https URL", got: spelled)
            }
            var timeout = RemoteRule.defaultTimeout
            if let seconds = try args.numberOption("timeout") {
                guard seconds > 0, seconds.isFinite else {
                    throw .wrongOption(rule: "remote", option: "timeout", expected: "a number of seconds above 0")
                }
                timeout = .milliseconds(Int64((seconds * 1000).rounded()))
            }
            var extra: [String: Value] = [:]
            if let given = args.options["extra"] {
                guard let fields = given.objectValue ?? (given.arrayValue?.isEmpty == true ? [:] : nil) else {
                    throw .wrongOption(rule: "remote", option: "extra", expected: "a table of parameters")
                }
                extra = fields
            }
            return RemoteRule(url, timeout: timeout, extra: extra)
        }
    ]

    public static let messages = [
        RuleMessage(.remote, "{name} was refused by the server that checks it.", parameters: ["url", "timeout"]),
        RuleMessage(.inputRemote, "String doesn't satisfy a remote condition."),
        RuleMessage(.inputRuleError, "String could not be checked: {error}", parameters: ["error"]),
    ]

    public static let inputRules = [InputRuleDescriptor("remote", kinds: Set(InputKind.allCases))]
}

extension MessageKey {
    /// The server answered `false`: "doesn't satisfy a remote condition."
    public static let remote: MessageKey = "remote"
    /// An input validator's `remote` (AJWValidator): "String doesn't satisfy a remote condition."
    public static let inputRemote: MessageKey = "inputRemote"
    /// An input validator's remote rule without a usable answer (server down, timeout, offline):
    /// "String could not be checked: {error}"
    public static let inputRuleError: MessageKey = "inputRuleError"
}

extension InputRule {
    /// A check made by a server (any kind); see ``RemoteRule`` and ``RemoteValidator``.
    /// - Parameters:
    ///   - url: where the value is posted.
    ///   - timeout: how long the exchange may take (default 60 s).
    ///   - extra: parameters sent as `extra` with every check.
    ///   - message: the failure text (default "String doesn't satisfy a remote condition.").
    public static func remote(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) -> InputRule {
        InputRule(
            RemoteRule(url, timeout: timeout, extra: extra, message: message), key: .inputRemote, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/remote(_:timeout:extra:message:)`` (every kind).
    @discardableResult
    public func remote(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) throws(InputRuleError) -> InputValidator {
        try adding(.remote(url, timeout: timeout, extra: extra, message: message))
    }
}

extension RemoteRule: SchemaMappableRule {
    /// Checked by a server, which JSON Schema cannot say.
    public var schemaMapping: SchemaMapping {
        .unmapped(because: "checked by a server (\(url.absoluteString))", keys: [RuleFailure(key: .remote)])
    }
}
