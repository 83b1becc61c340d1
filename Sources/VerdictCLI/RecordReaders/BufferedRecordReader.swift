/// A reader that reads its input through a ``ChunkBuffer`` and buffers at most
/// `maximumRecordLength` bytes of one record: how ``JSONRecordReader`` and ``CSVRecordReader`` open
/// a file.
protocol BufferedRecordReader: RecordReader {
    /// Reads on from a buffer that may already hold the first bytes.
    init(buffer: ChunkBuffer, maximumRecordLength: Int)
}

extension BufferedRecordReader {
    /// Opens a file.
    /// - Throws: ``InputError`` naming the path when it cannot be opened.
    init(
        path: String, chunkSize: Int = ChunkBuffer.defaultChunkSize,
        maximumRecordLength: Int = Self.defaultMaximumRecordLength
    ) throws(InputError) {
        let input = try ByteInput(path: path)
        self.init(buffer: ChunkBuffer(input: input, chunkSize: chunkSize), maximumRecordLength: maximumRecordLength)
    }

    /// Reads on from a buffer with the default record limit.
    init(buffer: ChunkBuffer) {
        self.init(buffer: buffer, maximumRecordLength: Self.defaultMaximumRecordLength)
    }
}
