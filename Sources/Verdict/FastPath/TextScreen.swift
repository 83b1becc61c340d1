internal import CVerdictJSON
import Foundation

/// A rule's byte-level "certainly passes" test for a lone string that arrives as UTF-8 bytes —
/// a Lua string handed to `verdict.check.NAME` — so that a string the rule clears needs no Swift
/// `String`, no ``Value`` and no validation.
///
/// It asks the rule's ``ScreenableRule/clears(_:in:)``, the test the record screen uses on a JSON
/// field, and only for text a JSON field could hold as a plain string: not empty, valid UTF-8, no
/// control character below U+0020, no `"` and no `\`. For any other text, and whenever the rule is
/// unsure, `clears` answers `false` and the caller must validate as it always has: the answer is
/// then the rule's own, so answers never change, only how fast a passing one comes.
///
/// Date rules are never asked (a lone string has no record to read other fields from); rules
/// that are not ``ScreenableRule``s have no screen.
package struct TextScreen: Sendable {
    private let check: ScreenCheck

    /// The screen of `rule`, or `nil` when the rule cannot judge text from its bytes.
    package init?(_ rule: any ValidationRule) {
        guard !(rule is DateRule), let screenable = ScreenableRules.screenable(rule), screenable.isScreenable else {
            return nil
        }
        check = ScreenCheck.make(screenable)
    }

    /// Whether the string whose UTF-8 is `utf8` certainly passes the rule; `false` when it fails,
    /// when the screen cannot tell, and for text outside what the screen reads (see above).
    package func clears(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        Self.isPlainString(utf8) && clears(plainText: utf8)
    }

    /// ``clears(_:)`` for text known to be what a JSON string holds without escapes (a record's
    /// value, as its reader located it): the same answer, without checking the text again.
    package func clears(plainText utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !utf8.isEmpty else { return false }
        let record = ScreenedRecord(
            now: .distantPast,  // read only by date rules, which have no screen here
            json: utf8,
            fields: UnsafeBufferPointer(start: nil, count: 0),
            dates: UnsafeMutableBufferPointer(start: nil, count: 0))
        return check.clears(RawField(kind: .string, text: utf8, position: -1), in: record)
    }

    /// Whether `utf8` is what a JSON text holds between the quotes of a string without escapes:
    /// at least one byte, no byte below 0x20, no `"`, no `\`, and valid UTF-8. Checked in C as the
    /// JSON record locator checks a string (`verdict_json_is_plain_text`).
    static func isPlainString(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        return verdict_json_is_plain_text(base, utf8.count)
    }
}
