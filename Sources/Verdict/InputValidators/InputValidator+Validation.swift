import Foundation

extension InputValidator {
    /// Validates a value: local rules at once, then any remote rules.
    ///
    /// The state-change handler runs when the local rules are done (with ``InputState/invalid``,
    /// ``InputState/valid`` or ``InputState/waitingForRemote``) and again when the remote answers
    /// are in. A later validation supersedes this one: its remote check is cancelled and its
    /// answers are ignored. Cancelling the calling task cancels the remote check; the state then
    /// becomes ``InputState/invalid``, since the value was not confirmed, and the answer handler
    /// sees ``RemoteError/Code/cancelled``.
    /// - Parameters:
    ///   - value: the value. A string validator reads null as `""`; a numeric validator reads a
    ///     string that spells a number (`"4.5"`, `" 7 "`) as that number.
    ///   - parameters: sent to remote rules as `extra`, over each rule's own (AJWValidator's
    ///     `validate:parameters:`).
    ///   - isolation: the caller's actor, where the handlers run; leave the default.
    /// - Returns: the state once this validation is done; for a superseded one, the state the
    ///   newer validation has set so far.
    @discardableResult
    public func validate(
        _ value: Value, parameters: [String: Value] = [:], isolation: isolated (any Actor)? = #isolation
    ) async -> InputState {
        guard let pending = begin(value, parameters: parameters) else { return state }
        let task = pending.task
        let answers = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        finish(pending, answers: answers)
        return state
    }

    /// Validates a text; `nil` is validated as null (so `required` fails on it).
    /// - Parameters:
    ///   - text: the text, or `nil`.
    ///   - parameters: sent to remote rules as `extra`.
    ///   - isolation: the caller's actor, where the handlers run; leave the default.
    /// - Returns: the state once this validation is done.
    @discardableResult
    public func validate(
        _ text: String?, parameters: [String: Value] = [:], isolation: isolated (any Actor)? = #isolation
    ) async -> InputState {
        await validate(text.map(Value.string) ?? .null, parameters: parameters, isolation: isolation)
    }

    /// A remote check under way for one validation.
    struct PendingCheck {
        let generation: Int
        let rules: [InputRule]
        let phase: RemotePhase
        let task: Task<[RemoteAnswer], Never>
    }

    /// Supersedes any earlier validation: its remote check is cancelled and its answers will be
    /// ignored.
    func supersede() {
        generation &+= 1
        remoteTask?.cancel()
        remoteTask = nil
    }

    /// Runs the local rules, sets the state and messages, and starts the remote checks if the
    /// local rules passed. Returns the pending check, or `nil` when the validation is complete.
    func begin(_ input: Value, parameters: [String: Value]) -> PendingCheck? {
        supersede()
        let (value, messages, remoteRules) = checkLocalRules(input)
        errorMessages = messages  // set once, so observers of equal messages hear nothing
        guard messages.isEmpty, !remoteRules.isEmpty else {
            change(to: messages.isEmpty ? .valid : .invalid)
            return nil
        }
        change(to: .waitingForRemote)
        let remote = self.remote
        let phase = Self.remotePhase(of: remoteRules, value: value, localization: localization)
        let task = Task { await phase.answers(with: remote, parameters: parameters) }
        remoteTask = task
        return PendingCheck(generation: generation, rules: remoteRules, phase: phase, task: task)
    }

    /// The remote phase of a validation: one check per remote rule, whose failures read as the
    /// rule's message (the server's "no") or as `String could not be checked: …` (no usable answer).
    private static func remotePhase(of rules: [InputRule], value: Value, localization: Localization?) -> RemotePhase {
        let unanswered =
            localization.flatMap { $0.text(for: .inputRuleError, model: nil, attribute: "value")?.text }
            ?? DefaultMessages.text(for: .inputRuleError)
        let checks = rules.compactMap { inputRule -> RemoteCheck? in
            guard case .remote(let rule) = inputRule.check else { return nil }
            // A chain of its own words the failures: no display name, AJWValidator's sentences.
            let chain = Validate("value").displayName("")
                .message(.ruleError, unanswered)
                .rule(rule).message(inputRule.message(in: localization))
            return RemoteCheck(
                attribute: "value", value: value, rule: rule, chain: chain, entryIndex: 0, ruleSet: RuleSet([chain]),
                localization: nil)
        }
        return RemotePhase(checks: checks)
    }

    /// Applies the remote answers of a check, unless a newer validation superseded it.
    func finish(_ pending: PendingCheck, answers: [RemoteAnswer]) {
        guard pending.generation == generation else { return }
        remoteTask = nil
        for (rule, answer) in zip(pending.rules, answers) {
            if case .remote(let remoteRule) = rule.check { remoteAnswerHandler?(remoteRule.url, answer) }
        }
        let messages = errorMessages + pending.phase.failures(for: answers).map(\.message)
        errorMessages = messages
        change(to: messages.isEmpty ? .valid : .invalid)
    }

    /// Ends a check whose caller went away: cancelled answers, so the state becomes invalid.
    func abandon(_ pending: PendingCheck) {
        pending.task.cancel()
        let answers: [RemoteAnswer] = pending.rules.map { rule in
            guard case .remote(let remoteRule) = rule.check else { return .rejected }
            return .failed(.cancelled(url: remoteRule.url))
        }
        finish(pending, answers: answers)
    }

    private func change(to newState: InputState) {
        state = newState
        stateChangeHandler?(newState)
    }

    /// The value as the validator's kind reads it: null as `""` for text, a spelled number as a
    /// number for numbers.
    func normalized(_ value: Value) -> Value {
        switch (kind, value) {
        case (.string, .null):
            return .string("")
        case (.numeric, .string(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let number = Value(numberText: trimmed), number.doubleValue?.isFinite == true else { return value }
            return number
        default:
            return value
        }
    }
}
