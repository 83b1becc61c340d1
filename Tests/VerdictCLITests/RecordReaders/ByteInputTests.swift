import Foundation
import Testing
import Verdict

@testable import VerdictCLI

/// What an input says it holds (``ByteInput/readableCount``), and the reads ``ChunkBuffer`` sizes by it.
@Suite struct ByteInputTests {
    @Test func aFileHoldsItsRestAndNothingAtItsEnd() throws {
        let fixture = try InputFixture()
        let input = try ByteInput(path: try fixture.file("a.jsonl", String(repeating: "x", count: 10_000)))
        #expect(input.readableCount == 10_000)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4_000, alignment: 1)
        defer { buffer.deallocate() }
        #expect(try input.read(into: buffer) == 4_000)
        #expect(input.readableCount == 6_000)
        while try input.read(into: buffer) > 0 {}
        #expect(input.readableCount == 0)
    }

    @Test func aPipeHoldsWhatWasWrittenToIt() throws {
        let pipe = Pipe()
        let input = ByteInput(descriptor: pipe.fileHandleForReading.fileDescriptor, name: "<pipe>")
        #expect(input.readableCount == 0)
        pipe.fileHandleForWriting.write(Data("{\"a\": 1}\n".utf8))
        #expect(input.readableCount == 9)
        try pipe.fileHandleForWriting.close()
        var chunks = ChunkBuffer(input: input)
        #expect(try chunks.refill())
        #expect(Array(chunks.bytes) == Array("{\"a\": 1}\n".utf8))
        #expect(try !chunks.refill())
    }

    @Test func aFileThatDoesNotKnowItsSizeIsReadToItsEnd() throws {
        // Files under /proc say they are empty, and hold text all the same.
        let input = try ByteInput(path: "/proc/self/status")
        #expect(input.readableCount == 0)
        var chunks = ChunkBuffer(input: input)
        while try chunks.refill() {}
        let text = String(decoding: chunks.bytes, as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.contains("\nPid:"))
    }

    @Test func aSmallFileIsReadWhole() throws {
        let fixture = try InputFixture()
        let text = "{\"title\": \"a\"}\n{\"title\": \"b\"}\n"
        var chunks = ChunkBuffer(input: try ByteInput(path: try fixture.file("small.jsonl", text)))
        #expect(try chunks.refill())
        #expect(Array(chunks.bytes) == Array(text.utf8))
        #expect(try !chunks.refill())
        #expect(chunks.isAtEnd)
    }

    @Test func bytesInMemoryAreReadAsAFileOfThatSize() throws {
        let text = "title\nShort\nLonger title\n"
        let input = ByteInput(bytes: Array(text.utf8), name: "upload")
        #expect(input.readableCount == text.utf8.count)
        #expect(input.isReady)
        var chunks = ChunkBuffer(input: input, chunkSize: 8)
        while try chunks.refill() {}
        #expect(Array(chunks.bytes) == Array(text.utf8))
        #expect(input.readableCount == 0)
    }

    /// Bytes in memory or a file under a name of its own: records are located under that name, in
    /// the format given or guessed from the first bytes when the name has no extension.
    @Test func anInputAtHandIsReadUnderItsName() throws {
        let fixture = try InputFixture()
        var upload = try RecordSource.open(
            ByteInput(bytes: Array("title,body\nShort,x\n".utf8), name: "upload"), format: nil)
        let csv = try upload.readAll()
        #expect(csv.map { "\($0.location) \($0.value?.jsonText ?? "")" } == [#"upload:2 {"body":"x","title":"Short"}"#])
        let path = try fixture.file("on-disk.jsonl", #"{"title": "a"}"# + "\n")
        var named = try RecordSource.open(try ByteInput(path: RawPath(path), name: "notes.jsonl"), format: .jsonl)
        let lines = try named.readAll()
        #expect(lines.map { "\($0.location) \($0.value?.jsonText ?? "")" } == [#"notes.jsonl:1 {"title":"a"}"#])
    }
}
