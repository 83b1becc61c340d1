import Foundation
import Testing
import Verdict

@testable import VerdictCLI

@Suite struct JSONStringCacheTests {
    /// What `write` writes through a console to a fresh file, read back.
    func written(by write: (Console) -> Void) throws -> String {
        try writtenThroughConsole(write)
    }

    /// What a cache writes for `texts`, in order.
    func written(_ texts: [String], capacity: Int) throws -> String {
        let cache = JSONStringCache(prefix: ",\"file\":", capacity: capacity)
        return try written { console in
            for text in texts { cache.write(text, to: console) }
        }
    }

    /// What the cache must write for `texts`: each after the prefix, as the writer writes it.
    /// Compared as bytes: `==` holds for canonically equivalent texts spelled otherwise.
    func expected(_ texts: [String]) -> String {
        texts.map { ",\"file\":" + JSONWriter().write(.string($0)) }.joined()
    }

    /// Strings that need escapes, or none, written the first time and again; two names that are
    /// canonically equivalent but spelled with other bytes (two files on Linux), each as it is.
    @Test func writesEachStringAsTheWriterDoes() throws {
        let texts = [
            "events.jsonl", "", #"dir/q"uote.jsonl"#, #"C:\data\in.jsonl"#, "tab\there\n", "\u{1}\u{1F}",
            "Zoë/日本.jsonl", "Zo\u{E9}.jsonl", "Zoe\u{301}.jsonl",
        ]
        let twice = texts + texts.reversed()
        #expect(Array(try written(twice, capacity: 8).utf8) == Array(expected(twice).utf8))
    }

    /// Strings made one after the other, each dropped once written, so that a new one may take a
    /// dropped one's memory: the string written last is recognised by its storage, which the cache
    /// holds, so a new string is never taken for an old one. Then the same string again and again.
    @Test(arguments: [1, 2])
    func writesStringsMadeInTurn(capacity: Int) throws {
        let cache = JSONStringCache(prefix: ",\"file\":", capacity: capacity)
        var texts: [String] = []
        let file = try written { console in
            for i in 0..<200 {
                let text = "input-\(i % 7)-" + String(repeating: "x", count: 24 + i % 3)
                cache.write(text, to: console)
                texts.append(String(decoding: Array(text.utf8), as: UTF8.self))
            }
            let same = "events-of-the-day.jsonl, a name past fifteen bytes"
            for _ in 0..<5 {
                cache.write(same, to: console)
                texts.append(same)
            }
        }
        #expect(Array(file.utf8) == Array(expected(texts).utf8))
    }

    /// More distinct strings than the cache keeps, coming back in turn: each written right, a
    /// string equal to a kept one but built apart too.
    @Test(arguments: [1, 2, 3])
    func writesRightPastItsCapacity(capacity: Int) throws {
        let built = ["q", "\"a\""].joined()
        let texts = [
            "a.jsonl", "b\\.jsonl", "c\".jsonl", "a.jsonl", "q\"a\"", built, "c\".jsonl", "b\\.jsonl", "a.jsonl",
        ]
        #expect(Array(try written(texts, capacity: capacity).utf8) == Array(expected(texts).utf8))
    }

    /// A suffix follows each string, kept or new, as it is.
    @Test func writesTheSuffixAfterEachString() throws {
        let cache = JSONStringCache(prefix: ",\"file\":", suffix: ",\"line\":", capacity: 2)
        let texts = ["a.jsonl", "b\"c", "a.jsonl", "a.jsonl", "", "b\"c"]
        let file = try written { console in
            for text in texts { cache.write(text, to: console) }
        }
        let expected = texts.map { ",\"file\":" + JSONWriter().write(.string($0)) + ",\"line\":" }.joined()
        #expect(Array(file.utf8) == Array(expected.utf8))
    }
}
