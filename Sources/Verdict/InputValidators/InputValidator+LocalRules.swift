extension InputValidator {
    /// The messages of the local rules a value fails, at once, without a validation
    /// (NGRValidator's `validateValue:`, for an input validator).
    ///
    /// ```swift
    /// let username = try InputValidator.string().minLength(3).remote(checkURL)
    /// username.errorMessages(for: "ad")    // ["String character length is not in the correct range."]
    /// username.errorMessages(for: "ada")   // [] — the server was not asked
    /// ```
    /// The value is read and checked as ``validate(_:parameters:isolation:)-(Value,_,_)`` checks it before any
    /// request: a string validator reads null as `""`, a numeric one a string that spells a number
    /// as that number, ``allowsEmpty`` lets an empty value pass, and every local rule runs in
    /// order. **Remote rules are neither sent nor counted**: a value that passes the local rules
    /// gives `[]` even if a server would refuse it; only `validate` asks the server. Nothing of the
    /// validator changes — not ``state``, not ``errorMessages`` — and no handler is called.
    /// - Parameter value: the value.
    /// - Returns: the messages of the local rules that fail, in rule order; `[]` when all pass.
    public func errorMessages(for value: Value) -> [String] {
        checkLocalRules(value).messages
    }

    /// The messages of the local rules a text fails; `nil` is checked as null. Like the same
    /// method over a ``Value``: remote rules are neither sent nor counted.
    /// - Parameter text: the text, or `nil`.
    /// - Returns: the messages of the local rules that fail, in rule order; `[]` when all pass.
    public func errorMessages(for text: String?) -> [String] {
        errorMessages(for: text.map(Value.string) ?? .null)
    }

    /// Runs the local rules on a value as ``validate(_:parameters:isolation:)-(Value,_,_)`` reads it.
    /// - Returns: the value as read, the messages of the local rules that failed, in rule order,
    ///   and the remote rules, which were not run.
    func checkLocalRules(_ input: Value) -> (value: Value, messages: [String], remoteRules: [InputRule]) {
        let value = normalized(input)
        guard !(allowsEmpty && value.isEmpty) else { return (value, [], []) }
        var messages: [String] = []
        var remoteRules: [InputRule] = []
        let context = ValidationContext(source: [String: Value]())
        var current = value
        for rule in rules {
            switch rule.check {
            case .remote:
                remoteRules.append(rule)
            case .local(let local):
                switch local.validate(current, in: context) {
                case .passed: break
                case .rewritten(let rewritten): current = rewritten
                case .failed: messages.append(rule.message(in: localization))
                }
            }
        }
        return (value, messages, remoteRules)
    }
}
