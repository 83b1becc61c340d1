import Verdict

/// A `verdict.check.NAME` failure message kept for the calls after (see
/// ``RuleRuntime/hostCheck(_:rule:_:valueAt:keptMessages:)``).
struct KeptMessage {
    let message: String
    /// The failure's own parameters it was made with; `nil` when its text had no placeholder, so
    /// that no parameter can change it.
    let parameters: [String: Value]?
    /// The message as a Lua string in the state's registry, held for as long as the state lives (a
    /// check keeps one message a failure key, a handful): pushing it again is a registry read, not
    /// a new string hashed and interned.
    let slot: Int32
}

/// The messages one `verdict.check.NAME` keeps, by failure key and the failure's own parameters
/// (an email's `reason`): a few, looked up in turn.
struct KeptMessages {
    /// How many messages a check keeps: a rule fails with a key or two, for a few reasons.
    static let capacity = 8

    private var kept: [(key: MessageKey, message: KeptMessage)] = []

    /// The message kept for `key` that fits a failure with `parameters` of its own.
    func message(for key: MessageKey, parameters: [String: Value]) -> KeptMessage? {
        for entry in kept where entry.key == key {
            if entry.message.parameters == nil || entry.message.parameters == parameters { return entry.message }
        }
        return nil
    }

    /// Keeps `message` for `key`; when full, in place of the oldest, which it gives back for its
    /// registry slot to be released.
    mutating func keep(_ message: KeptMessage, for key: MessageKey) -> KeptMessage? {
        guard kept.count >= Self.capacity else {
            kept.append((key, message))
            return nil
        }
        let oldest = kept.removeFirst().message
        kept.append((key, message))
        return oldest
    }
}
