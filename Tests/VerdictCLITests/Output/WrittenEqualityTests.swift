import Foundation
import Testing
import Verdict

@testable import VerdictCLI

@Suite struct WrittenEqualityTests {
    /// Strings `==` calls equal but JSON writes differently are different here; the same bytes
    /// built apart are the same.
    @Test func stringsAreComparedByTheirBytes() {
        let composed = "Zo\u{E9} is late"
        let decomposed = "Zoe\u{301} is late"
        #expect(composed == decomposed)
        #expect(!WrittenEquality.sameBytes(composed, decomposed))
        let long = String(repeating: "message ", count: 8)
        let builtApart = (0..<8).map { _ in "message " }.joined()
        #expect(WrittenEquality.sameBytes(long, builtApart))
        #expect(WrittenEquality.sameBytes("", ""))
        #expect(!WrittenEquality.sameBytes(long, long + "!"))
    }

    /// A value is the same instance as its copies; equal values kept in separate storage are not
    /// (the test is only sufficient).
    @Test func sameInstanceIsASufficientTest() {
        let long = String(repeating: "message ", count: 8)
        let copy = long
        let builtApart = (0..<8).map { _ in "message " }.joined()
        #expect(WrittenEquality.sameInstance(long, copy))
        #expect(!WrittenEquality.sameInstance(long, builtApart))
        let params: [String: Value] = ["min": 6, "unit": "characters"]
        let sharedParams = params
        #expect(WrittenEquality.sameInstance(params, sharedParams))
        #expect(!WrittenEquality.sameInstance(params, ["unit": "characters", "min": 6]))
    }

    /// Values written alike are the same, whatever their storage; values `==` calls equal but
    /// written differently are not.
    @Test func valuesAreComparedAsTheyAreWritten() {
        let same: [(Value, Value)] = [
            (nil, nil), (true, true), (7, 7), (0.5, 0.5), ("é", "é"),
            (.date(Date(timeIntervalSince1970: 5)), .date(Date(timeIntervalSince1970: 5))),
            (.data(Data([1, 2])), .data(Data([1, 2]))), ([1, "a", [nil]], [1, "a", [nil]]),
            (["min": 6, "unit": "characters"], ["unit": "characters", "min": 6]),
        ]
        for (a, b) in same { #expect(WrittenEquality.sameJSON(a, b), "\(a) and \(b)") }
        let different: [(Value, Value)] = [
            (0.0, -0.0), (1, 1.0), ("Zo\u{E9}", "Zoe\u{301}"), (["Zo\u{E9}": 1], ["Zoe\u{301}": 1]),
            ([1, 2], [1]), (["a": 1], ["a": 1, "b": 2]), (["a": [0.0]], ["a": [-0.0]]), (nil, false),
            (.date(Date(timeIntervalSince1970: 5)), .date(Date(timeIntervalSince1970: 6))),
        ]
        for (a, b) in different {
            #expect(!WrittenEquality.sameJSON(a, b), "\(a) and \(b)")
        }
    }
}
