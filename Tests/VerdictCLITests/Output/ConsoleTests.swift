import Foundation
import Testing
import Verdict

@testable import VerdictCLI

@Suite struct ConsoleTests {
    /// What a console writes to a fresh file.
    func written(_ body: (Console) -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        let console = Console(descriptor: descriptor)
        body(console)
        console.flush()
        close(descriptor)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func writesNumbersInDecimal() throws {
        let text = try written { console in
            for n in [0, 7, 42, 1_000_000, -15, Int.max, Int.min] {
                console.write(n)
                console.write(" ")
            }
        }
        #expect(text == "0 7 42 1000000 -15 9223372036854775807 -9223372036854775808 ")
    }

    @Test func writesTextAndNumbersInOrder() throws {
        let text = try written { console in
            console.write("events.jsonl")
            console.write(literal: ":")
            console.write(12)
            console.write(" invalid")
            console.write(literal: " — ")
        }
        #expect(text == "events.jsonl:12 invalid — ")
    }

    /// A JSON string is written exactly as `JSONWriter` writes it, escapes at the start, the end
    /// and side by side, across the buffer's end too.
    @Test func writesJSONStringsAsTheWriterDoes() throws {
        var texts = ["", "plain", "\"", "\\\\", "\n\"x\"\u{1}", "é😀\t", "a\u{1F}b\u{7F}c"]
        texts.append(String(repeating: "ab\"", count: 30_000))
        let text = try written { console in
            for text in texts { console.write(jsonString: text) }
        }
        #expect(text == texts.map { JSONWriter().write(.string($0)) }.joined())
    }

    /// Pieces that cross the 64 KiB buffer's end, and one larger than the whole buffer, arrive
    /// whole and in order.
    @Test func writesPastTheBufferInOrder() throws {
        let line = String(repeating: "é", count: 999) + "\n"  // 1,999 bytes
        let huge = String(repeating: "x", count: 200_000)
        let text = try written { console in
            for _ in 0..<40 { console.write(line) }
            console.write(huge)
            for n in 0..<10_000 { console.write(n) }
        }
        let expected = String(repeating: line, count: 40) + huge + (0..<10_000).map(String.init).joined()
        #expect(text == expected)
    }
}
