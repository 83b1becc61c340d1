import Testing

@testable import VerdictCLI

@Suite struct ChunkBufferTests {
    @Test func skipsAByteOrderMarkReadOneByteAtATime() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("a.jsonl", "\u{FEFF}{\"a\": 1}\n")
        let reader = try JSONLinesRecordReader(path: path, chunkSize: 1)
        #expect(try fixture.summary(reader) == [#"1 #0: {"a":1}"#])
    }

    @Test func keepsAByteOrderMarkThatIsNotAtTheStart() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("a.csv", "a\n\u{FEFF}x\n")
        let reader = try CSVRecordReader(path: path, chunkSize: 2)
        #expect(try fixture.summary(reader) == ["2 #0: {\"a\":\"\u{FEFF}x\"}"])
    }
}
