import Testing
import Verdict

/// The spellings Swift counts as equal to a constant, which an `enum` must list.
@Suite struct SchemaConstantsTests {
    @Test func listsCanonicalSingletonsOfEachCharacter() {
        #expect(SchemaConstants.stringVariants(of: "KO") == ["KO", "\u{212A}O"])
        #expect(SchemaConstants.stringVariants(of: "a;`") == ["a;`", "a;\u{1FEF}", "a\u{37E}`", "a\u{37E}\u{1FEF}"])
        #expect(SchemaConstants.stringVariants(of: "\u{212A}") == ["\u{212A}", "K"])
        #expect(SchemaConstants.stringVariants(of: "中村") == ["中村"])
        #expect(SchemaConstants.stringVariants(of: "") == [""])
    }

    /// Every listed spelling is equal to the constant in Swift's eyes.
    @Test(arguments: ["KKK", "router", "\u{F900}", "a;b"])
    func everySpellingEqualsTheConstant(_ s: String) throws {
        let variants = try #require(SchemaConstants.stringVariants(of: s))
        #expect(variants.allSatisfy { $0 == s })
        #expect(Set(variants.map { Array($0.unicodeScalars) }).count == variants.count)
    }

    /// Strings with combining marks, precomposed letters, Hangul or too many spellings cannot be
    /// listed: a schema leaves their `enum` out.
    @Test(arguments: ["é", "e\u{301}", "한", "KKKKK", "Å"])
    func refusesStringsWithManySpellings(_ s: String) {
        #expect(SchemaConstants.stringVariants(of: s) == nil)
    }

    @Test func numbersBeyondTwoToThe53AreNotListed() throws {
        #expect(SchemaConstants.members(equalTo: .int(9_007_199_254_740_993)) == nil)
        #expect(SchemaConstants.members(equalTo: .double(1e300)) == nil)
        #expect(SchemaConstants.members(equalTo: .double(2.0))?.members == [2])
        #expect(SchemaConstants.members(equalTo: .double(2.5))?.exact == true)
        #expect(SchemaConstants.members(equalTo: try Value(json: "18446744073709551617")) == nil)
    }

    /// A bound beyond `Int` that no double holds is written as its digits, exactly.
    @Test func largeIntegerBoundsAreTheirDigits() throws {
        let large = try #require(try Value(json: "1.8446744073709551617e19").numberValue)
        let bound = SchemaConstants.bound(large, below: true)
        #expect(bound.exact)
        #expect(bound.node == .value(try Value(json: "18446744073709551617")))
    }

    @Test func listsAndObjectsAreListedButNotExactly() {
        let found = SchemaConstants.members(equalTo: [1, "a"])
        #expect(found?.exact == false)
        #expect(found?.members == [[1, "a"]])
        #expect(SchemaConstants.members(equalTo: ["K"]) == nil)
    }
}
