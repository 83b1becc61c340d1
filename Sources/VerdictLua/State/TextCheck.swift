internal import CVerdictLua
import Verdict

/// A built-in rule's byte-level screen (``Verdict/TextScreen``) as the C side of a host function
/// calls it: a `verdict.check.NAME` call with one string its screen clears is answered in C, with
/// no Swift callback, no Swift string and no value (`verdict_lua_push_checked_callback`).
///
/// Kept alive by the host function it belongs to (so by the state); it answers only while its
/// runtime exists (``RuleRuntime/Anchor``): a state that outlives its runtime gets the host
/// function's own answer, that the runtime is gone.
final class TextCheck {
    let screen: TextScreen
    let anchor: RuleRuntime.Anchor

    init(_ screen: TextScreen, anchor: RuleRuntime.Anchor) {
        self.screen = screen
        self.anchor = anchor
    }

    /// The C entry point: `context` is an unretained ``TextCheck``.
    static let function: verdict_lua_text_check = { context, bytes, length, isPlain in
        guard let context, let bytes else { return 0 }
        let text = UnsafeBufferPointer(
            start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
        // The host function holds the check for the whole call: no retain of it is needed here.
        return Unmanaged<TextCheck>.fromOpaque(context)._withUnsafeGuaranteedRef { check in
            guard check.anchor.exists else { return 0 }
            // A driven record's plain value was checked as JSON text when its record was read.
            return (isPlain != 0 ? check.screen.clears(plainText: text) : check.screen.clears(text)) ? 1 : 0
        }
    }
}
