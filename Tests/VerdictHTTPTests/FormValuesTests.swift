import Testing
import Verdict
import VerdictHTTP

/// How the rules see a form's text: as `verdict validate` reads an unquoted CSV field.
@Suite struct FormValuesTests {
    /// Issue 43, item 4: a decimal that is a whole number a double would round is read exactly, as
    /// the JSON reader reads it; a plain integer beyond `Int` stays the text sent.
    @Test func wholeNumbersAreExactHoweverWritten() throws {
        let form: [String: Value] = [
            "point": "9007199254740993.0", "exponent": "9.007199254740993e15", "beyond": "1.8446744073709551617e19",
            "plain": "18446744073709551617", "round": "100.0",
        ]
        let typed = FormValues.typed.values(of: form, readAs: .form)
        #expect(typed["point"] == .int(9_007_199_254_740_993))
        #expect(typed["exponent"] == .int(9_007_199_254_740_993))
        #expect(typed["beyond"] == (try Value(json: "18446744073709551617")))
        #expect(typed["plain"] == "18446744073709551617")
        #expect(typed["round"] == .double(100))
        #expect(FormValues.strings.values(of: form, readAs: .form) == form)
    }
}
