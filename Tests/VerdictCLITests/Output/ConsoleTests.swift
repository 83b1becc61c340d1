import Foundation
import Testing
import Verdict

@testable import VerdictCLI

@Suite struct ConsoleTests {
    /// What a console writes to a fresh file.
    func written(_ body: (Console) -> Void) throws -> String {
        try writtenThroughConsole(body)
    }

    #if os(Linux)
        /// Writing to a pipe, a buffered console widens it, as far as the system lets it; an
        /// unbuffered one (standard error) and a file are left alone.
        @Test func aBufferedConsoleWidensItsPipe() throws {
            let limit =
                try Int32(
                    String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8)
                        .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            for buffered in [true, false] {
                var ends: [Int32] = [0, 0]
                try #require(pipe(&ends) == 0)
                defer {
                    close(ends[0])
                    close(ends[1])
                }
                let before = fcntl(ends[0], 1032)
                _ = Console(descriptor: ends[1], buffered: buffered)
                let after = fcntl(ends[0], 1032)
                #expect(after == (buffered ? max(before, min(Console.pipeCapacity, limit)) : before))
            }
            // A file has no pipe size: nothing fails.
            #expect(try written { $0.write("file") } == "file")
        }
    #endif

    @Test func writesNumbersInDecimal() throws {
        let text = try written { console in
            for n in [0, 7, 9, 10, 42, 99, 100, 101, 12_345, 1_000_000, -5, -15, -100, Int.max, Int.min] {
                console.write(n)
                console.write(" ")
            }
        }
        #expect(text == "0 7 9 10 42 99 100 101 12345 1000000 -5 -15 -100 9223372036854775807 -9223372036854775808 ")
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

    /// Blocks of half the buffer or more (a worker's results) go out with what is buffered in one
    /// `writev`, not through the buffer: the file holds everything in the order it was written.
    @Test func writesLargeBlocksAfterWhatIsBufferedInOrder() throws {
        let blocks = [10, 1 << 15, 3, (1 << 15) - 1, 1 << 17, 0, 1 << 16].enumerated().map { index, size in
            [UInt8](repeating: UInt8(ascii: "a") + UInt8(index), count: size)
        }
        let text = try written { console in
            for (index, block) in blocks.enumerated() {
                console.write("<\(index)>")
                console.write(contentsOf: block[...])
            }
            console.write("end")
        }
        let expected =
            blocks.enumerated().map { "<\($0)>" + String(decoding: $1, as: UTF8.self) }.joined() + "end"
        #expect(text == expected)
    }

    /// Strings escaped straight into the buffer at its very end, strings whose escaped form just
    /// fills a whole buffer, and strings one byte too long for that (written in pieces instead).
    @Test func writesJSONStringsAtTheBuffersEdges() throws {
        let whole = (65_536 - 2) / 6  // the longest string escaped in place: 10,922 bytes
        var texts: [String] = []
        for length in [whole - 1, whole, whole + 1] {
            texts.append(String(repeating: "\u{1}", count: length))  // six bytes each, escaped
            texts.append(String(repeating: "x", count: length))
        }
        for length in 0..<40 { texts.append(String(repeating: "é\"", count: length)) }
        texts.append(#"dir/q"uote\path.jsonl"#)
        let text = try written { console in
            console.write(literal: "[")
            for text in texts { console.write(jsonString: text) }
            console.write(literal: "]")
        }
        #expect(text == "[" + texts.map { JSONWriter().write(.string($0)) }.joined() + "]")
    }

    /// Values written one after another, a shorter after a longer: nothing of the first is left over.
    @Test func writesJSONValuesWholeOneAfterAnother() throws {
        let values: [Value] = [
            ["unit": "characters", "min": 6, "nested": ["b": [1, 2.5, nil], "a": "q\"uote"]], ["x": true], [:], 7,
        ]
        let text = try written { console in
            for value in values { console.write(json: value) }
        }
        #expect(text == values.map { JSONWriter(sortsKeys: true).write($0) }.joined())
    }

    /// Every kind of value, and objects of every size up to well past the writer's small-object
    /// sort: the console writes what the writer writes.
    @Test func writesEveryKindOfValueAsTheWriterDoes() throws {
        let keys = ["b", "a", "", "ab", "B", "é", "😀", "a\"q", "z", "Z", "aa", "a b", "10", "9", "ä", "k\n", "_", "x"]
        var values: [Value] = [
            nil, true, false, 0, -1, .int(Int.min), .int(Int.max), 0.5, -2.5e-7, .double(.infinity), 1.0,
            .date(Date(timeIntervalSince1970: 1_785_000_000.25)), .data(Data([1, 2, 3, 250])), "", "q\"\\\n\u{1}é",
            [], [:], [1, [2, [nil]], ["k": "v"]], try Value(json: "-18446744073709551617"), .double(0x1p62),
        ]
        for size in 0...keys.count {
            var fields: [String: Value] = [:]
            for (n, key) in keys.prefix(size).enumerated() { fields[key] = values[n % values.count] }
            values.append(.object(fields))
        }
        let text = try written { console in
            for value in values {
                console.write(json: value)
                console.write(literal: "\n")
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == values.map { JSONWriter(sortsKeys: true).write($0) } + [""])
    }

    /// An unbuffered console (standard error) writes each piece at once, escaped strings and
    /// numbers included.
    @Test func unbufferedConsoleWritesAtOnce() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("console-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            try? FileManager.default.removeItem(atPath: path)
        }
        let console = Console(descriptor: descriptor, buffered: false)
        console.write(jsonString: "a\"b")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #""a\"b""#)
        console.write(-42)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #""a\"b"-42"#)
        Array(",x".utf8).withUnsafeBufferPointer { console.write(bytes: $0) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #""a\"b"-42,x"#)
    }
}
