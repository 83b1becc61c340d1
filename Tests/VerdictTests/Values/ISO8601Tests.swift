import Foundation
import Testing

@testable import Verdict

@Suite struct ISO8601Tests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0), ("2020-01-01T00:00:00Z", 1_577_836_800),
        ("2020-01-01", 1_577_836_800), ("2020-01-01T02:00:00+02:00", 1_577_836_800),
        ("2019-12-31T19:00:00-0500", 1_577_836_800), ("2020-01-01 00:00:00", 1_577_836_800),
        ("2020-01-01T00:00:00.250Z", 1_577_836_800.25), ("2024-02-29T12:00:00Z", 1_709_208_000),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func parses(text: String, seconds: Double) {
        #expect(ISO8601.parse(text)?.timeIntervalSince1970 == seconds)
    }

    @Test(arguments: [
        "", "2020", "2020-13-01", "2023-02-29", "2020-01-01T25:00:00Z", "2020-01-01T00:00:00Q",
        "2020-01-01T00:00:00Z trailing", "20200101", "yesterday", "2020-01-01T",
    ])
    func rejects(text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    /// The common forms' straight reader answers as the reader of every form, or leaves the text
    /// to it: on the common forms, and on each of them with any one byte changed to one that could
    /// stand there in another form, or in none.
    @Test func theCommonFormsReadAsEveryFormIsRead() {
        let texts = [
            "2026-08-02T08:45:00Z", "2024-02-29T23:59:60z", "2023-02-28 00:00:00Z", "1969-12-31t23:59:59Z",
            "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-08-02", "2024-02-29", "2100-02-28",
        ]
        let replacements = Array("0159-:T t Zz+,./*\u{0}a".utf8) + [0x2F, 0x3A, 0xFF]
        var variants: [[UInt8]] = []
        for text in texts {
            let bytes = Array(text.utf8)
            variants.append(bytes)
            for place in bytes.indices {
                for byte in replacements where byte != bytes[place] {
                    var changed = bytes
                    changed[place] = byte
                    variants.append(changed)
                }
            }
        }
        var readStraight = 0
        for bytes in variants {
            bytes.withUnsafeBufferPointer { buffer in
                let any = ISO8601.anyFormSeconds(buffer)
                if let common = ISO8601.commonFormSeconds(buffer) {
                    readStraight += 1
                    #expect(common == any, "\(String(decoding: bytes, as: UTF8.self))")
                }
                #expect(ISO8601.epochSeconds(buffer) == any)
            }
        }
        #expect(readStraight >= texts.count)
    }

    @Test func formatsInUTC() {
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_577_836_800)) == "2020-01-01T00:00:00Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: 1_577_836_800.5)) == "2020-01-01T00:00:00.500Z")
        #expect(ISO8601.format(Date(timeIntervalSince1970: -1)) == "1969-12-31T23:59:59Z")
    }
}
