import Foundation
import Testing
import Verdict

@Suite struct ValueTests {
    @Test func emptinessAndBlankness() {
        for v: Value in [.null, "", [], [:], .data(Data())] { #expect(v.isEmpty) }
        for v: Value in [0, false, " ", ["x"], ["k": 1]] { #expect(!v.isEmpty) }
        #expect(Value.string(" \n\t").isBlank)
        #expect(!Value.string(" a ").isBlank)
    }

    @Test func equivalenceAndOrder() {
        #expect(Value.int(1).isEquivalent(to: .double(1.0)))
        #expect(!Value.int(1).isEquivalent(to: .string("1")))
        #expect(Value.int(2).compare(to: .double(2.5)) == .orderedAscending)
        #expect(Value.string("2020-01-02").compare(to: .date(Date(timeIntervalSince1970: 0))) == .orderedDescending)
        #expect(Value.string("a").compare(to: .int(1)) == nil)
    }

    /// Issue 20, item 1: numbers are ordered and equal by their exact values (``Number``), as
    /// `compare`, `in` and `notIn` use them.
    @Test func numbersCompareByTheirExactValues() {
        let above = Value.int(9_007_199_254_740_993)
        #expect(above.compare(to: .double(0x1p53)) == .orderedDescending)
        #expect(Value.double(0x1p53).compare(to: above) == .orderedAscending)
        #expect(above.compare(to: .int(9_007_199_254_740_992)) == .orderedDescending)
        #expect(!above.isEquivalent(to: .double(0x1p53)))
        #expect(Value.int(9_007_199_254_740_992).isEquivalent(to: .double(0x1p53)))
        #expect(Value.int(4_611_686_018_427_387_905).compare(to: .double(0x1p62)) == .orderedDescending)
        #expect(Value.int(.max).compare(to: .double(0x1p63)) == .orderedAscending)
        #expect(!Value.int(.max).isEquivalent(to: .double(0x1p63)))
        #expect(Value.int(.min).isEquivalent(to: .double(-0x1p63)))
        #expect(Value.int(-9_007_199_254_740_993).compare(to: .double(-0x1p53)) == .orderedAscending)
        #expect(Value.double(.nan).compare(to: .int(1)) == nil)
        #expect(Value.int(1).compare(to: .double(.nan)) == nil)
        #expect(Value.double(.nan).compare(to: .double(.nan)) == nil)
        #expect(!Value.double(.nan).isEquivalent(to: .double(.nan)))
    }

    /// Issue 43, item 4: a large integer is a number of its own kind, shown as its digits, given to
    /// Foundation and to dates as its nearest double.
    @Test func largeIntegersAreNumbers() throws {
        let large = try Value(json: "-18446744073709551617")
        #expect(large.kind == .largeInteger)
        #expect(large.description == "-18446744073709551617")
        #expect(large.doubleValue == -0x1p64)
        #expect(large.intValue == nil)
        #expect(large.anyValue as? Double == -0x1p64)
        #expect(large.dateValue == Date(timeIntervalSince1970: -0x1p64))
        #expect(large.compare(to: .double(-0x1p64)) == .orderedAscending)
        #expect(large.compare(to: .string("x")) == nil)
    }

    @Test func readsFoundationObjects() {
        let any: [String: Any] = ["a": 1, "b": [true, NSNull()], "c": ["d": 2.5], "e": "x"]
        #expect(Value(any: any) == ["a": 1, "b": [true, nil], "c": ["d": 2.5], "e": "x"])
    }

    @Test func encodesEncodableTypes() throws {
        struct Inner: Encodable { var n: UInt8 }
        struct Outer: Encodable {
            var name = "x"
            var missing: String? = nil
            var date = Date(timeIntervalSince1970: 5)
            var blob = Data([1, 2])
            var inner = [Inner(n: 7)]
            var ratio = 0.5
        }
        let v = try ValueEncoder.encode(Outer())
        #expect(
            v == [
                "name": "x", "date": .date(Date(timeIntervalSince1970: 5)), "blob": .data(Data([1, 2])),
                "inner": [["n": 7]], "ratio": 0.5,
            ])
        #expect(v["missing"] == nil)
    }

    @Test func descriptions() {
        #expect(Value.double(6).description == "6")
        #expect(Value.array(["a", 1]).description == "[\"a\", 1]")
    }
}
