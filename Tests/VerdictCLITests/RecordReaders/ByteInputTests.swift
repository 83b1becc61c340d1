import Foundation
import Testing

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
}
