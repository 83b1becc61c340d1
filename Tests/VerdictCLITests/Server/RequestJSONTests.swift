import Testing
import Verdict

@testable import VerdictCLI

/// `RequestJSON`: a request body's bytes as JSON.
@Suite struct RequestJSONTests {
    @Test func byteOrderMarkIsIgnored() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)
        let value = try bytes.withUnsafeBufferPointer { try RequestJSON.value(of: $0) }
        #expect(value == ["a": 1])
    }

    @Test func byteOrderMarkAloneIsNoJSON() {
        #expect(throws: JSONReadError.self) {
            try [UInt8]([0xEF, 0xBB, 0xBF]).withUnsafeBufferPointer { try RequestJSON.value(of: $0) }
        }
    }

    @Test func byteOrderMarkInsideTheTextIsNotSkipped() {
        #expect(throws: JSONReadError.self) {
            try ([0x20, 0xEF, 0xBB, 0xBF] + Array("{}".utf8)).withUnsafeBufferPointer { try RequestJSON.value(of: $0) }
        }
    }

    /// A key given twice: the last value wins, as in `verdict validate`.
    @Test func lastOfTwoEqualKeysWins() throws {
        let value = try Array(#"{"a": 1, "a": 2}"#.utf8).withUnsafeBufferPointer { try RequestJSON.value(of: $0) }
        #expect(value == ["a": 2])
    }
}
