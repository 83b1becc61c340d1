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

/// The messages one `verdict.check.NAME` keeps, by failure key: a few, looked up in turn.
struct KeptMessages {
    private var kept: [(key: MessageKey, message: KeptMessage)] = []

    /// The message kept for `key`.
    func message(for key: MessageKey) -> KeptMessage? {
        for entry in kept where entry.key == key { return entry.message }
        return nil
    }

    /// Keeps `message` for `key`, in place of any kept before.
    mutating func keep(_ message: KeptMessage, for key: MessageKey) {
        if let index = kept.firstIndex(where: { $0.key == key }) {
            kept[index].message = message
        } else {
            kept.append((key, message))
        }
    }
}
