import Testing
import Verdict

@Suite struct NumberRuleTests {
    @Test(arguments: [
        (Validate("value").min(100.23), 200.23, true), (Validate("value").min(100.23), 1.23, false),
        (Validate("value").min(-100.23), -100.23, true), (Validate("value").min(-100.23), -200.23, false),
        (Validate("value").max(100.23), 1.23, true), (Validate("value").max(100.23), 200.23, false),
        (Validate("value").max(-100.23), -100.23, true), (Validate("value").max(-100.23), -50.23, false),
        (Validate("value").exact(100.23), 100.23, true), (Validate("value").exact(100.23), 200.23, false),
        (Validate("value").exact(-100.23), -100.23, true), (Validate("value").exact(-100.23), -150.23, false),
        (Validate("value").range(50.23, 150.23), 100.23, true), (Validate("value").range(50.23, 150.23), 200.23, false),
        (Validate("value").range(-150.23, -50.23), -100.23, true),
        (Validate("value").range(-150.23, -50.23), -200.23, false),
    ])
    func ngrVectors(chain: Validate, value: Double, valid: Bool) {
        #expect(passes(chain, .double(value)) == valid)
    }

    @Test func comparisonVectorsOfTheSwiftValidator() {
        let ints = Validate("value").range(5, 10)
        for i in 5...10 { #expect(passes(ints, .int(i))) }
        #expect(!passes(ints, 4))
        #expect(!passes(ints, 11))
        let doubles = Validate("value").range(5, 10)
        for d in [5.4, 7.0, 10.0] { #expect(passes(doubles, .double(d))) }
        for d in [4.0, 10.1] { #expect(!passes(doubles, .double(d))) }
        #expect(!passes(Validate("value").range(3, 10), 2.999))
        #expect(!passes(Validate("value").range(3, 10), 10.001))
    }

    @Test func messages() {
        #expect(errors(Validate("value").min(10), 1).map(\.message) == ["Value must be at least 10."])
        #expect(errors(Validate("value").max(10), 11).map(\.message) == ["Value must be at most 10."])
        #expect(errors(Validate("value").exact(10), 11).map(\.message) == ["Value must be exactly 10."])
        #expect(errors(Validate("value").min(0.5), 0.25).map(\.message) == ["Value must be at least 0.5."])
        #expect(errors(Validate("value").min(10), "foo").map(\.message) == ["Value should be a number."])
    }

    @Test func numberAndInteger() {
        #expect(passes(Validate("value").number(), 100))
        #expect(errors(Validate("value").number(), "string").map(\.message) == ["Value must be a number."])
        #expect(passes(Validate("value").number(min: 100), 101))
        #expect(!passes(Validate("value").number(min: 100), 50))
        #expect(passes(Validate("value").number(max: 100), 50))
        #expect(!passes(Validate("value").number(max: 100), 101))
        #expect(passes(Validate("value").integer(), 3.0))
        #expect(errors(Validate("value").integer(), 3.5).map(\.message) == ["Value must be an integer."])
        #expect(!passes(Validate("value").number(), .double(.nan)))
    }

    // Issue 20, item 1: numbers beyond 2^53 compared exactly.

    static let twoTo53 = 9_007_199_254_740_992
    static let twoTo62 = 4_611_686_018_427_387_904

    static func chain(_ name: String, _ bound: Int) -> Validate {
        switch name {
        case "min": Validate("value").min(bound)
        case "max": Validate("value").max(bound)
        default: Validate("value").exact(bound)
        }
    }

    /// The four cases, and their negatives: an integer bound stays an integer, in Swift and
    /// in a rule built by name (as a rule file's integer argument builds it).
    @Test(arguments: [
        ("max", twoTo53, twoTo53 + 1, "Value must be at most 9007199254740992."),
        ("max", twoTo62, twoTo62 + 1, "Value must be at most 4611686018427387904."),
        ("min", twoTo53 + 1, twoTo53, "Value must be at least 9007199254740993."),
        ("exact", twoTo53 + 1, twoTo53, "Value must be exactly 9007199254740993."),
        ("min", -twoTo53, -twoTo53 - 1, "Value must be at least -9007199254740992."),
        ("max", -twoTo53 - 1, -twoTo53, "Value must be at most -9007199254740993."),
        ("exact", -twoTo62 - 1, -twoTo62, "Value must be exactly -4611686018427387905."),
    ])
    func integerBoundsBeyondTwoTo53(name: String, bound: Int, value: Int, message: String) throws {
        #expect(errors(Self.chain(name, bound), .int(value)).map(\.message) == [message])
        #expect(passes(Self.chain(name, bound), .int(bound)))
        let named = try RuleCatalog.make(name, RuleArguments(rule: name, positional: [.value(.int(bound))]))
        #expect(errors(Validate("value").rule(named), .int(value)).map(\.message) == [message])
        #expect(passes(Validate("value").rule(named), .int(bound)))
    }

    @Test func integerRangeBeyondTwoTo53() throws {
        let swift = Validate("value").range(Self.twoTo53 + 3, Self.twoTo53 + 1)
        let named = Validate("value").rule(
            try RuleCatalog.make(
                "range",
                RuleArguments(
                    rule: "range", positional: [.value(.int(Self.twoTo53 + 1)), .value(.int(Self.twoTo53 + 3))])))
        for chain in [swift, named] {
            #expect(errors(chain, .int(Self.twoTo53)).map(\.message) == ["Value must be at least 9007199254740993."])
            #expect(errors(chain, .int(Self.twoTo53 + 4)).map(\.message) == ["Value must be at most 9007199254740995."])
            for inside in 1...3 { #expect(passes(chain, .int(Self.twoTo53 + inside))) }
        }
    }

    @Test func integersAndDoublesCompareExactly() {
        #expect(
            errors(Validate("value").max(0x1p53), .int(Self.twoTo53 + 1)).map(\.message) == [
                "Value must be at most 9007199254740992."
            ])
        #expect(passes(Validate("value").max(0x1p53), .int(Self.twoTo53)))
        #expect(
            errors(Validate("value").min(0x1p53), .int(Self.twoTo53 - 1)).map(\.message) == [
                "Value must be at least 9007199254740992."
            ])
        #expect(
            errors(Validate("value").exact(0x1p53), .int(Self.twoTo53 + 1)).map(\.message) == [
                "Value must be exactly 9007199254740992."
            ])
        #expect(
            errors(Validate("value").exact(Self.twoTo53 + 1), .double(0x1p53)).map(\.message) == [
                "Value must be exactly 9007199254740993."
            ])
        #expect(
            errors(Validate("value").max(Self.twoTo62), .double(0x1p62 + 1024)).map(\.message) == [
                "Value must be at most 4611686018427387904."
            ])
        #expect(passes(Validate("value").exact(100), .double(100)))
        #expect(passes(Validate("value").exact(100.0), .int(100)))
        // 2^63 is above every Int (though `Double(Int.max)` rounds to it); -2^63 is Int.min.
        #expect(
            errors(Validate("value").max(Int.max), .double(0x1p63)).map(\.message) == [
                "Value must be at most 9223372036854775807."
            ])
        #expect(errors(Validate("value").min(0x1p63), .int(.max)).map(\.key) == [.tooSmall])
        #expect(passes(Validate("value").min(Int.min), .double(-0x1p63)))
        #expect(
            errors(Validate("value").min(Int.min), .double(-1e19)).map(\.message) == [
                "Value must be at least -9223372036854775808."
            ])
        #expect(passes(Validate("value").max(Double.infinity), .int(.max)))
        #expect(errors(Validate("value").range(-1, 1), .double(-1.5)).map(\.message) == ["Value must be at least -1."])
    }

    /// Issue 43, item 4: a whole number is exact however it was written, `9007199254740993.0` and
    /// `9.007199254740993e15` against an integer bound, and beyond `Int` against a double bound.
    @Test func wholeNumbersAreExactHoweverWritten() throws {
        for text in ["9007199254740993.0", "9.007199254740993e15"] {
            let value = try Value(json: text)
            #expect(passes(Validate("value").min(Self.twoTo53 + 1), value))
            #expect(passes(Validate("value").exact(Self.twoTo53 + 1), value))
            #expect(
                errors(Validate("value").max(Self.twoTo53), value).map(\.message) == [
                    "Value must be at most 9007199254740992."
                ])
            #expect(
                errors(Validate("value").exact(0x1p53), value).map(\.message) == [
                    "Value must be exactly 9007199254740992."
                ])
            #expect(passes(Validate("value").integer(min: Self.twoTo53 + 1), value))
        }
        for text in ["18446744073709551617", "1.8446744073709551617e19"] {
            let value = try Value(json: text)
            #expect(
                errors(Validate("value").max(0x1p64), value).map(\.message) == [
                    "Value must be at most 1.8446744073709552e+19."
                ])
            #expect(
                errors(Validate("value").exact(0x1p64), value).map(\.message) == [
                    "Value must be exactly 1.8446744073709552e+19."
                ])
            #expect(passes(Validate("value").min(0x1p64), value))
            #expect(passes(Validate("value").min(Int.max), value))
            #expect(passes(Validate("value").integer(max: 0x1p64.nextUp), value))
            #expect(
                errors(Validate("value").integer(max: 0x1p64), value).map(\.message) == [
                    "Value must be at most 1.8446744073709552e+19."
                ])
            #expect(
                errors(Validate("value").number(max: Int.max), value).map(\.message) == [
                    "Value must be at most 9223372036854775807."
                ])
        }
        #expect(passes(Validate("value").max(0x1p64), try Value(json: "18446744073709551615")))
        #expect(passes(Validate("value").max(0x1p64), try Value(json: "18446744073709551616")))
    }

    /// NaN (from Lua's `0/0` or YAML's `.nan`) is within no bound; a rule built by name refuses it
    /// as a bound, and one made in Swift is met by nothing.
    @Test func nanIsNotANumberToBound() {
        for chain in [
            Validate("value").min(0), Validate("value").max(0), Validate("value").exact(0),
            Validate("value").range(0, 1), Validate("value").min(0.5),
        ] {
            #expect(errors(chain, .double(.nan)).map(\.message) == ["Value should be a number."])
        }
        #expect(errors(Validate("value").rule(NumberRule(.min(.double(.nan)))), 1).map(\.key) == [.tooSmall])
        #expect(errors(Validate("value").rule(NumberRule(.max(.double(.nan)))), 1).map(\.key) == [.tooBig])
        #expect(
            throws: RuleDefinitionError.wrongArgument(rule: "max", position: 1, expected: "a number", got: "nan")
        ) { try RuleCatalog.make("max", RuleArguments(rule: "max", positional: [.value(.double(.nan))])) }
        #expect(
            throws: RuleDefinitionError.wrongOption(rule: "integer", option: "min", expected: "a number", got: "nan")
        ) { try RuleCatalog.make("integer", RuleArguments(rule: "integer", options: ["min": .double(.nan)])) }
    }

    /// An integer bound is an integer parameter, a double bound a double one; both read the same
    /// in messages.
    @Test func boundsKeepTheirKindInTheParameters() throws {
        #expect(errors(Validate("value").min(5), 1).map(\.params) == [["min": .int(5)]])
        #expect(errors(Validate("value").min(5.5), 1).map(\.params) == [["min": .double(5.5)]])
        #expect(
            errors(Validate("value").range(Self.twoTo53 + 1, Self.twoTo53 + 3), 0).map(\.params) == [
                ["min": .int(9_007_199_254_740_993), "max": .int(9_007_199_254_740_995)]
            ])
        let named = try RuleCatalog.make(
            "exact", RuleArguments(rule: "exact", positional: [.value(.int(Self.twoTo53 + 1))]))
        #expect(named.parameters == ["exact": .int(9_007_199_254_740_993)])
        #expect(NumberRule(.range(10, 5)).bound == .range(.int(5), .int(10)))
        let custom = Validate("value").max(Self.twoTo53).message("{attribute} must be at most {max}.")
        #expect(errors(custom, .int(Self.twoTo53 + 1)).map(\.message) == ["value must be at most 9007199254740992."])
    }

    @Test func inputValidatorRangeIsExact() throws {
        let numeric = try InputValidator.numeric().range(Self.twoTo53 + 1, Self.twoTo53 + 3)
        #expect(numeric.errorMessages(for: "9007199254740992") == ["Number is not in the correct range.."])
        #expect(numeric.errorMessages(for: Value.int(Self.twoTo53 + 4)) == ["Number is not in the correct range.."])
        #expect(numeric.errorMessages(for: "9007199254740993") == [])
        let validator = InputValidator.numeric()
        try validator.add(.range(Self.twoTo62, Self.twoTo62 + 1))
        #expect(validator.errorMessages(for: Value.int(Self.twoTo62 + 2)) == ["Number is not in the correct range.."])
    }

    /// `integer` is a whole number whatever its written form, as JSON Schema 2020-12 has it; the
    /// `type integer` rule agrees.
    @Test(arguments: [
        (Value.int(100), true), (.double(1e2), true), (.double(100.0), true), (.double(0x1p63), true),
        (.double(-0x1p63), true), (.int(.min), true), (.double(1.5), false), (.double(-0.5), false),
        (.double(.infinity), false), (.double(.nan), false), (.string("100"), false),
    ])
    func integerIsAWholeNumberInAnyWrittenForm(value: Value, isInteger: Bool) {
        #expect(
            errors(Validate("value").integer(), value).map(\.message)
                == (isInteger ? [] : ["Value must be an integer."]))
        #expect(passes(Validate("value").type(.integer), value) == isInteger)
    }

    @Test func integerAndNumberBoundsAreExact() throws {
        #expect(
            errors(Validate("value").integer(max: Int.max), .double(0x1p63)).map(\.message) == [
                "Value must be at most 9223372036854775807."
            ])
        #expect(
            errors(Validate("value").integer(min: Self.twoTo53 + 1), .int(Self.twoTo53)).map(\.message) == [
                "Value must be at least 9007199254740993."
            ])
        #expect(
            errors(Validate("value").number(max: Self.twoTo62), .int(Self.twoTo62 + 1)).map(\.message) == [
                "Value must be at most 4611686018427387904."
            ])
        #expect(
            errors(Validate("value").number(min: 0x1p53), .int(Self.twoTo53 - 1)).map(\.message) == [
                "Value must be at least 9007199254740992."
            ])
        #expect(
            errors(Validate("value").integer(min: 1, max: 999), 1000).map(\.params) == [
                ["min": .int(1), "max": .int(999)]
            ])
        #expect(passes(Validate("value").number(min: 1, max: 2.5), 2.5))
        let named = try RuleCatalog.make(
            "integer", RuleArguments(rule: "integer", options: ["max": .int(Self.twoTo53)]))
        #expect(
            errors(Validate("value").rule(named), .int(Self.twoTo53 + 1)).map(\.message) == [
                "Value must be at most 9007199254740992."
            ])
        #expect(named.parameters == ["max": .int(9_007_199_254_740_992)])
    }
}
