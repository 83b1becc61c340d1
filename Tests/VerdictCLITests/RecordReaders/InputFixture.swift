import Testing
import Foundation
import Verdict

@testable import VerdictCLI

/// Files for input tests, in a fresh temporary folder; results summarised as golden text.
struct InputFixture {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Writes a file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try file(name, bytes: Array(text.utf8))
    }

    /// Writes a file of raw bytes and returns its path.
    func file(_ name: String, bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Every item of a reader as `line #index: JSON` or `line #index: error`, with the folder left
    /// out of file names.
    func summary(_ reader: some RecordReader) throws -> [String] {
        var reader = reader
        var lines: [String] = []
        while let item = try reader.next() {
            lines.append(summary(item))
        }
        return lines
    }

    /// Every item of a reader read batch by batch (``RecordReader/nextBatch(maximumCount:)``), as
    /// ``summary(_:)-(RecordReader)`` gives them; each batch is checked to hold at most `batchSize`
    /// items, and as many as it says.
    /// - Parameter screening: passed to ``RecordBatch/items(screening:)``.
    func batchedSummary(_ reader: some RecordReader, batchSize: Int, screening: Bool = true) throws -> [String] {
        var reader = reader
        var lines: [String] = []
        while let batch = try reader.nextBatch(maximumCount: batchSize) {
            #expect(batch.count <= batchSize)
            let items = batch.items(screening: screening)
            #expect(items.count == batch.count)
            lines += items.map { summary($0) }
        }
        return lines
    }

    /// One item as `line #index: JSON` or `line #index: error`.
    func summary(_ item: RecordItem) -> String {
        let head = "\(item.location.line) #\(item.location.index): "
        switch item.result {
        case .success(let record): return head + record.value.jsonText
        case .failure(let error):
            return head + error.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
    }
}
