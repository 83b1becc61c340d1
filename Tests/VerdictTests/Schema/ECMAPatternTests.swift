import Testing

@testable import Verdict

/// ICU patterns translated into ECMA-262: exact where the dialects agree, wider where they differ,
/// none where ECMA-262 cannot say the pattern.
@Suite struct ECMAPatternTests {
    @Test(arguments: [
        ("[A-Z]{4}[0-9]{2}", "[A-Z]{4}[0-9]{2}", true),
        ("(?:ab|cd)+?x*", "(?:ab|cd)+?x*", true),
        ("a.b", #"a[^\n\v\f\r\u0085\u2028\u2029]b"#, true),
        (#"\d+"#, #"[^\x00-\x2F\x3A-\x7F]+"#, false),
        (
            #"\w\s\W\S\D"#,
            #"[^\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x7F][^\x00-\x08\x0E-\x1F\x21-\x7F][^A-Za-z0-9_][^\t\n\f\r ][^0-9]"#,
            false
        ),
        ("^[a-z0-9_]+$", #"^[a-z0-9_]+(?=(?:\r\n|[\n\v\f\r\u0085\u2028\u2029])?$)"#, false),
        (#"\Aab\z"#, "^ab$", true),
        (#"a\-b\@c\.d"#, #"a-b@c\.d"#, true),
        (#"[\-a-z\]]"#, #"[\-a-z\]]"#, true),
        (#"\x41\x{263A}\u00e9\t"#, #"\x41\u263A\u00e9\t"#, true),
        ("(?<year>[0-9]{4})-\\1", "(?<year>[0-9]{4})-\\1", true),
        ("a}b]", #"a\}b\]"#, true),
    ])
    func translates(_ icu: String, _ ecma: String, _ exact: Bool) {
        #expect(ECMAPattern.translate(icu) == ECMAPattern.Translation(pattern: ecma, isExact: exact))
    }

    @Test(arguments: [
        #"\bword\b"#, "(?<=a)b", "(?<!a)b", "a*+", "(?>ab)", "(?i)ab", #"\p{L}+"#, "[[a-z]&&[^aeiou]]", #"[\d_]"#,
        #"\Q.\E"#, "a{,3}", "x{2", #"\N{LATIN SMALL LETTER A}"#, #"\x{1F600}"#,
    ])
    func leavesOutWhatECMA262CannotSay(_ icu: String) {
        #expect(ECMAPattern.translate(icu) == nil)
    }
}
