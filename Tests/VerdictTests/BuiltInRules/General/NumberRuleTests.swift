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
        #expect(errors(Validate("value").min(10), 1).map(\.message) == ["Value is too small."])
        #expect(errors(Validate("value").max(10), 11).map(\.message) == ["Value is too big."])
        #expect(errors(Validate("value").exact(10), 11).map(\.message) == ["Value isn't exact."])
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
}
