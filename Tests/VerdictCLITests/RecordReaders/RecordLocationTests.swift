import Testing

@testable import VerdictCLI

@Suite struct RecordLocationTests {
    @Test func aBatchNameReadsTheSameFromStorageOfItsOwn() {
        // Longer than the 15 bytes a string holds inline: only such a name has storage to share.
        let file = String(repeating: "events-", count: 4) + "é.jsonl"
        let name = RecordLocation.batchName(file)
        #expect(name == file)
        #expect(Array(name.utf8) == Array(file.utf8))
        #expect(!WrittenEquality.sameInstance(name, file))
    }

    @Test func theLocationsOfABatchShareItsName() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("locations-of-a-long-named-input.jsonl", "{\"a\": 1}\n\n{\"a\": 2}\n")
        var reader = try JSONLinesRecordReader(path: path)
        let batch = try #require(try reader.nextBatch(maximumCount: 10, mayWait: false))
        let items = batch.items()
        #expect(items.map(\.location.line) == [1, 3])
        #expect(items.map(\.location.file) == [path, path])
        #expect(WrittenEquality.sameInstance(items[0].location.file, items[1].location.file))
        #expect(!WrittenEquality.sameInstance(items[0].location.file, path))
    }
}
