/// Opens inputs as record readers: picks the format and the reader for a path or standard input.
enum RecordSource {
    /// The path that stands for standard input.
    static let standardInputPath = "-"

    /// The most bytes read before guessing a format: 64 KiB.
    static let sniffLength = 1 << 16

    /// Opens an input for reading records.
    ///
    /// The format is, in order: `format` when given; the one the file's extension names (see
    /// ``InputFormat/init(path:)``); else guessed from the first bytes (see
    /// ``InputFormat/sniff(_:)``) once the first line that is not blank has been read, or 64 KiB,
    /// as for standard input.
    ///
    /// - Parameters:
    ///   - path: A file path, or `-` for standard input (reported as `<stdin>`). A path given on
    ///     the command line in bytes that are not UTF-8 is opened by those bytes
    ///     (``ArgumentBytes``) and named escaped.
    ///   - format: The format to read, overriding the extension.
    ///   - chunkSize: How many bytes to read at a time.
    /// - Returns: A reader positioned before the first record.
    /// - Throws: ``InputError`` naming the path when the input cannot be opened or read.
    static func open(
        _ path: String, format: InputFormat? = nil, chunkSize: Int = ChunkBuffer.defaultChunkSize
    ) throws(InputError) -> any RecordReader {
        let input =
            path == standardInputPath
            ? ByteInput(standardInputNamed: "<stdin>") : try ByteInput(path: ArgumentBytes.path(path))
        return try open(input, format: format ?? InputFormat(path: path), chunkSize: chunkSize)
    }

    /// Opens an input already at hand (a file under a name of its own, bytes in memory) for
    /// reading records: in `format`, else in the one its first bytes suggest, as for a path of no
    /// known extension.
    /// - Throws: ``InputError`` naming the input when it cannot be read.
    static func open(
        _ input: ByteInput, format: InputFormat?, chunkSize: Int = ChunkBuffer.defaultChunkSize
    ) throws(InputError) -> any RecordReader {
        var buffer = ChunkBuffer(input: input, chunkSize: chunkSize)
        let chosen: InputFormat
        if let known = format {
            chosen = known
        } else {
            repeat {
                try buffer.refill(toAtLeast: buffer.available + 1)
            } while !buffer.isAtEnd && buffer.available < sniffLength
                && !buffer.bytes.withUnsafeBufferPointer({
                    InputFormat.hasFirstLine(UnsafeBufferPointer(rebasing: $0[buffer.start...]))
                })
            chosen = buffer.bytes.withUnsafeBufferPointer {
                InputFormat.sniff(UnsafeBufferPointer(rebasing: $0[buffer.start...]))
            }
        }
        return reader(for: chosen, buffer: buffer)
    }

    /// A reader of `format` over a buffer.
    static func reader(for format: InputFormat, buffer: ChunkBuffer) -> any RecordReader {
        switch format {
        case .json: JSONRecordReader(buffer: buffer)
        case .jsonl: JSONLinesRecordReader(buffer: buffer)
        case .csv: CSVRecordReader(buffer: buffer)
        case .yaml: YAMLRecordReader(buffer: buffer)
        }
    }
}
