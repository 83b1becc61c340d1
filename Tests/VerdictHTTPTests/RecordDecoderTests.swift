import Testing
import Verdict
import VerdictHTTP

/// Reading a `Decodable` from a validated record's values.
@Suite struct RecordDecoderTests {
    /// Issue 43, item 4: a whole number beyond `Int` is read from its digits by an integer type
    /// that holds it, and as its nearest double by a floating-point one.
    @Test func readsLargeIntegersByTheirDigits() throws {
        let decoder = RecordDecoder()
        let largest = try Value(json: "18446744073709551615")
        #expect(try decoder.decode(UInt64.self, from: largest) == .max)
        #expect(try decoder.decode(Double.self, from: largest) == 0x1p64)
        #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: largest) }
        let beyond = try Value(json: "18446744073709551617")
        #expect(throws: DecodingError.self) { try decoder.decode(UInt64.self, from: beyond) }
        #expect(try decoder.decode(Int.self, from: try Value(json: "9.007199254740993e15")) == 9_007_199_254_740_993)
    }
}
