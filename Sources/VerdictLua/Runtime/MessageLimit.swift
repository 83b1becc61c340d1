/// Texts from Lua code that become record messages — a rule's `false, message`, an error, a
/// strategy's answer, `ctx.errors.add` — cut to a size a person can read and a log can hold: a
/// hostile rule can make a string as large as the memory cap allows.
enum MessageLimit {
    /// The most bytes of a text kept. 4 KiB.
    static let maximumBytes = 4096
    /// The most errors one validation collects through `ctx.errors.add`.
    static let maximumAddedErrors = 10_000

    /// `text`, or its first ``maximumBytes`` bytes and a note naming its size and origin.
    static func cut(_ text: String, origin: String? = nil) -> String {
        let count = text.utf8.count
        guard count > maximumBytes else { return text }
        // A character cut in two decodes as U+FFFD: harmless in a note that says it was cut.
        let kept = String(decoding: text.utf8.prefix(maximumBytes), as: UTF8.self)
        return kept + "… (cut: a message of \(count) bytes" + (origin.map { " from \($0)" } ?? "") + ")"
    }
}
