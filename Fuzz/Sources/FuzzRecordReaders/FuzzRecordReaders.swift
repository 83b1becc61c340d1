import Foundation
import Verdict

/// The file each input is written to: one per process, overwritten on every run.
private nonisolated(unsafe) let inputPath: String = {
    let directory = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    return "\(directory)/verdict-fuzz-records-\(getpid())"
}()

/// libFuzzer entry: the input as a file read by each of `verdict validate`'s record readers, with
/// a tiny chunk size (every record crosses chunk boundaries) and with the default one. Both must
/// give the same records, errors and locations, and batched reading the same as one at a time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordReaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Data(bytes: data, count: size)
    guard FileManager.default.createFile(atPath: inputPath, contents: bytes) else {
        fatalError("cannot write \(inputPath)")
    }
    _ = bytes.withUnsafeBytes { raw in InputFormat.sniff(raw.bindMemory(to: UInt8.self)) }
    for format in InputFormat.allCases {
        let small = records(format: format, chunkSize: 7, batched: false)
        let large = records(format: format, chunkSize: 4_093, batched: format == .jsonl)
        if small != large {
            fatalError("\(format): chunk size changes the records:\n\(small)\n---\n\(large)")
        }
    }
    // YAML's document cap, tiny so that inputs cross it: skipping a long document must give the
    // same records and errors whatever the chunk size.
    let smallCapped = yamlRecords(chunkSize: 7, maximumDocumentLength: 48)
    let largeCapped = yamlRecords(chunkSize: 4_093, maximumDocumentLength: 48)
    if smallCapped != largeCapped {
        fatalError("yaml, capped: chunk size changes the records:\n\(smallCapped)\n---\n\(largeCapped)")
    }
    return 0
}

/// The input file, opened for a reader.
private func inputBuffer(chunkSize: Int) -> ChunkBuffer {
    do {
        return ChunkBuffer(input: try ByteInput(path: inputPath), chunkSize: chunkSize)
    } catch {
        fatalError("cannot open \(inputPath): \(error)")
    }
}

/// Every record of the input file, each as its value or its error text, at most 2,000.
private func records(format: InputFormat, chunkSize: Int, batched: Bool) -> [String] {
    var reader = RecordSource.reader(for: format, buffer: inputBuffer(chunkSize: chunkSize))
    return lines(of: &reader, batched: batched)
}

/// The records of the input file read as YAML with a document cap.
private func yamlRecords(chunkSize: Int, maximumDocumentLength: Int) -> [String] {
    var reader = YAMLRecordReader(
        buffer: inputBuffer(chunkSize: chunkSize), maximumDocumentLength: maximumDocumentLength)
    return lines(of: &reader, batched: false)
}

/// What a reader reads, each record as its value or its error text, at most 2,000.
private func lines(of reader: inout some RecordReader, batched: Bool) -> [String] {
    var lines: [String] = []
    do {
        while lines.count < 2_000 {
            let items: [RecordItem]
            if batched {
                guard let batch = try reader.nextBatch(maximumCount: 3) else { break }
                items = batch.items()
            } else {
                guard let item = try reader.next() else { break }
                items = [item]
            }
            for item in items {
                switch item.result {
                case .success(let record): lines.append("\(item.location) \(record.value)")
                case .failure(let error): lines.append("\(item.location) error: \(error)")
                }
            }
        }
    } catch {
        lines.append("input error: \(error)")
    }
    return lines
}
